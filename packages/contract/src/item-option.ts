import { z } from 'zod';
import { requiredText } from './common/validation.js';

export const API_ITEM_OPTION = '/api/admin/pr/item_option';

/** What an option finishes: post-processing (coating, foil …) or folding and binding. */
export const OPTION_TYPES = ['POST_PROCESS', 'FOLDING_BINDING'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];
export const OPTION_TYPE_LABELS: Record<OptionType, string> = { POST_PROCESS: '후가공', FOLDING_BINDING: '접지/제본' };
export const DEFAULT_OPTION_TYPE: OptionType = 'POST_PROCESS';
/** The prefix of the codes the server gives each type's options: PP-001, FB-001 … */
export const OPTION_CODE_PREFIX: Record<OptionType, string> = { POST_PROCESS: 'PP', FOLDING_BINDING: 'FB' };
export const OPTION_NAME_MAX = 15;

export const optionTypeLabel = (v: string): string => (OPTION_TYPE_LABELS as Record<string, string>)[v] ?? '오류';

export const ItemOptionSchema = z.object({
  id: z.number().int(),
  optionType: z.enum(OPTION_TYPES),
  optionCode: z.string(),
  optionName: z.string(),
});
export type ItemOption = z.infer<typeof ItemOptionSchema>;

export const itemOptionMessages = {
  created: (name: string) => `${name} 옵션이 등록되었습니다.`,
  updated: (name: string) => `${name} 옵션이 수정되었습니다.`,
  deleted: (name: string) => `${name} 옵션이 삭제되었습니다.`,
  deleteConfirm: '옵션을 삭제하시겠습니까?',
  createConfirm: '옵션을 등록하시겠습니까?',
  updateConfirm: '옵션을 수정하시겠습니까?',
  notFound: '옵션을 찾을 수 없습니다.',
  nameRequired: '옵션명을 입력해주세요.',
  typeRequired: '옵션 종류를 선택해주세요.',
  selectOption: '옵션을 선택해주세요.',
  inUse: '다른 기록에서 사용 중인 옵션은 삭제할 수 없습니다.',
  typeInUse: '주문에서 사용 중인 옵션은 종류를 바꿀 수 없습니다.',
};

const OptionTypeSchema = z.enum(OPTION_TYPES, { error: itemOptionMessages.typeRequired });

export const ItemOptionCreateSchema = z.strictObject({
  optionType: OptionTypeSchema.default(DEFAULT_OPTION_TYPE),
  optionName: requiredText(OPTION_NAME_MAX, itemOptionMessages.nameRequired),
});
export type ItemOptionInput = z.input<typeof ItemOptionCreateSchema>;
export type ItemOptionValues = z.output<typeof ItemOptionCreateSchema>;
/** PUT carries the id in the body. Moving an option to the other type gives it a code of that type. */
export const ItemOptionUpdateSchema = ItemOptionCreateSchema.extend({ id: z.number().int().positive() });

/** GET ?optionType=: one type's options, or every option without it. */
export const ItemOptionListQuerySchema = z.object({
  optionType: OptionTypeSchema.optional().or(z.literal('').transform(() => undefined)),
});

/** GraphQL getOptionList(optionType): the order form's option choices. */
export const OptionSelectItemSchema = ItemOptionSchema.pick({ id: true, optionName: true, optionType: true });
export type OptionSelectItem = z.infer<typeof OptionSelectItemSchema>;
