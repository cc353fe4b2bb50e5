// The employees module's face: what other modules may use of it. Import it as '../employees'.
export { orderReceiptRecipients, workRequestRecipients } from './recipient-queries';
export { employeeNames, getEmployee, updateOwnProfile } from './service';
