import { depositMessages as MSG } from '@scm/contract';
import type { ServiceContext } from '../../platform/service';
import { orderHeadline } from '../orders/lookup';
import { queueSms } from '../sms/service';
import { issuedByBuyer } from './queries';

/**
 * The last entry of an order was settled: each of its customers (the printing order's buyer, or every advertiser of
 * a bag order) is notified, and gets the 입금 완료 text when the shop has it on, `{price}` being what that customer
 * was invoiced on the order. Runs in the settling transaction; a text that cannot go never undoes the settlement.
 */
export async function announceDepositComplete(tx: ServiceContext, orderId: number) {
  const order = await orderHeadline(tx.db, orderId);
  if (!order) return;
  const isBag = order.workType === 'SHOPBAG';
  await tx.notify(
    order.customers.map((c) => c.accountId),
    {
      content: MSG.completeNotice(order.orderNumber, order.productName),
      status: 'COMPLETED',
      targetDocumentType: isBag ? 'SHOPBAG_DEPOSIT' : 'PRINTING_DEPOSIT',
      targetContentId: orderId,
    },
  );
  const issued = await issuedByBuyer(tx.db, orderId);
  for (const customer of order.customers)
    await queueSms(tx, {
      template: 'DEPOSIT_COMPLETE',
      to: customer.tel,
      values: { customer: customer.name, productName: order.productName, price: issued.get(customer.buyerId) ?? 0 },
      reference: { type: isBag ? 'SHOPBAG_ORDER' : 'PRINTING_ORDER', id: orderId },
    });
}
