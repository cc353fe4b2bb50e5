import { z } from 'zod';
import { MSG, withCommas } from './common/messages.js';
import { ListQuerySchema } from './common/paging.js';
import { withParticle } from './common/particles.js';
import { isRealDate, MAX_ID, optionalText, requiredText, wholeNumber } from './common/validation.js';
import { CustomerOrderCreateSchema, PRICE_LIKE_KEY } from './customer-order.js';
import { ORDER_REMARK_MAX, ORDER_TEXT_MAX, OrderCreateSchema, orderMessages } from './order.js';
import { customerSpecMessages } from './pricing/customer-spec.js';
import { EstimateSchema, PriceOverrideInputSchema, PriceOverrideSchema } from './pricing/order-price.js';
import { printingSpecMessages } from './printing-spec/messages.js';
import { checkPrintingSpec, printingSpecShape, type PrintingSpecValues } from './printing-spec/schema.js';

/**
 * Quotes (견적서, issue 33): staff, or a signed-in customer for itself, price a print spec without ordering. The
 * server prices the spec with the estimate engine (the client never sends a price) and keeps the estimate as a
 * snapshot; a quote is immutable (changing one = "복사해서 새 견적", a new quote). It prints as a Korean A4 PDF and
 * turns into an order in one step, keeping its price (the order's price row: the quote's estimate and override,
 * source QUOTE). Its status is derived: 작성 until its valid-until day passes (만료), 주문 전환 once ordered.
 */
export const API_QUOTE = '/api/admin/od/quote';
export const API_CUSTOMER_QUOTE = '/api/co/quote';
/** GET `${API}/${id}/pdf`: the A4 PDF (application/pdf). */
export const quotePdfPath = (base: string, id: number) => `${base}/${id}/pdf`;
/** POST `${API}/${id}/order`: the quote becomes an order; answers QuoteOrderResult. */
export const quoteOrderPath = (base: string, id: number) => `${base}/${id}/order`;

/** Days a new quote is valid when the form does not say (valid until = the day made + 30). */
export const QUOTE_VALID_DAYS = 30;
/** The latest valid-until day staff may set: a year from the day made. */
export const QUOTE_VALID_DAYS_MAX = 365;
export const QUOTE_TEXT_MAX = ORDER_TEXT_MAX;
export const QUOTE_REMARK_MAX = ORDER_REMARK_MAX;

/** The derived status: OPEN 작성, ORDERED 주문 전환, EXPIRED 만료 (its valid-until day has passed, not ordered). */
export const QUOTE_STATUSES = ['OPEN', 'ORDERED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  OPEN: '작성',
  ORDERED: '주문 전환',
  EXPIRED: '만료',
};

/** A quote's status on `today` (shop calendar, 'YYYY-MM-DD'): valid through its valid-until day. */
export const quoteStatus = (q: { orderId: number | null; validUntil: string }, today: string): QuoteStatus =>
  q.orderId !== null ? 'ORDERED' : q.validUntil < today ? 'EXPIRED' : 'OPEN';

/** The day a quote made on `day` is valid until by default ('YYYY-MM-DD' + 30 days). */
export const defaultValidUntil = (day: string, days: number = QUOTE_VALID_DAYS) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The PDF's file name (Korean; the server sends it RFC 5987-encoded). */
export const quotePdfFileName = (quoteNumber: string) => `견적서_${quoteNumber}.pdf`;

