import type { NotificationStatus } from '@scm/contract';
import type { ServiceContext } from '../../platform/service';
import type { OrderHeadline } from './order-queries';

/**
 * Tells the order's customers (its buyer, or a bag order's advertisers) about a step of their job, in the caller's
 * transaction. The one who did it knows already; a bag order's customers are sent to their bag order's page.
 */
export async function notifyOrderCustomers(
  ctx: ServiceContext,
  order: OrderHeadline,
  content: string,
  status: NotificationStatus,
) {
  const recipients = order.customers.map((c) => c.accountId).filter((id) => id !== ctx.actor.accountId);
  if (recipients.length === 0) return;
  await ctx.notify(recipients, {
    content,
    status,
    targetDocumentType: order.workType === 'SHOPBAG' ? 'SHOPBAG_ORDER' : 'PRINTING_ORDER',
    targetContentId: order.id,
  });
}
