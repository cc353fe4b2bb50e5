import { DUE_BEFORE_RECEIPT, dueBeforeReceipt } from '@scm/contract';
import { fieldError } from '../../platform/errors';

/**
 * The due date's rule for every order (printing and bag, created or changed): not before the day the order was
 * received, `receiptDay` on the shop calendar (today for a new order). A 400 at the due-date field.
 */
export function checkDueDate(deliveryDate: string | null, receiptDay: string) {
  if (dueBeforeReceipt(deliveryDate, receiptDay)) throw fieldError('deliveryDate', DUE_BEFORE_RECEIPT);
}
