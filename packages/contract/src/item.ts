import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { MSG } from './common/messages.js';
import { withParticle } from './common/particles.js';
import { idText, optionalText, plainText, requiredText, wholeNumber } from './common/validation.js';

export const API_ITEM = '/api/item';

/** An item (품목): paper, ink, finished goods. itemCode is unique and is what its Code-128 label encodes. */
export const ItemSchema = z.object({
  id: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  standardSize: z.string(),
  itemUnit: z.string(),
  /** 단가 (매입): what one unit costs to buy, in 원; the stock screens show it and value stock with it. */
  itemPrice: z.number().int(),
  remark: z.string(),
  itemCategoryId: z.number().int(),
  /** The category path from level 1, e.g. '용지 > 아트지 > 아트지 150g'. */
  itemCategoryName: z.string(),
  isBom: z.boolean(),
  isUsed: z.boolean(),
  /** Current stock amount. */
  amount: z.number().int(),
  stockId: z.number().int(),
  /** The least stock wanted on hand (the dashboard lists items below it); null = no minimum. */
  minimumStock: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Item = z.infer<typeof ItemSchema>;

export const itemMessages = {
  created: (name: string) => `${name} 품목이 등록되었습니다.`,
  updated: (name: string) => `${name} 품목이 수정되었습니다.`,
  deleted: (name: string) => `${name} 품목이 삭제되었습니다.`,
  deleteConfirm: '품목을 삭제하시겠습니까?',
  createConfirm: '품목을 등록하시겠습니까?',
  updateConfirm: '품목을 수정하시겠습니까?',
  notFound: '품목을 찾을 수 없습니다.',
  categoryRequired: '카테고리를 선택해주세요.',
  categoryNotFound: '카테고리를 찾을 수 없습니다.',
  duplicateCode: '이미 사용 중인 품목 코드입니다.',
  codeRequired: '품목 코드를 입력해주세요.',
  nameRequired: '품목명을 입력해주세요.',
  codeCharacters: '품목 코드는 바코드로 출력되므로 영문, 숫자, 기호만 입력할 수 있습니다.',
  inUse: '발주, 검수 또는 재고 이력이 있는 품목은 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
  barcodeNotFound: (code: string) => `바코드 ${code}에 해당하는 품목이 없습니다.`,
  barcodeTooShort: '바코드는 3자 이상이어야 합니다.',
  categoryHasItems: '품목이 등록된 카테고리는 삭제할 수 없습니다.',
  minimumStockInvalid: '최소 재고는 0 이상의 정수로 입력해주세요.',
  unitNotListed: '단위는 품목 단위 코드 목록에서 선택해주세요.',
  /** The form's hint for an item saved with a unit the list does not have (it keeps it until someone chooses). */
  unitNotInList: (unit: string) =>
    `${withParticle(`'${unit}'`, '은')} 품목 단위 코드 목록에 없습니다. 목록에서 선택해주세요.`,
};

export const ITEM_PRICE_MAX = 2_147_483_647;
export const BARCODE_MIN_LENGTH = 3;

/** Code 128 carries printable ASCII only, and the item code is what the label prints. */
const BARCODE_TEXT = /^[\x20-\x7E]*$/;

/** 최소 재고: empty (or left out) means none; otherwise a whole number ≥ 0, typed with or without separators. */
const optionalMinimumStock = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = typeof value === 'number' ? String(value) : value.trim().replaceAll(',', '');
    if (text === '') return null;
    if (!/^\d+$/.test(text) || Number(text) > ITEM_PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: itemMessages.minimumStockInvalid });
      return z.NEVER;
    }
    return Number(text);
  });

export const ItemCreateSchema = z.strictObject({
  itemCode: requiredText(255, itemMessages.codeRequired).regex(BARCODE_TEXT, itemMessages.codeCharacters),
  name: requiredText(255, itemMessages.nameRequired),
  standardSize: optionalText(255),
  itemUnit: optionalText(10),
  itemPrice: wholeNumber({ min: 0, max: ITEM_PRICE_MAX, minMessage: MSG.min0 }),
  remark: optionalText(1024),
  // A form starts with no category (null); saving without one is refused with the same message.
  itemCategoryId: z
    .number({ error: itemMessages.categoryRequired })
    .int()
    .positive(itemMessages.categoryRequired)
    .nullable()
    .transform((id, ctx) => {
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message: itemMessages.categoryRequired });
      return z.NEVER;
    }),
  isBom: z.boolean().default(false),
  isUsed: z.boolean().default(true),
  minimumStock: optionalMinimumStock,
});
export type ItemInput = z.input<typeof ItemCreateSchema>;
export type ItemValues = z.output<typeof ItemCreateSchema>;
/** PUT /api/item/ carries the id in the body, as the spec's call list does. */
export const ItemUpdateSchema = ItemCreateSchema.extend({ id: z.number().int().positive() });

/** GET /api/item: the list query plus a category filter (the category and everything under it). */
export const ItemListQuerySchema = ListQuerySchema.extend({
  itemCategoryId: idText().optional(),
});
export type ItemListQuery = z.infer<typeof ItemListQuerySchema>;

export const ITEM_SEARCH_FILTERS = { all: '전체', itemCode: '품목 코드', name: '품목명' } as const;
export const ITEM_SORT_FIELDS = [
  'id',
  'itemCode',
  'name',
  'standardSize',
  'itemUnit',
  'itemPrice',
  'itemCategoryName',
  'amount',
  'createdAt',
] as const;

/** One row of GraphQL getItemsByCategory, the item pickers' source. itemType is the level-1 category's name. */
export const ItemSelectItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemCategoryId: z.number().int(),
  itemType: z.string(),
  itemCode: z.string(),
  standardSize: z.string(),
  itemUnit: z.string(),
  amount: z.number().int(),
  itemPrice: z.number().int(),
  remark: z.string(),
});
export type ItemSelectItem = z.infer<typeof ItemSelectItemSchema>;

/** What a barcode scan resolves to: the item and its category, so a form can select both. */
export const ItemBarcodeMatchSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  itemCode: z.string(),
  categoryId: z.number().int(),
});
export type ItemBarcodeMatch = z.infer<typeof ItemBarcodeMatchSchema>;
export const BarcodeParamSchema = z.object({
  code: plainText().trim().min(BARCODE_MIN_LENGTH, itemMessages.barcodeTooShort).max(255),
});

/** GraphQL getRawItemSelectList: raw materials (not finished goods), in use, by name. */
export const RawItemSelectItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type RawItemSelectItem = z.infer<typeof RawItemSelectItemSchema>;

/** GraphQL getBarcodeSelectList: the labels that exist. An item label encodes its itemCode and has no orderId. */
export const BarcodeSelectItemSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  isUsed: z.boolean(),
  orderId: z.number().int().nullable(),
});
export type BarcodeSelectItem = z.infer<typeof BarcodeSelectItemSchema>;
