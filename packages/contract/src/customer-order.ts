import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { withParticle } from './common/particles.js';
import { defineWorkflow } from './common/workflow.js';
import { MAX_ID, recordId, requiredText, wholeNumber } from './common/validation.js';
import {
  OrderCancelSchema,
  OrderCreateSchema,
  OrderDeliveryUpdateSchema,
  orderMessages,
  OrderSchema,
} from './order.js';
import { CustomerPrintingEntrySchema, FoldingBindingSchema } from './printing-spec/answer.js';
import { printingSpecMessages } from './printing-spec/messages.js';
import { FINISHED_SIZE_MAX, OPTION_IDS_MAX, PAGE_COUNT_MAX } from './printing-spec/schema.js';
import { EstimateLineSchema } from './pricing/order-price.js';
import {
  CUSTOMER_QUANTITY_MAX,
  CUSTOMER_WORK_TYPES,
  customerSpecMessages,
  PRINT_COLORS,
  PRINT_SIDES,
} from './pricing/customer-spec.js';
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

/** A key that looks like a price: the client never sends one (the server prices the order from the rate table). */
export const PRICE_LIKE_KEY = /price|total|supply|vat|estimate|override|charge|cost|discount|won|금액|단가/i;

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys.some((k) => PRICE_LIKE_KEY.test(k))
        ? customerSpecMessages.priceNotAccepted
        : printingSpecMessages.notInThisForm;
    },
  });

/** A published choice's id, or null while the form has none; null (or anything else) gets `message`. */
const choiceId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
    .nullable()
    .transform((v, ctx) => {
      if (v !== null) return v;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
const optionalId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).nullable().default(null);

export const CUSTOMER_PAGE_COUNT_MAX = PAGE_COUNT_MAX;
export const CUSTOMER_FINISHES_MAX = OPTION_IDS_MAX;

/**
 * POST: the customer's order in the buyer's words (issue 33): 상품명, 종류, 완성 사이즈, 용지 (a brochure's 표지 용지,
 * 내지 용지 and 내지 페이지 수), 인쇄 (단면/양면 × 컬러/흑백), 수량 (부), 후가공, 희망 납기일, delivery info, drafts and
 * 요청사항 (`remark`). The server maps it to the staff print spec (`customerSpecToStaffSpec`), checks each choice is
 * published, and prices it; any price-like key is refused (the client never sends a price), as is any other key.
 */
export const CustomerOrderCreateSchema = strict({
  productName: order.productName,
  workType: z.enum(CUSTOMER_WORK_TYPES, { error: customerSpecMessages.workTypeRequired }),
  finishedSize: requiredText(FINISHED_SIZE_MAX, customerSpecMessages.sizeRequired),
  paperId: choiceId(customerSpecMessages.paperRequired),
  innerPaperId: optionalId(customerSpecMessages.innerPaperRequired),
  innerPageCount: z
    .union([z.number(), z.string(), z.null()], { error: customerSpecMessages.pageCountInvalid })
    .optional()
    .transform((v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v))
    .pipe(
      wholeNumber({
        min: 2,
        max: CUSTOMER_PAGE_COUNT_MAX,
        minMessage: customerSpecMessages.pageCountInvalid,
        maxMessage: customerSpecMessages.pageCountInvalid,
        requiredMessage: customerSpecMessages.pageCountInvalid,
      }).nullable(),
    ),
  sides: z.enum(PRINT_SIDES, { error: customerSpecMessages.sidesRequired }),
  color: z.enum(PRINT_COLORS, { error: customerSpecMessages.colorRequired }),
  quantity: wholeNumber({
    min: 1,
    max: CUSTOMER_QUANTITY_MAX,
    minMessage: customerSpecMessages.quantityRequired,
    maxMessage: customerSpecMessages.quantityTooLarge,
    requiredMessage: customerSpecMessages.quantityRequired,
  }),
  finishIds: z
    .array(recordId(customerSpecMessages.finishNotPublished), { error: customerSpecMessages.finishNotPublished })
    .max(CUSTOMER_FINISHES_MAX, printingSpecMessages.tooMany(CUSTOMER_FINISHES_MAX))
    .refine((ids) => new Set(ids).size === ids.length, printingSpecMessages.optionDuplicate)
    .default([]),
  deliveryDate: order.deliveryDate,
  ...OrderDeliveryUpdateSchema.omit({ id: true }).shape,
  // The carrier and invoice are the shop's to enter when it ships (a customer typing one could track another
  // customer's parcel): the customer's body may carry them only empty, as its form does.
  invoice: shopEntersIt,
  deliveryCompanyCode: shopEntersIt,
  attachmentIds: order.attachmentIds,
}).superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.workType === 'BROCHURE') {
    if (v.innerPaperId === null) issue('innerPaperId', customerSpecMessages.innerPaperRequired);
    if (v.innerPageCount === null) issue('innerPageCount', customerSpecMessages.pageCountRequired);
    else if (v.innerPageCount % 2 !== 0) issue('innerPageCount', customerSpecMessages.pageCountInvalid);
  } else {
    if (v.innerPaperId !== null) issue('innerPaperId', customerSpecMessages.innerOnlyBrochure);
    if (v.innerPageCount !== null) issue('innerPageCount', customerSpecMessages.innerOnlyBrochure);
  }
});
export type CustomerOrderInput = z.input<typeof CustomerOrderCreateSchema>;
export type CustomerOrderValues = z.output<typeof CustomerOrderCreateSchema>;

