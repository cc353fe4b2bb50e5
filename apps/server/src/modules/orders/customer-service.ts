import {
  canCustomerCancel,
  customerOrderMessages as MSG,
  CustomerOrderSchema,
  customerSpecMessages as SPEC,
  OrderCreateSchema,
  orderMessages,
  type CustomerOrder,
  type CustomerOrderListItem,
  type CustomerOrderListQuery,
  type CustomerOrderValues,
  type CustomerOrderPrice,
  type OrderPrice,
  type OrderProgress,
} from '@scm/contract';
import { AppError, conflict, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { cancelLockedOrder, lockOrderForWrite } from '../order-core';
import { currentOrderPrice } from '../order-prices';
import { priceCatalog, staffSpecOfBuyerWords } from './buyer-words';
import { createOrder } from './changes';
import {
  findCustomerOrder,
  listCustomerOrders,
  orderMoney,
  quoteOfOrder,
  type CustomerOrderRow,
} from './customer-queries';
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

/**
 * The order's price as its customer reads it: the engine's lines as they are (the margin line included: the live
 * form showed it too), except an outsourced step's formula, which names the supplier and its margin — the line keeps
 * its label (the step and the part) and amount.
 */
const customerPrice = (price: OrderPrice | null): CustomerOrderPrice | null =>
  price && {
    lines: price.estimate.lines.map((l) =>
      l.kind === 'OUTSOURCING' ? { ...l, unitPrice: 0, formula: `${l.label} (외주 공정)` } : l,
    ),
    supply: price.estimate.supply,
    vat: price.estimate.vat,
    total: price.estimate.total,
    charged: price.charged,
    adjusted: price.override !== null,
    // A missing outsourcing rate names its supplier: the customer reads only that a step is not priced yet.
    missing: price.estimate.missing.map((m) =>
      m.startsWith('외주') ? '외주 공정의 금액이 아직 정해지지 않았습니다.' : m,
    ),
    ratesDate: price.estimate.ratesDate,
    pricedAt: price.pricedAt,
  };

/** GET /{id}: the customer's own order; another customer's answers the same 404 as one that does not exist. */
export async function getCustomerOrder(ctx: ServiceContext, id: number): Promise<CustomerOrder> {
  const buyerId = buyerOf(ctx);
  const found = await findCustomerOrder(ctx.db, id, buyerId);
  if (!found) throw notFound(MSG.notFound);
  const order = await getOrder(ctx.db, id);
  // The staff answer read through the customer's schema: the buyer, due date, quality, origin, outsourcing and
  // paper lines fall away (z.object drops the keys it does not list); the papers stay named.
  return CustomerOrderSchema.parse({
    ...order,
    printingList: order.printingList.map((e) => ({
      ...e,
      paperNames: [...new Set(e.usePaperList.map((p) => p.rawItemName))],
    })),
    quote: await quoteOfOrder(ctx.db, id, buyerId),
    progress: presentProgress(found),
    money: await orderMoney(ctx.db, id),
    price: customerPrice(await currentOrderPrice(ctx.db, id)),
    cancellable: canCustomerCancel(found.workOrderStatus, found.cancelledAt !== null),
  });
}

export const getPriceCatalog = (ctx: ServiceContext) => priceCatalog(ctx.db, ctx.clock.today());

/**
 * POST: the buyer's answers are checked against what the shop publishes today, mapped to the staff print spec (the
 * cheaper of offset and digital by the engine, `priceCustomerSpec`), and go through the staff order's creation
 * (order number, work order in RECEIPT, history, staff notifications). The buyer is the signed-in customer.
 */
export async function createCustomerOrder(ctx: ServiceContext, input: CustomerOrderValues, files: OrderFiles) {
  const buyerId = buyerOf(ctx);
  const spec = await staffSpecOfBuyerWords(ctx.db, input, ctx.clock.today());
  const { productName, quantity, deliveryDate, attachmentIds } = input;
  const values = OrderCreateSchema.parse({
    productName,
    buyerId,
    amount: quantity,
    numberCases: 1,
    deliveryDate,
    receiver: input.receiver,
    zipCode: input.zipCode,
    address: input.address,
    receiverTel: input.receiverTel,
    deliveryType: input.deliveryType,
    deliveryRemark: input.deliveryRemark,
    remark: input.remark,
    attachmentIds,
    ...spec,
  });
  return createOrder(ctx, values, files);
}

/**
 * POST /{id}/cancel: the customer cancels its own order while no work has started (the work order still RECEIPT),
 * through the order core's ending (the work order moves to CANCELLED, the history keeps the reason). Another
 * customer's order, or a bag order, is the same 404 as none.
 */
export async function cancelCustomerOrder(ctx: ServiceContext, id: number, reason: string) {
  const buyerId = buyerOf(ctx);
  return cancelLockedOrder(ctx, id, reason, {
    lock: async (db, orderId) => {
      const locked = await lockOrderForWrite(db, orderId);
      if (!locked || locked.order.buyerId !== buyerId || locked.order.workType === 'SHOPBAG') return undefined;
      if (locked.order.cancelledAt === null && !canCustomerCancel(locked.workOrderStatus, false))
        throw conflict('ORDER_CANCEL_LOCKED', SPEC.cancelNotAllowed);
      return locked;
    },
    messages: orderMessages,
  });
}
