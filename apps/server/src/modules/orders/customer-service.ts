import {
  customerOrderMessages as MSG,
  CustomerOrderSchema,
  OrderCreateSchema,
  type CustomerOrder,
  type CustomerOrderListItem,
  type CustomerOrderListQuery,
  type CustomerOrderValues,
  type OrderProgress,
} from '@scm/contract';
import { AppError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { createOrder } from './changes';
import { findCustomerOrder, listCustomerOrders, type CustomerOrderRow } from './customer-queries';
import type { OrderFiles } from './files';
import { getOrder } from './service';

/** The signed-in customer's buyer id; a customer account without one has no orders to place or read. */
function buyerOf(ctx: ServiceContext): number {
  if (ctx.actor.userType !== 'customer' || ctx.actor.buyerId === null)
    throw new AppError(403, 'NO_CUSTOMER', MSG.noCustomer);
  return ctx.actor.buyerId;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

type ProgressRow = Pick<
  CustomerOrderRow,
  | 'workOrderStatus'
  | 'departmentName'
  | 'heldSince'
  | 'deliveryStatus'
  | 'shipmentCarrier'
  | 'shipmentInvoice'
  | 'deliveryStartDatetime'
  | 'deliveryEndDatetime'
  | 'receiptDatetime'
  | 'completeDatetime'
  | 'cancelledAt'
  | 'depositCompleteAt'
>;

const presentProgress = (r: ProgressRow): OrderProgress => {
  const inShop = r.workOrderStatus === 'WORKING';
  return {
    workOrderStatus: r.workOrderStatus,
    departmentName: inShop ? r.departmentName : null,
    heldSince: inShop ? iso(r.heldSince) : null,
    deliveryStatus: r.deliveryStatus,
    deliveryCompanyCode: r.shipmentCarrier,
    invoice: r.shipmentInvoice,
    deliveryStartDatetime: iso(r.deliveryStartDatetime),
    deliveryEndDatetime: iso(r.deliveryEndDatetime),
    receiptDatetime: r.receiptDatetime.toISOString(),
    completeDatetime: iso(r.completeDatetime),
    cancelled: r.cancelledAt !== null,
    depositCompleteAt: iso(r.depositCompleteAt),
  };
};

const presentListItem = (r: CustomerOrderRow): CustomerOrderListItem => ({
  id: r.id,
  orderNumber: r.orderNumber,
  productName: r.productName,
  workType: r.workType,
  amount: r.amount,
  receiptDatetime: r.receiptDatetime.toISOString(),
  completeDatetime: iso(r.completeDatetime),
  workOrderStatus: r.workOrderStatus,
  deliveryStatus: r.deliveryStatus,
  progress: presentProgress(r),
});

/** GET: the customer's own orders only. */
export async function pageCustomerOrders(ctx: ServiceContext, q: CustomerOrderListQuery) {
  const { rows, total } = await listCustomerOrders(ctx.db, buyerOf(ctx), q);
  return toPage(rows.map(presentListItem), total, q);
}

/** GET /{id}: the customer's own order; another customer's answers the same 404 as one that does not exist. */
export async function getCustomerOrder(ctx: ServiceContext, id: number): Promise<CustomerOrder> {
  const found = await findCustomerOrder(ctx.db, id, buyerOf(ctx));
  if (!found) throw notFound(MSG.notFound);
  // The staff answer read through the customer's schema: the buyer, due date, quality, origin, outsourcing and
  // paper fall away (z.object drops the keys it does not list).
  return CustomerOrderSchema.parse({ ...(await getOrder(ctx.db, id)), progress: presentProgress(found) });
}

/**
 * POST: the customer's order goes through the staff order's creation (order number, work order in RECEIPT, history,
 * staff notifications). The buyer is the signed-in customer; the fields the customer form lacks read as empty, as
 * the staff schema's defaults leave them.
 */
export async function createCustomerOrder(ctx: ServiceContext, input: CustomerOrderValues, files: OrderFiles) {
  const buyerId = buyerOf(ctx);
  return createOrder(ctx, OrderCreateSchema.parse({ ...input, buyerId }), files);
}
