import { z } from 'zod';
import { IdParamSchema } from './common/envelope.js';
import { MSG } from './common/messages.js';
import { ListQuerySchema } from './common/paging.js';
import { orderListFilterShape } from './order-list-filters.js';
import { withParticle } from './common/particles.js';
import { isRealDate, MAX_ID, optionalText, requiredText, wholeNumber } from './common/validation.js';
import { AttachmentSchema, MAX_FILES_PER_UPLOAD } from './file.js';
import { PrintingSpecAnswerShape, WorkTypeSchema } from './printing-spec/answer.js';
import { printingSpecMessages } from './printing-spec/messages.js';
import { checkPrintingSpec, printingSpecShape } from './printing-spec/schema.js';
import { OrderPriceSchema, orderPriceShape } from './pricing/order-price.js';

/** Printing orders (주문, spec 001 §2/§3/§5): what the customer ordered, where it goes, and its printing spec. */
export const API_ORDER = '/api/admin/wk/order';
/** The file API's dtype for an order's draft files (001 §3). */
export const ORDER_ATTACHMENT_DTYPE = 'PrintingWorkOrder';
export const ORDER_TEXT_MAX = 255;
export const ORDER_REMARK_MAX = 1024;
export const ORDER_ATTACHMENTS_MAX = MAX_FILES_PER_UPLOAD;

/**
 * originSub (the spec names it only): whether we took the job from the end customer (원청) or as a subcontractor of
 * another shop (하청). Not chosen = null.
 */
export const ORDER_ORIGIN_SUBS = ['ORIGIN', 'SUB'] as const;
export type OrderOriginSub = (typeof ORDER_ORIGIN_SUBS)[number];
export const ORDER_ORIGIN_SUB_LABELS: Record<OrderOriginSub, string> = { ORIGIN: '원청', SUB: '하청' };

export const orderMessages = {
  created: (orderNumber: string) => `${withParticle(`주문 ${orderNumber}`, '이')} 등록되었습니다.`,
  updated: (orderNumber: string) => `${withParticle(`주문 ${orderNumber}`, '이')} 수정되었습니다.`,
  deleted: (orderNumber: string) => `${withParticle(`주문 ${orderNumber}`, '이')} 삭제되었습니다.`,
  cancelled: (orderNumber: string) => `${withParticle(`주문 ${orderNumber}`, '이')} 취소되었습니다.`,
  createConfirm: '주문을 등록하시겠습니까?',
  updateConfirm: '주문을 수정하시겠습니까?',
  deleteConfirm: '주문을 삭제하시겠습니까?',
  cancelConfirm: '주문을 취소하시겠습니까? 취소한 주문은 작업 목록에서 빠지고 이력은 남습니다.',
  workTypeChangeConfirm: printingSpecMessages.workTypeChangeConfirm,
  printingTypeChangeConfirm: printingSpecMessages.printingTypeChangeConfirm,
  postProcessOffConfirm: printingSpecMessages.postProcessOffConfirm,
  foldingBindingOffConfirm: printingSpecMessages.foldingBindingOffConfirm,
  notFound: '주문을 찾을 수 없습니다.',
  productNameRequired: '주문상품명을 입력해주세요.',
  buyerRequired: '고객사를 선택해주세요.',
  buyerNotFound: '고객사를 찾을 수 없습니다. 다시 선택해주세요.',
  chargeInvalid: '외주 담당자를 다시 선택해주세요.',
  originSubInvalid: '원청 또는 하청을 선택해주세요.',
  amountRequired: '수량을 입력해주세요.',
  numberCasesRequired: '건수를 입력해주세요.',
  attachmentInvalid: '첨부 파일을 다시 올려주세요.',
  attachmentsTooMany: `첨부 파일은 ${ORDER_ATTACHMENTS_MAX}개까지 올릴 수 있습니다.`,
  cancelReasonRequired: '취소 사유를 입력해주세요.',
  editLockedAfterStart: '작업이 시작된 주문은 배송 정보와 비고만 수정할 수 있습니다.',
  deleteLockedAfterStart: '작업이 시작된 주문은 삭제할 수 없습니다. 주문을 취소해주세요.',
  cancelLocked: '인쇄가 완료된 주문은 취소할 수 없습니다.',
  alreadyCancelled: '이미 취소된 주문입니다.',
  cancelledLocked: '취소된 주문은 수정할 수 없습니다.',
  paperNotFound: '용지를 찾을 수 없습니다. 다시 선택해주세요.',
  postProcessOptionInvalid: '후가공 옵션을 다시 선택해주세요.',
  foldingBindingOptionInvalid: '접지/제본 옵션을 다시 선택해주세요.',
  /** Deletes refused while an order still points at the record. */
  sellerInUse: '주문의 외주처로 지정된 매입처는 삭제할 수 없습니다.',
  paperInUse: '주문의 용지로 사용된 품목은 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
  optionInUse: '주문에 사용된 옵션은 삭제할 수 없습니다.',
  inUse: '다른 기록에 연결된 주문은 삭제할 수 없습니다. 주문을 취소해주세요.',
  /** The order-receipt notification to the staff who asked for it. */
  receivedNotice: (orderNumber: string, productName: string, buyerName: string) =>
    `새 주문이 접수되었습니다: ${orderNumber} ${productName} (${buyerName})`,
};

