import { z } from 'zod';
import { MSG } from '../common/messages.js';
import { ListQuerySchema } from '../common/paging.js';
import { orderListFilterShape } from '../order-list-filters.js';
import { isRealDate, MAX_ID, optionalText, requiredText, wholeNumber } from '../common/validation.js';
import { PrintingSpecAnswerShape } from '../printing-spec/answer.js';
import { printingSpecMessages } from '../printing-spec/messages.js';
import { checkPrintingSpec, printingSpecShape } from '../printing-spec/schema.js';
import { OrderPriceSchema, orderPriceShape } from '../pricing/order-price.js';
import { SHOPBAG_TYPES } from './design.js';
import { shopbagOrderMessages as M } from './messages.js';

/** Shopping-bag orders (spec 002 §2.3, §3, §5, §7): staff API, and the customer's own bags. */
export const API_SHOPBAG_ORDER = '/api/admin/wk/shopbag_order';
export const API_MY_SHOPBAG_ORDER = '/api/co/my_shopbag_work_order';
/** The stored_file owner kind of a slot's draft (ownerId = the slot's id). */
export const SHOPBAG_SLOT_FILE_OWNER = 'ShopbagOrderSlot';
/** The multipart parts of POST/PUT /buyer: the slot as JSON text, and the draft file. */
export const SHOPBAG_SLOT_FIELD = 'slot';
export const SHOPBAG_DRAFT_FIELD = 'draft';

export const SHOPBAG_PRODUCT_NAME_MAX = 30;
export const SHOPBAG_TEXT_MAX = 255;
export const SHOPBAG_REMARK_MAX = 1024;
export const SHOPBAG_SELLERS_MAX = 50;
/** City codes are legal-district prefixes (2 or 5 digits). */
const CITY_CODE_MAX = 10;

const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** 수량 and 건수: whole and at least 1 (a 0-copy order is refused at the field). */
const count = (minMessage: string) => wholeNumber({ min: 1, max: MAX_ID, minMessage, requiredMessage: MSG.required });

const optionalDate = z
  .string({ error: MSG.invalidDate })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || isRealDate(v), MSG.invalidDate);

/** A chosen city code, or null for none ('' from a cleared select is none too). */
const cityCode = (message: string) =>
  z
    .string({ error: message })
    .max(CITY_CODE_MAX, message)
    .regex(/^\d*$/, message)
    .nullish()
    .transform((v) => (v == null || v === '' ? null : v));

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? printingSpecMessages.notInThisForm : undefined),
  });

/** What may still change after work has started: the desired delivery date, the distribution targets, remarks. */
const lateFields = {
  deliveryDate: optionalDate,
  /** The distribution targets (배포처), from the seller picker, each once. */
  sellerIds: z
    .array(positiveId(M.sellerInvalid), { error: M.sellerInvalid })
    .max(SHOPBAG_SELLERS_MAX, M.sellersTooMany(SHOPBAG_SELLERS_MAX))
    .refine((ids) => new Set(ids).size === ids.length, M.sellerDuplicate)
    .default([]),
  remark: optionalText(SHOPBAG_REMARK_MAX),
};

const orderFields = {
  productName: requiredText(SHOPBAG_PRODUCT_NAME_MAX, M.productNameRequired),
  shopbagType: z.enum(SHOPBAG_TYPES, { error: M.shopbagTypeRequired }),
  /** The sales employee in charge (getEmployeeSelectList). */
  employeeId: positiveId(M.employeeRequired),
  parentCityCode: cityCode(M.parentCityInvalid),
  childCityCode: cityCode(M.childCityInvalid),
  quality: optionalText(SHOPBAG_TEXT_MAX),
  amount: count(MSG.amountAtLeastOne),
  numberCases: count(MSG.numberCasesAtLeastOne),
  ...lateFields,
  ...printingSpecShape('shopbag'),
  /** The server prices the bag (issue 33): staff send only an override with its reason and, on an edit, the 합계 shown. */
  ...orderPriceShape,
};