export const quoteMessages = {
  title: '견적서',
  created: (quoteNumber: string) => `${withParticle(`견적서 ${quoteNumber}`, '가')} 작성되었습니다.`,
  createConfirm: '이 내용으로 견적서를 작성하시겠습니까?',
  /** The quote → order dialog's first line: the price the order takes, and that the rest may wait. */
  orderIntro: (quoteNumber: string, total: number) =>
    `견적서 ${quoteNumber}의 금액 ${withCommas(total)}원(부가세 포함)으로 주문을 등록합니다. 납기일, 배송 정보와 시안 파일은 등록 후 주문 화면에서도 입력할 수 있습니다.`,
  ordered: (quoteNumber: string, orderNumber: string) =>
    `${withParticle(`견적서 ${quoteNumber}`, '가')} ${withParticle(`주문 ${orderNumber}`, '으로')} 전환되었습니다.`,
  notFound: '견적서를 찾을 수 없습니다.',
  buyerRequired: orderMessages.buyerRequired,
  buyerNotFound: orderMessages.buyerNotFound,
  validUntilPast: '유효기간은 오늘 이후 날짜로 입력해주세요.',
  validUntilTooFar: `유효기간은 작성일로부터 ${QUOTE_VALID_DAYS_MAX}일 이내로 입력해주세요.`,
  /** 409 QUOTE_EXPIRED. */
  expired: (validUntil: string) =>
    `유효기간(${validUntil})이 지난 견적서는 주문으로 전환할 수 없습니다. 새 견적서를 작성해주세요.`,
  /** 409 QUOTE_ORDERED. */
  alreadyOrdered: (orderNumber: string) => `이미 ${withParticle(`주문 ${orderNumber}`, '으로')} 전환된 견적서입니다.`,
  /** 409 QUOTE_INCOMPLETE: a quote with missing rates has no complete price to order at. */
  incomplete: '단가표에 없는 항목이 있어 금액이 완전하지 않은 견적서는 주문으로 전환할 수 없습니다.',
  /** Deletes refused while a quote points at the record. */
  buyerInUse: '견적서가 있는 고객사는 삭제할 수 없습니다.',
  orderInUse: '견적서에서 전환된 주문은 삭제할 수 없습니다. 주문을 취소해주세요.',
  noCustomer: '고객사 정보가 없어 견적서를 작성할 수 없습니다. 관리자에게 문의해주세요.',
  pdfFailed: '견적서 PDF를 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
};

const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** 유효기간: empty ('' or null or left out) = the default (made + 30 days), else a real day (range checked by the server). */
const validUntil = z
  .string({ error: MSG.invalidDate })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || isRealDate(v), MSG.invalidDate);

const orderShape = OrderCreateSchema.shape;

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? printingSpecMessages.notInThisForm : undefined),
  });

const quantity = wholeNumber({
  min: 1,
  max: MAX_ID,
  minMessage: MSG.amountAtLeastOne,
  requiredMessage: orderMessages.amountRequired,
});

/** What every quote body carries beside its spec. */
const quoteFields = {
  productName: requiredText(QUOTE_TEXT_MAX, orderMessages.productNameRequired),
  /** Copies (부): the estimate's quantity; the order made from the quote gets amount = quantity, 건수 1. */
  quantity,
  validUntil,
  remark: optionalText(QUOTE_REMARK_MAX),
};

/**
 * POST (staff, ORDER write): the buyer, the staff order form's print spec (workType, finishedSize, printingList,
 * isFoldingBinding, foldingBindingList), product name, quantity, valid until, remark and an optional override of
 * the 공급가액 with its reason. No price: the server prices the spec; any price-like key is refused.
 */
export const QuoteCreateSchema = strict({
  buyerId: positiveId(orderMessages.buyerRequired),
  ...quoteFields,
  priceOverride: PriceOverrideInputSchema,
  ...printingSpecShape('staff'),
}).superRefine(checkPrintingSpec);
export type QuoteInput = z.input<typeof QuoteCreateSchema>;
export type QuoteValues = z.output<typeof QuoteCreateSchema>;

const buyerWords = CustomerOrderCreateSchema.shape;

/**
 * POST (customer, for itself): the customer order form's questions in the buyer's words (pricing/customer-spec.ts:
 * 상품명, 종류, 완성 사이즈, 용지 — a brochure's 표지 용지, 내지 용지 and 내지 페이지 수 —, 인쇄 면 × 색상, 수량, 후가공) and a
 * remark. The buyer is the signed-in customer; valid for the default 30 days; no override, no price (a price-like
 * key is refused). The server checks each choice is published, maps it to the staff spec (the cheaper of 옵셋 and
 * 디지털, as the order form does) and prices it.
 */