const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** 수량 and 건수: whole and at least 1 (a 0-copy order is refused at the field). */
const count = (requiredMessage: string, minMessage: string) =>
  wholeNumber({ min: 1, max: MAX_ID, minMessage, requiredMessage });

/** 납기일: empty ('' or null) = not set yet, else a real day. */
const optionalDate = z
  .string({ error: MSG.invalidDate })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || isRealDate(v), MSG.invalidDate);

const text = () => optionalText(ORDER_TEXT_MAX);

/** Delivery info and remarks: what may still change after work has started. */
const deliveryFields = {
  receiver: text(),
  zipCode: text(),
  address: text(),
  receiverTel: text(),
  deliveryType: text(),
  invoice: text(),
  deliveryCompanyCode: text(),
  deliveryRemark: optionalText(ORDER_REMARK_MAX),
  remark: optionalText(ORDER_REMARK_MAX),
};

const orderFields = {
  productName: requiredText(ORDER_TEXT_MAX, orderMessages.productNameRequired),
  buyerId: positiveId(orderMessages.buyerRequired),
  deliveryDate: optionalDate,
  originSub: z.enum(ORDER_ORIGIN_SUBS, { error: orderMessages.originSubInvalid }).nullable().default(null),
  /** The employee in charge of the order's outsourcing (외주 담당자, getEmployeeSelectList); none = null. */
  outsourcingChargeId: positiveId(orderMessages.chargeInvalid).nullable().default(null),
  quality: text(),
  amount: count(orderMessages.amountRequired, MSG.amountAtLeastOne),
  numberCases: count(orderMessages.numberCasesRequired, MSG.numberCasesAtLeastOne),
  ...deliveryFields,
  /** The draft files, uploaded first through the file API with dtype PrintingWorkOrder. */
  attachmentIds: z
    .array(positiveId(orderMessages.attachmentInvalid), { error: orderMessages.attachmentInvalid })
    .max(ORDER_ATTACHMENTS_MAX, orderMessages.attachmentsTooMany)
    .default([]),
  ...printingSpecShape('staff'),
  /**
   * The price is the server's (issue 33): staff send only an override of the 공급가액 with its reason, and on an
   * edit the 합계 they were shown (`confirmedTotal`); any other price-like key is refused by the strict object.
   */
  ...orderPriceShape,
};

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? printingSpecMessages.notInThisForm : undefined),
  });

/** POST: a new order with its printing spec (the staff form); the server makes the order number. */
export const OrderCreateSchema = strict(orderFields).superRefine(checkPrintingSpec);
export type OrderInput = z.input<typeof OrderCreateSchema>;
export type OrderValues = z.output<typeof OrderCreateSchema>;

/** PUT while the work order is still RECEIPT: the whole order. The id travels in the body, as in the spec. */
export const OrderUpdateSchema = strict({ ...orderFields, id: positiveId(MSG.invalidId) }).superRefine(
  checkPrintingSpec,
);
export type OrderUpdateValues = z.output<typeof OrderUpdateSchema>;

/** PUT once work has started: delivery info and remarks only. */
export const OrderDeliveryUpdateSchema = strict({ ...deliveryFields, id: positiveId(MSG.invalidId) });
export type OrderDeliveryUpdateInput = z.input<typeof OrderDeliveryUpdateSchema>;
export type OrderDeliveryUpdateValues = z.output<typeof OrderDeliveryUpdateSchema>;

