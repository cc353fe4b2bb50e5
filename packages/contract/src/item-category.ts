import { z } from 'zod';
import { MSG } from './common/messages.js';
import { requiredText } from './common/validation.js';

export const API_ITEM_CATEGORY = '/api/item_category';
export const API_ITEM_CATEGORY_LIST = '/api/item_category_list';

export const ITEM_CATEGORY_LEVELS = [1, 2, 3] as const;
export type ItemCategoryLevel = (typeof ITEM_CATEGORY_LEVELS)[number];
export const ITEM_CATEGORY_LEVEL_LABELS: Record<ItemCategoryLevel, string> = {
  1: '대분류',
  2: '중분류',
  3: '소분류',
};

/** One category, flat: level 1 has no parent, level 2 a parent, level 3 a parent and a grandparent. */
export const ItemCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isHidden: z.boolean(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  parentId: z.number().int().nullable(),
  grandparentId: z.number().int().nullable(),
});
export type ItemCategory = z.infer<typeof ItemCategorySchema>;

/** The fields of the '카테고리 정보' form. */
export const ItemCategoryFieldsSchema = z.strictObject({
  code: requiredText(255, '카테고리 코드를 입력해주세요.', MSG.max(255)),
  name: requiredText(255, '카테고리명을 입력해주세요.', MSG.max(255)),
  isHidden: z.boolean().default(false),
});
export type ItemCategoryInput = z.input<typeof ItemCategoryFieldsSchema>;

const ancestorId = z.number().int().positive().nullable().default(null);
/** Create: the form's fields plus where the category hangs (spec 000 §3). */
export const ItemCategoryCreateSchema = ItemCategoryFieldsSchema.extend({
  parentId: ancestorId,
  grandparentId: ancestorId,
});
export const ItemCategoryUpdateSchema = ItemCategoryCreateSchema.extend({ selfId: z.number().int().positive() });

export const itemCategoryMessages = {
  created: '카테고리가 등록되었습니다.',
  updated: '카테고리가 수정되었습니다.',
  deleted: '카테고리가 삭제되었습니다.',
  deleteConfirm: '정말로 삭제하시겠습니까?',
  createConfirm: '카테고리를 등록하시겠습니까?',
  updateConfirm: '카테고리를 수정하시겠습니까?',
  notFound: '카테고리를 찾을 수 없습니다.',
  parentNotFound: '상위 카테고리를 찾을 수 없습니다.',
  parentRequired: '상위 카테고리를 선택해주세요.',
  pathMismatch: '상위 카테고리 경로가 올바르지 않습니다.',
  tooDeep: '카테고리는 3단계까지만 만들 수 있습니다.',
  levelChange: '카테고리 단계는 바꿀 수 없습니다.',
  duplicateCode: '이미 사용 중인 카테고리 코드입니다.',
  topLevelFixed: '1단계 카테고리는 수정하거나 삭제할 수 없습니다.',
  hasChildren: '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.',
  inUse: '다른 자료가 사용 중인 카테고리는 삭제할 수 없습니다.',
  selectParent: (level: ItemCategoryLevel) => `${ITEM_CATEGORY_LEVEL_LABELS[level]}를 먼저 선택해주세요.`,
};