export const CustomerQuoteCreateSchema = z
  .strictObject(
    {
      productName: buyerWords.productName,
      workType: buyerWords.workType,
      finishedSize: buyerWords.finishedSize,
      paperId: buyerWords.paperId,
      innerPaperId: buyerWords.innerPaperId,
      innerPageCount: buyerWords.innerPageCount,
      sides: buyerWords.sides,
      color: buyerWords.color,
      quantity: buyerWords.quantity,
      finishIds: buyerWords.finishIds,
      remark: quoteFields.remark,
    },
    {
      error: (issue) => {
        if (issue.code !== 'unrecognized_keys') return undefined;
        return issue.keys.some((k) => PRICE_LIKE_KEY.test(k))
          ? customerSpecMessages.priceNotAccepted
          : printingSpecMessages.notInThisForm;
      },
    },
  )
  .superRefine((v, ctx) => {
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
export type CustomerQuoteInput = z.input<typeof CustomerQuoteCreateSchema>;
export type CustomerQuoteValues = z.output<typeof CustomerQuoteCreateSchema>;

/**
 * POST …/{id}/order: what the order needs that the quote lacks, as the order forms ask it — 희망 납기일, the delivery
 * info (수령인, 연락처, 우편번호 and 주소, 배송 방법, 배송 메모) and the draft files (uploaded first through the file
 * API as PrintingWorkOrder). All optional, as on the order form; each checked at its field with the order's messages
 * (a 납기일 before today, a file not the caller's own upload). No price: the order takes the quote's.
 */
export const QuoteToOrderSchema = strict({
  deliveryDate: orderShape.deliveryDate,
  receiver: orderShape.receiver,
  receiverTel: orderShape.receiverTel,
  zipCode: orderShape.zipCode,
  address: orderShape.address,
  deliveryType: orderShape.deliveryType,
  deliveryRemark: orderShape.deliveryRemark,
  attachmentIds: orderShape.attachmentIds,
});
export type QuoteToOrderInput = z.input<typeof QuoteToOrderSchema>;
export type QuoteToOrderValues = z.output<typeof QuoteToOrderSchema>;

/** The stored spec (the staff spec as parsed), as the detail answers it: enough to copy it into a new quote. */
export type QuoteSpec = PrintingSpecValues<'staff'>;
export const QuoteSpecSchema = z.object({
  workType: z.string(),
  finishedSize: z.string(),
  printingList: z.array(z.record(z.string(), z.unknown())),
  isFoldingBinding: z.boolean(),
  foldingBindingList: z.array(z.record(z.string(), z.unknown())),
});

/** One row of the spec summary (the detail and the PDF): 종류, 사이즈, 수량, 용지, 인쇄, 후가공, 접지/제본 … */
export const QuoteSpecRowSchema = z.object({ label: z.string(), value: z.string() });
export type QuoteSpecRow = z.infer<typeof QuoteSpecRowSchema>;

/** GET /{id}: the quote with its estimate snapshot and the amounts charged (the override's, else the estimate's). */
export const QuoteSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Staff answers carry the spec to copy; a customer's answer has null (it reads specSummary). */
  spec: QuoteSpecSchema.nullable(),
  specSummary: z.array(QuoteSpecRowSchema),
  estimate: EstimateSchema,
  override: PriceOverrideSchema.nullable(),
  charged: z.object({ supply: z.number().int(), vat: z.number().int(), total: z.number().int() }),
  /** 'YYYY-MM-DD': the day made (shop calendar) and the last valid day. */
  quoteDate: z.string(),
  validUntil: z.string(),
  remark: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** A row of GET (the list). */
export const QuoteListItemSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  buyerName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  total: z.number().int(),
  quoteDate: z.string(),
  validUntil: z.string(),
  status: z.enum(QUOTE_STATUSES),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteListItem = z.infer<typeof QuoteListItemSchema>;

/** POST …/{id}/order's answer. */
export const QuoteOrderResultSchema = z.object({ orderId: z.number().int(), orderNumber: z.string() });
export type QuoteOrderResult = z.infer<typeof QuoteOrderResultSchema>;

/** POST's answer: the new quote's id and number. */
export const QuoteCreatedSchema = z.object({ id: z.number().int(), quoteNumber: z.string() });
export type QuoteCreated = z.infer<typeof QuoteCreatedSchema>;

export const QUOTE_SEARCH_FILTERS = {
  all: '전체',
  quoteNumber: '견적번호',
  productName: '상품명',
  buyerName: '고객사',
} as const;
export const QUOTE_DATE_FILTERS = {
  createdAt: '작성일',
  validUntil: '유효기간',
} as const;
export const QUOTE_SORT_FIELDS = [
  'id',
  'quoteNumber',
  'buyerName',
  'productName',
  'total',
  'validUntil',
  'createdAt',
] as const;

/** GET: the list kit's query plus a status filter ('' or left out = every status). */
export const QuoteListQuerySchema = ListQuerySchema.extend({
  status: z
    .enum(QUOTE_STATUSES, { error: '상태를 다시 선택해주세요.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;

/** Korean labels of the fields, for forms, the detail and the PDF. */
export const QUOTE_FIELD_LABELS = {
  quoteNumber: '견적번호',
  quoteDate: '견적일',
  buyer: '수신',
  buyerName: '고객사',
  productName: '상품명',
  quantity: '수량',
  finishedSize: '완성 사이즈',
  validUntil: '유효기간',
  remark: '비고',
  status: '상태',
  total: '합계',
  supply: '공급가액',
  vat: '부가세',
  override: '조정 금액',
  overrideReason: '조정 사유',
  supplier: '공급자',
  order: '주문',
} as const;
