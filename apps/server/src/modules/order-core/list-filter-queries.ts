import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { OrderListStatus } from '@scm/contract';
import { delivery } from '../../db/schema/deliveries';
import { printingOrder } from '../../db/schema/orders';
import { workOrder } from '../../db/schema/work-orders';

/**
 * The order lists' own filters (printing and bag orders): where the job is as the row shows it, and 납기 지남. Both
 * read the current job and its delivery through `jobStatusJoins`, which every order list joins already. Their values
 * are constants of the request, so each choice is a statement shape of its own (platform/list/statements.ts) and the list's
 * opening and keyset paths stay as they are.
 */

const open = isNull(printingOrder.cancelledAt);
/** A left-joined state that may be null (no delivery yet): null is "not that state". */
const notState = (column: typeof workOrder.status | typeof delivery.status, state: string) =>
  or(isNull(column), ne(column, state))!;

const STATUS: Record<OrderListStatus, SQL> = {
  RECEIPT: and(open, eq(workOrder.status, 'RECEIPT'))!,
  // In the shop: started, and not yet handed to the delivery (printing complete opens the delivery).
  WORKING: and(open, notInArray(workOrder.status, ['RECEIPT', 'CANCELLED']), isNull(delivery.status))!,
  // Printing complete: the delivery is being prepared (배송준비) or on its way (배송중).
  DELIVERY: and(open, notState(workOrder.status, 'CANCELLED'), inArray(delivery.status, ['READY', 'SHIPPING']))!,
  COMPLETE: and(open, eq(delivery.status, 'COMPLETE'))!,
  CANCELLED: or(isNotNull(printingOrder.cancelledAt), eq(workOrder.status, 'CANCELLED'))!,
};

export const statusCondition = (status: OrderListStatus | undefined) => (status ? STATUS[status] : undefined);

/**
 * 납기 지남: due before `today` (the shop calendar's day) and neither delivered nor cancelled. An order without a
 * due date is never overdue.
 */
export const overdueCondition = (overdue: boolean | undefined, today: string) =>
  overdue
    ? and(
        lt(printingOrder.deliveryDate, today),
        open,
        notState(workOrder.status, 'CANCELLED'),
        notState(delivery.status, 'COMPLETE'),
      )
    : undefined;
