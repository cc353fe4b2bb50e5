import { depositMessages as MSG } from '@scm/contract';
import type { ServiceContext } from '../../platform/service';
import { orderHeadline } from '../order-core';
import { queueSms } from '../sms';
import { totalsByBuyer } from './queries';

/**
 * The last entry of an order was settled: each of its customers who paid something (the printing order's buyer, or
 * every advertiser of a bag order) is notified, and gets the 입금 완료 text when the shop has it on, `{price}` being
 * what that customer was invoiced on the order. A customer settled 무상 (nothing collected) or invoiced 0 won is
 * neither told nor texted: no one ever reads "입금 0원". Runs in the settling transaction; a text that cannot go
 * never undoes the settlement.
 */
export async function announceDepositComplete(tx: ServiceContext, orderId: number) {
  const order = await orderHeadline(tx.db, orderId);
  if (!order) return;
  const isBag = order.workType === 'SHOPBAG';
  const totals = await totalsByBuyer(tx.db, orderId);
  const paying = order.customers.filter((c) => {
    const t = totals.get(c.buyerId);
    return t !== undefined && t.collected > 0 && t.issued > 0;
  });
  if (paying.length === 0) return;
  await tx.notify(
    paying.map((c) => c.accountId),
    {
      content: MSG.completeNotice(order.orderNumber, order.productName),
      status: 'COMPLETED',
      targetDocumentType: isBag ? 'SHOPBAG_DEPOSIT' : 'PRINTING_DEPOSIT',
      targetContentId: orderId,
    },
  );
  for (const customer of paying)
    await queueSms(tx, {
      template: 'DEPOSIT_COMPLETE',
      to: customer.phones,
      values: { customer: customer.name, productName: order.productName, price: totals.get(customer.buyerId)!.issued },
      reference: { type: isBag ? 'SHOPBAG_ORDER' : 'PRINTING_ORDER', id: orderId },
    });
}
