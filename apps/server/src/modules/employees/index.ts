// The employees module's face: what other modules may use of it. Import it as '../employees'.
export { orderReceiptRecipients, workRequestRecipients } from './notification-recipients';
export { employeeNames, getEmployee } from './service';
