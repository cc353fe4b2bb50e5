// TODO(issue 32): a stand-in until the order modules import '../employees' (the face); then delete this file.
export { orderReceiptRecipients, workRequestRecipients } from './recipient-queries';