/** POST /cancel/{id}: why the order is cancelled. */
export const OrderCancelSchema = strict({
  reason: requiredText(ORDER_TEXT_MAX, orderMessages.cancelReasonRequired),
});
export type OrderCancelValues = z.output<typeof OrderCancelSchema>;

/**
 * What may change, from the work order's status (issue 11): while RECEIPT everything; once work started (WORKING,
 * COMPLETE) delivery info and remarks; a cancelled order nothing.
 */
export type OrderEditScope = 'ALL' | 'DELIVERY' | 'NONE';
export function orderEditScope(workOrderStatus: string | null, cancelled: boolean): OrderEditScope {
  if (cancelled) return 'NONE';
  return workOrderStatus === null || workOrderStatus === 'RECEIPT' ? 'ALL' : 'DELIVERY';
}
/** Deleting: only before work starts. */
export const canDeleteOrder = (workOrderStatus: string | null, cancelled: boolean) =>
  orderEditScope(workOrderStatus, cancelled) === 'ALL';
/** Cancelling: until printing is complete. */
export const canCancelOrder = (workOrderStatus: string | null, cancelled: boolean) =>
  !cancelled && workOrderStatus !== 'COMPLETE';

export const OrderAttachmentSchema = AttachmentSchema.pick({ id: true, originalFileName: true, size: true, url: true });
export type OrderAttachment = z.infer<typeof OrderAttachmentSchema>;

export const OrderCancellationSchema = z.object({ at: z.string(), reason: z.string() });

/** GET /{id}: every field of 001 §3 plus what the server adds (status, files, cancellation). */
export const OrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  deliveryDate: z.string().nullable(),
  originSub: z.enum(ORDER_ORIGIN_SUBS).nullable(),
  outsourcingChargeId: z.number().int().nullable(),
  outsourcingChargeName: z.string().nullable(),
  quality: z.string(),
  amount: z.number().int(),
  numberCases: z.number().int(),
  remark: z.string(),
  receiver: z.string(),
  zipCode: z.string(),
  address: z.string(),
  receiverTel: z.string(),
  deliveryType: z.string(),
  invoice: z.string(),
  deliveryCompanyCode: z.string(),
  deliveryRemark: z.string(),
  attachments: z.array(OrderAttachmentSchema),
  ...PrintingSpecAnswerShape,
  /** ISO instants. */
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
  workOrderId: z.number().int().nullable(),
  /** RECEIPT, WORKING, COMPLETE (the work-order workflow); null before one exists. */
  workOrderStatus: z.string().nullable(),
  /** The department holding the job now. */
  departmentName: z.string().nullable(),
  /** READY, SHIPPING, COMPLETE; null before printing is complete. */
  deliveryStatus: z.string().nullable(),
  cancellation: OrderCancellationSchema.nullable(),
  /** The order's price (issue 33): its latest pricing; null for an order from before prices (금액 없음). */
  price: OrderPriceSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** A row of GET (the order list). */
export const OrderListItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  buyerName: z.string(),
  amount: z.number().int(),
  deliveryDate: z.string().nullable(),
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
  workOrderStatus: z.string().nullable(),
  departmentName: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
  cancelled: z.boolean(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const ORDER_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  productName: '주문상품명',
  buyerName: '고객사',
} as const;
export const ORDER_DATE_FILTERS = {
  receiptDatetime: '접수일',
  deliveryDate: '납기일',
  completeDatetime: '완료일',
} as const;
export const ORDER_SORT_FIELDS = [
  'id',
  'orderNumber',
  'productName',
  'workType',
  'buyerName',
  'amount',
  'deliveryDate',
  'receiptDatetime',
  'completeDatetime',
] as const;

/** GET /history?orderId=: the order whose events are read. */
export const OrderHistoryQuerySchema = z.object({ orderId: IdParamSchema.shape.id });

/** GET: the kit's list query (search, date and sort whitelists above are checked by the server's list spec). */
export const OrderListQuerySchema = ListQuerySchema.extend({
  /** One work type only; left out or '' = every type. */
  workType: WorkTypeSchema.optional().or(z.literal('').transform(() => undefined)),
  ...orderListFilterShape,
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
