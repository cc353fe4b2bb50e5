import { z } from 'zod';
import { requiredText } from './common/validation.js';

export const API_PROCESS = '/api/pr/process';
export const API_PROCESS_SWAP = `${API_PROCESS}/swap_order`;

/** A production step; orderNum is its place in the order work passes through the shop (1 = first). */
export const ProcessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orderNum: z.number().int(),
});
export type Process = z.infer<typeof ProcessSchema>;

export const processMessages = {
  created: (name: string) => `${name} 공정이 추가되었습니다.`,
  updated: (name: string) => `${name} 공정이 수정되었습니다.`,
  deleted: (name: string) => `${name} 공정이 삭제되었습니다.`,
  swapped: '공정 순서가 변경되었습니다.',
  deleteConfirm: '공정을 삭제하시겠습니까?',
  notFound: '공정을 찾을 수 없습니다.',
  nameRequired: '공정명을 입력해주세요.',
  /** Spec 001 §4: moving the first process up or the last one down. */
  nothingToSwap: '변경할 공정이 없습니다.',
  sameProcess: '서로 다른 두 공정을 선택해주세요.',
};

export const ProcessCreateSchema = z.strictObject({
  name: requiredText(255, processMessages.nameRequired),
});
export type ProcessInput = z.input<typeof ProcessCreateSchema>;
export type ProcessValues = z.output<typeof ProcessCreateSchema>;
/** PUT /api/pr/process renames: the id travels in the body. */
export const ProcessUpdateSchema = ProcessCreateSchema.extend({ id: z.number().int().positive() });

/** PATCH /api/pr/process/swap_order: the two processes trade places. */
export const ProcessSwapSchema = z
  .strictObject({
    processA: z.number({ error: '공정을 선택해주세요.' }).int().positive(),
    processB: z.number({ error: '공정을 선택해주세요.' }).int().positive(),
  })
  .refine((v) => v.processA !== v.processB, { path: ['processB'], message: processMessages.sameProcess });
export type ProcessSwap = z.infer<typeof ProcessSwapSchema>;