const childNeedsParent = (v: { parentCityCode: string | null; childCityCode: string | null }, ctx: z.RefinementCtx) => {
  if (v.childCityCode !== null && v.parentCityCode === null)
    ctx.addIssue({ code: 'custom', path: ['childCityCode'], message: M.childWithoutParent });
};

/** POST: a new bag order with its print spec; the server makes the order number and opens the work order. */
export const ShopbagOrderCreateSchema = strict(orderFields)
  .superRefine(checkPrintingSpec)
  .superRefine(childNeedsParent);
export type ShopbagOrderInput = z.input<typeof ShopbagOrderCreateSchema>;
export type ShopbagOrderValues = z.output<typeof ShopbagOrderCreateSchema>;

/** PUT while the work order is RECEIPT: the whole order. */
export const ShopbagOrderUpdateSchema = strict({ ...orderFields, id: positiveId(MSG.invalidId) })
  .superRefine(checkPrintingSpec)
  .superRefine(childNeedsParent);
export type ShopbagOrderUpdateValues = z.output<typeof ShopbagOrderUpdateSchema>;

/** PUT once work has started: delivery date, distribution targets and remarks. */
export const ShopbagOrderLateUpdateSchema = strict({ ...lateFields, id: positiveId(MSG.invalidId) });
export type ShopbagOrderLateUpdateValues = z.output<typeof ShopbagOrderLateUpdateSchema>;

/** A design slot's save: POST /buyer fills a position, PUT /buyer changes a filled one (id = the slot). */
export const ShopbagSlotCreateSchema = strict({
  orderId: positiveId(MSG.invalidId),
  position: z.string({ error: M.positionInvalid }).min(2, M.positionInvalid).max(3, M.positionInvalid),
  buyerId: positiveId(M.advertiserRequired),
  remark: optionalText(SHOPBAG_REMARK_MAX),
});
export type ShopbagSlotCreateValues = z.output<typeof ShopbagSlotCreateSchema>;
export const ShopbagSlotUpdateSchema = strict({
  id: positiveId(MSG.invalidId),
  buyerId: positiveId(M.advertiserRequired),
  remark: optionalText(SHOPBAG_REMARK_MAX),
});
export type ShopbagSlotUpdateValues = z.output<typeof ShopbagSlotUpdateSchema>;

export const ShopbagSlotDeleteParamsSchema = z.object({
  orderId: z.coerce.number().int().positive().max(MAX_ID),
  buyerId: z.coerce.number().int().positive().max(MAX_ID),
});

/** A slot's draft as the board shows it. */
export const ShopbagDraftSchema = z.object({
  id: z.number().int(),
  originalFileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ShopbagDraft = z.infer<typeof ShopbagDraftSchema>;

/** A filled slot (002 §3 order-buyer): the advertiser, its remark and its draft. */
export const ShopbagSlotSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  position: z.string(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  buyerTel: z.string(),
  buyerAddress: z.string(),
  remark: z.string(),
  attachmentId: z.number().int().nullable(),
  draft: ShopbagDraftSchema.nullable(),
  draftUrl: z.string().nullable(),
});
export type ShopbagSlot = z.infer<typeof ShopbagSlotSchema>;

export const ShopbagSellerEntrySchema = z.object({
  id: z.number().int(),
  sellerName: z.string(),
  sellerTel: z.string(),
  sellerAddress: z.string(),
});
export type ShopbagSellerEntry = z.infer<typeof ShopbagSellerEntrySchema>;

/** Where the job is (the work order's status, the team, the delivery), shared with the list rows. */
const jobShape = {
  workOrderId: z.number().int().nullable(),
  workOrderStatus: z.string().nullable(),
  departmentName: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
};

/** GET /{id}: every field of 002 §3. */
export const ShopbagOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  /** A string, not the enum: a stored value outside the vocabulary still reads, shown as '유형 오류'. */
  shopbagType: z.string(),
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  employeeTel: z.string().nullable(),
  parentCityCode: z.string().nullable(),
  parentCityName: z.string().nullable(),
  childCityCode: z.string().nullable(),
  childCityName: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  sellerList: z.array(ShopbagSellerEntrySchema),
  quality: z.string(),
  amount: z.number().int(),
  numberCases: z.number().int(),
  remark: z.string(),
  ...PrintingSpecAnswerShape,
  /** Slots with an advertiser and a design. */
  completeProgress: z.number().int(),
  completeDatetime: z.string().nullable(),
  buyerList: z.array(ShopbagSlotSchema),
  receiptDatetime: z.string(),
  /** Slots with an advertiser (shown as count/total). */
  buyerListNumber: z.number().int(),
  ...jobShape,
  cancellation: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** The bag order's price (issue 33), split over its filled slots' deposit entries; null before prices. */
  price: OrderPriceSchema.nullable(),
});
export type ShopbagOrder = z.infer<typeof ShopbagOrderSchema>;

