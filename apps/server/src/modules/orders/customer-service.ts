import {
  customerOrderMessages as MSG,
  fileUrl,
  OrderCreateSchema,
  type CustomerOrder,
  type CustomerOrderListItem,
  type CustomerOrderListQuery,
  type CustomerOrderValues,
  type OrderProgress,
} from '@scm/contract';
import { AppError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list-query';
import type { ServiceContext } from '../../platform/service';
import { createOrder } from './changes';
import { findCustomerOrder, listCustomerOrders, type CustomerOrderRow } from './customer-queries';
import { ORDER_FILE_OWNER, type OrderFiles } from './files';
import { attachedFiles } from './queries';
import { readPrintingSpec } from './spec-store';

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
  const { order: o } = found;
  const spec = await readPrintingSpec(ctx.db, id);
  const files = await attachedFiles(ctx.db, ORDER_FILE_OWNER, id);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    productName: o.productName,
    workType: o.workType,
    amount: o.amount,
    numberCases: o.numberCases,
    remark: o.remark,
    receiver: o.receiver,
    zipCode: o.zipCode,
    address: o.address,
    receiverTel: o.receiverTel,
    deliveryType: o.deliveryType,
    invoice: o.invoice,
    deliveryCompanyCode: o.deliveryCompanyCode,
    deliveryRemark: o.deliveryRemark,
    attachments: files.map((f) => ({
      id: f.id,
      originalFileName: f.originalFileName,
      size: f.size,
      url: fileUrl(f.id),
    })),
    // What a customer reads of the spec: no suppliers, no paper (002 §3).
    printingList: spec.printingList.map((e) => ({
      composition: e.composition,
      printingType: e.printingType,
      dosu: e.dosu,
      julsu: e.julsu,
      offCtpRemark: e.offCtpRemark,
      offPrintRemark: e.offPrintRemark,
      rotaryRemark: e.rotaryRemark,
      digitalRemark: e.digitalRemark,
      ospRemark: e.ospRemark,
      noPrintRemark: e.noPrintRemark,
      isPostProcess: e.isPostProcess,
      postProcessList: e.postProcessList.map((p) => ({
        postProcessOption: p.postProcessOption,
        postProcessRemark: p.postProcessRemark,
      })),
    })),
    isFoldingBinding: o.isFoldingBinding,
    foldingBindingList: spec.foldingBindingList.map((f) => ({
      foldingBindingOption: f.foldingBindingOption,
      foldingBindingRemark: f.foldingBindingRemark,
    })),
    receiptDatetime: o.receiptDatetime.toISOString(),
    completeDatetime: iso(o.completeDatetime),
    workOrderStatus: found.workOrderStatus,
    deliveryStatus: found.deliveryStatus,
    progress: presentProgress(found),
  };
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
