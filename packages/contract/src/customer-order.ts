import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { withParticle } from './common/particles.js';
import { defineWorkflow } from './common/workflow.js';
import { OrderCreateSchema, OrderDeliveryUpdateSchema, orderMessages, OrderSchema } from './order.js';
import { CustomerPrintingEntrySchema, FoldingBindingSchema } from './printing-spec/answer.js';
import { printingSpecMessages } from './printing-spec/messages.js';
import { checkPrintingSpec, printingSpecShape } from './printing-spec/schema.js';
import { deliveryWorkflow } from './delivery.js';
import { workOrderWorkflow } from './work-order.js';

/**
 * The customer's printing orders (002 §2.7, §3–§5, §7): a customer places an order for itself, lists and reads its
 * own orders and follows each through the shop (the order tracker). The buyer is always the signed-in customer.
 */
export const API_CUSTOMER_ORDER = '/api/co/printing_order';

export const customerOrderMessages = {
  /** 002 §5, verbatim. */
  createConfirm: orderMessages.createConfirm,
  /** 002 §8 "order registered". */
  created: (orderNumber: string) => `주문이 등록되었습니다. (주문번호 ${orderNumber})`,
  notFound: orderMessages.notFound,
  /** A customer's order body naming a carrier or invoice. */
  shopEntersInvoice: '택배사와 송장번호는 발송할 때 인쇄소에서 입력합니다.',
  /** A customer account without its client-company record cannot order. */
  noCustomer: '고객사 정보가 없어 주문할 수 없습니다. 관리자에게 문의해주세요.',
  /** What the customer hears on each step the shop moves its job (the staff side's texts are their modules'). */
  receivedNotice: (orderNumber: string, productName: string) =>
    `주문 ${orderNumber} ${withParticle(`'${productName}'`, '이')} 접수되었습니다.`,
  workStartedNotice: (orderNumber: string, productName: string, team: string) =>
    `주문 ${orderNumber} '${productName}'의 작업이 시작되었습니다.${team ? ` (${team})` : ''}`,
  passedOnNotice: (orderNumber: string, productName: string, team: string) =>
    `주문 ${orderNumber} '${productName}'의 작업이 ${withParticle(team, '으로')} 넘어갔습니다.`,
};

const order = OrderCreateSchema.shape;

/** A field only the shop fills: '' (or left out) from a customer, anything else refused in Korean. */
const shopEntersIt = z
  .unknown()
  .optional()
  .refine((v) => v === undefined || v === null || v === '', customerOrderMessages.shopEntersInvoice)
  .transform(() => '');
const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? printingSpecMessages.notInThisForm : undefined),
  });

/**
 * POST: the customer's field set (002 §3): the basics of the staff order without the buyer, due date, quality,
 * origin, outsourcing, paper lines, carrier and invoice. Anything else in the body is refused at its field.
 */
export const CustomerOrderCreateSchema = strict({
  productName: order.productName,
  amount: order.amount,
  numberCases: order.numberCases,
  ...OrderDeliveryUpdateSchema.omit({ id: true }).shape,
  // The carrier and invoice are the shop's to enter when it ships (a customer typing one could track another
  // customer's parcel): the customer's body may carry them only empty, as its form does.
  invoice: shopEntersIt,
  deliveryCompanyCode: shopEntersIt,
  attachmentIds: order.attachmentIds,
  ...printingSpecShape('customer'),
}).superRefine(checkPrintingSpec);
export type CustomerOrderInput = z.input<typeof CustomerOrderCreateSchema>;
export type CustomerOrderValues = z.output<typeof CustomerOrderCreateSchema>;

/**
 * The statuses as the customer screens show them (002 §4): the staff vocabulary, but a value outside it reads
 * '표시 오류' (display error).
 */
export const customerWorkStatus = defineWorkflow({
  noun: workOrderWorkflow.noun,
  states: workOrderWorkflow.states,
  actions: workOrderWorkflow.actions,
  unknownLabel: '표시 오류',
});
export const customerDeliveryStatus = deliveryWorkflow;

/** Where the job is, for the tracker: the work order, the team holding it, the shipment and the deposit. */
export const OrderProgressSchema = z.object({
  /** RECEIPT, WORKING, COMPLETE, CANCELLED; null before the work order exists. */
  workOrderStatus: z.string().nullable(),
  /** The team holding the job now and since when (ISO), while it is in the shop. */
  departmentName: z.string().nullable(),
  heldSince: z.string().nullable(),
  /** READY, SHIPPING, COMPLETE; null before printing is complete. */
  deliveryStatus: z.string().nullable(),
  deliveryCompanyCode: z.string().nullable(),
  invoice: z.string().nullable(),
  deliveryStartDatetime: z.string().nullable(),
  deliveryEndDatetime: z.string().nullable(),
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
  cancelled: z.boolean(),
  /** When every deposit entry was settled (the deposits module keeps it); null = 입금 대기. */
  depositCompleteAt: z.string().nullable(),
});
export type OrderProgress = z.infer<typeof OrderProgressSchema>;

/** GET /{id}: the customer's own order, its print spec (no suppliers, no paper), its drafts and its progress. */
export const CustomerOrderSchema = OrderSchema.pick({
  id: true,
  orderNumber: true,
  productName: true,
  workType: true,
  amount: true,
  numberCases: true,
  remark: true,
  receiver: true,
  zipCode: true,
  address: true,
  receiverTel: true,
  deliveryType: true,
  invoice: true,
  deliveryCompanyCode: true,
  deliveryRemark: true,
  attachments: true,
  isFoldingBinding: true,
  receiptDatetime: true,
  completeDatetime: true,
  workOrderStatus: true,
  deliveryStatus: true,
}).extend({
  printingList: z.array(CustomerPrintingEntrySchema),
  foldingBindingList: z.array(FoldingBindingSchema.omit({ foldingBindingOutsourcingId: true })),
  progress: OrderProgressSchema,
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** A row of GET (my orders), with the same progress the detail's tracker reads. */
export const CustomerOrderListItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  amount: z.number().int(),
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
  workOrderStatus: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
  progress: OrderProgressSchema,
});
export type CustomerOrderListItem = z.infer<typeof CustomerOrderListItemSchema>;

export const CUSTOMER_ORDER_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  productName: '주문상품명',
} as const;
export const CUSTOMER_ORDER_DATE_FILTERS = { receiptDatetime: '접수일' } as const;
export const CUSTOMER_ORDER_SORT_FIELDS = [
  'orderNumber',
  'productName',
  'workType',
  'amount',
  'receiptDatetime',
  'completeDatetime',
] as const;

/** GET: the list kit's query; `open=true` keeps the jobs not yet delivered nor cancelled (the home page's card). */
export const CustomerOrderListQuerySchema = ListQuerySchema.extend({
  open: z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: '진행 중만은 true 또는 false로 보내주세요.' })
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export type CustomerOrderListQuery = z.infer<typeof CustomerOrderListQuerySchema>;

export * from './order-progress.js';