/** A row of GET (the list). */
export const ShopbagOrderListItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  shopbagType: z.string(),
  employeeName: z.string().nullable(),
  parentCityName: z.string().nullable(),
  childCityName: z.string().nullable(),
  buyerListNumber: z.number().int(),
  completeProgress: z.number().int(),
  deliveryDate: z.string().nullable(),
  receiptDatetime: z.string(),
  ...jobShape,
  cancelled: z.boolean(),
});
export type ShopbagOrderListItem = z.infer<typeof ShopbagOrderListItemSchema>;

export const SHOPBAG_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  productName: '주문상품명',
  employeeName: '영업 담당자',
  advertiserName: '광고주',
} as const;
export const SHOPBAG_DATE_FILTERS = { receiptDatetime: '접수일' } as const;
export const SHOPBAG_SORT_FIELDS = [
  'id',
  'orderNumber',
  'productName',
  'shopbagType',
  'employeeName',
  'deliveryDate',
  'receiptDatetime',
] as const;

const optionalQueryCode = z
  .string()
  .max(CITY_CODE_MAX)
  .regex(/^\d*$/)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** GET: the kit's query plus the city pair (in the query string), the type and the order lists' own filters. */
export const ShopbagOrderListQuerySchema = ListQuerySchema.extend({
  ...orderListFilterShape,
  parentCityCode: optionalQueryCode,
  childCityCode: optionalQueryCode,
  shopbagType: z
    .enum(SHOPBAG_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ShopbagOrderListQuery = z.infer<typeof ShopbagOrderListQuerySchema>;

/** The customer's view of one position: whether it is sold, and only its own slot's content. */
export const MyShopbagPositionSchema = z.object({
  position: z.string(),
  filled: z.boolean(),
  mine: z.boolean(),
  /** Only for the customer's own slot. */
  remark: z.string().nullable(),
  draft: ShopbagDraftSchema.nullable(),
});
export type MyShopbagPosition = z.infer<typeof MyShopbagPositionSchema>;

/** GET /api/co/my_shopbag_work_order/{id}: the bag read-only. */
export const MyShopbagOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  shopbagType: z.string(),
  deliveryDate: z.string().nullable(),
  receiptDatetime: z.string(),
  completeDatetime: z.string().nullable(),
  workOrderStatus: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
  completeProgress: z.number().int(),
  positions: z.array(MyShopbagPositionSchema),
  cancelled: z.boolean(),
});
export type MyShopbagOrder = z.infer<typeof MyShopbagOrderSchema>;

export const MyShopbagOrderListItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  shopbagType: z.string(),
  /** The customer's own positions in this bag. */
  myPositions: z.array(z.string()),
  deliveryDate: z.string().nullable(),
  receiptDatetime: z.string(),
  workOrderStatus: z.string().nullable(),
  completeProgress: z.number().int(),
  cancelled: z.boolean(),
});
export type MyShopbagOrderListItem = z.infer<typeof MyShopbagOrderListItemSchema>;

export const MY_SHOPBAG_SEARCH_FILTERS = { all: '전체', orderNumber: '주문번호', productName: '주문상품명' } as const;
export const MY_SHOPBAG_SORT_FIELDS = ['orderNumber', 'productName', 'receiptDatetime', 'deliveryDate'] as const;