/** POST /{id}/cancel: why the customer cancels. */
export const CustomerOrderCancelSchema = OrderCancelSchema;
export type CustomerOrderCancelValues = z.output<typeof CustomerOrderCancelSchema>;
/** A customer may cancel while no work has started (the work order is still RECEIPT) and it is not cancelled yet. */
export const canCustomerCancel = (workOrderStatus: string | null, cancelled: boolean) =>
  !cancelled && (workOrderStatus === null || workOrderStatus === 'RECEIPT');

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

/** 청구 / 입금 / 미수 of a customer's order, in whole won, from its active deposit entries. */
export const CustomerOrderMoneySchema = z.object({
  /** 청구: what the shop invoices (the entries' issued amounts). */
  charged: z.number().int(),
  /** 입금: what the shop has received. */
  collected: z.number().int(),
  /** 미수: what is still due (0 once the shop settled the entry). */
  due: z.number().int(),
});
export type CustomerOrderMoney = z.infer<typeof CustomerOrderMoneySchema>;

/**
 * The order's price as the customer reads it: the engine's lines (an outsourced step's formula, which names the
 * supplier and its margin, is left out), 공급가액, 부가세, 합계 and what the shop charges after any adjustment.
 */
export const CustomerOrderPriceSchema = z.object({
  lines: z.array(EstimateLineSchema),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** The amounts charged: the staff adjustment's when there is one, else the estimate's. */
  charged: z.object({ supply: z.number().int(), vat: z.number().int(), total: z.number().int() }),
  adjusted: z.boolean(),
  missing: z.array(z.string()),
  ratesDate: z.string(),
  pricedAt: z.string(),
});
export type CustomerOrderPrice = z.infer<typeof CustomerOrderPriceSchema>;

/** GET /{id}: the customer's own order, its print spec (no suppliers, no paper), its drafts and its progress. */
export const CustomerOrderSchema = OrderSchema.pick({
  id: true,
  orderNumber: true,
  productName: true,
  workType: true,
  finishedSize: true,
  deliveryDate: true,
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
  /** Each entry names its papers (the raw items' names; the paper lines' amounts stay the shop's). */
  printingList: z.array(CustomerPrintingEntrySchema.extend({ paperNames: z.array(z.string()) })),
  foldingBindingList: z.array(FoldingBindingSchema.omit({ foldingBindingOutsourcingId: true })),
  progress: OrderProgressSchema,
  /** The 견적서 the order came from (주문으로 전환), when it is this customer's own; null otherwise. */
  quote: z.object({ id: z.number().int(), quoteNumber: z.string() }).nullable(),
  /** The order's money from its deposit entries (입금 관리); absent entries read 0. */
  money: CustomerOrderMoneySchema,
  /** The order's stored price (the server's estimate when it was taken); null for an order made before prices. */
  price: CustomerOrderPriceSchema.nullable(),
  /** Whether the customer may cancel it now (no work started, not cancelled): the page shows 주문 취소 only then. */
  cancellable: z.boolean(),
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
