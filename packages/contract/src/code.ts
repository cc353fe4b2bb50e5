import { z } from 'zod';
import { MSG } from './common/messages.js';
import { idText, optionalText, requiredText } from './common/validation.js';

export const API_CODE = '/api/admin/cm/code';

export const CodeSelectItemSchema = z.object({ id: z.number().int(), name: z.string(), isUsed: z.boolean() });
export type CodeSelectItem = z.infer<typeof CodeSelectItemSchema>;

/** Code category names the product relies on (getCode(codeName) looks them up); they are seeded and fixed. */
export const CODE_CATEGORIES = {
  position: 'position',
  deliveryType: 'deliveryType',
  quality: 'quality',
  itemUnit: 'itemUnit',
} as const;
export type ReferenceCodeCategory = keyof typeof CODE_CATEGORIES;

export const CODE_CATEGORY_LABELS: Record<ReferenceCodeCategory, string> = {
  position: '직급',
  deliveryType: '배송 방법',
  quality: '용지 품질',
  itemUnit: '품목 단위',
};

/** How a category is shown: the Korean label of a reference category, otherwise its own name. */
export const codeCategoryLabel = (name: string): string =>
  Object.hasOwn(CODE_CATEGORY_LABELS, name) ? CODE_CATEGORY_LABELS[name as ReferenceCodeCategory] : name;

export const CodeSchema = z.object({
  id: z.number().int(),
  codeCategoryId: z.number().int(),
  name: z.string(),
  isUsed: z.boolean(),
  /** Seeded codes are protected (false); codes staff add are deletable. */
  isDeletable: z.boolean(),
  remark: z.string(),
});
export type Code = z.infer<typeof CodeSchema>;

export const CodeCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A category the product relies on: it cannot be renamed or deleted. */
  isReference: z.boolean(),
  codes: z.array(CodeSchema),
});
export type CodeCategory = z.infer<typeof CodeCategorySchema>;

const categoryName = requiredText(255, MSG.required, MSG.max(255));
export const CodeCategoryCreateSchema = z.strictObject({ name: categoryName });
export type CodeCategoryInput = z.input<typeof CodeCategoryCreateSchema>;
export const CodeCategoryUpdateSchema = CodeCategoryCreateSchema.extend({ id: z.number().int().positive() });

/** The fields the code form edits; create adds the category, update the code's id. */
export const CodeFieldsSchema = z.strictObject({
  name: requiredText(255, MSG.required, MSG.max(255)),
  isUsed: z.boolean().default(true),
  remark: optionalText(255, MSG.max(255)),
});
export type CodeInput = z.input<typeof CodeFieldsSchema>;
export const CodeCreateSchema = CodeFieldsSchema.extend({
  codeCategoryId: z.number({ error: '코드 분류를 선택해주세요.' }).int().positive('코드 분류를 선택해주세요.'),
});
export const CodeUpdateSchema = CodeFieldsSchema.extend({ id: z.number().int().positive() });
export const CodeListQuerySchema = z.object({ categoryId: idText() });

export const codeMessages = {
  categoryCreated: (name: string) => `${name} 코드 분류가 생성되었습니다.`,
  categoryUpdated: (name: string) => `${name} 코드 분류가 수정되었습니다.`,
  categoryDeleted: (name: string) => `${name} 코드 분류가 삭제되었습니다.`,
  created: (name: string) => `${name} 코드가 생성되었습니다.`,
  updated: (name: string) => `${name} 코드가 수정되었습니다.`,
  deleted: (name: string) => `${name} 코드가 삭제되었습니다.`,
  selectCode: '코드를 선택해주세요.',
  selectCategory: '코드 분류를 선택해주세요.',
  deleteConfirm: '삭제하시겠습니까?',
  createConfirm: '코드를 등록하시겠습니까?',
  updateConfirm: '코드를 수정하시겠습니까?',
  categoryCreateConfirm: '코드 분류를 등록하시겠습니까?',
  categoryUpdateConfirm: '코드 분류를 수정하시겠습니까?',
  duplicateCategory: '이미 등록된 코드 분류명입니다.',
  categoryHasCodes: '코드가 등록된 분류는 삭제할 수 없습니다. 코드를 먼저 삭제해주세요.',
  referenceCategoryDelete: '기본 코드 분류는 삭제할 수 없습니다.',
  referenceCategoryRename: '기본 코드 분류는 이름을 바꿀 수 없습니다.',
  protectedCodeDelete: '기본 코드는 삭제할 수 없습니다.',
  protectedCodeUsage: '기본 코드는 사용 여부를 바꿀 수 없습니다.',
  codeInUse: '사용 중인 코드는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
};
