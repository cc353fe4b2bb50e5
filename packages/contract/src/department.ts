import { z } from 'zod';
import { hexColor, requiredText } from './common/validation.js';
import { MSG } from './common/messages.js';

export const API_DEPARTMENT = '/api/department';

export const DEFAULT_DEPARTMENT_COLOR = '#333';

export const DepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  isUsed: z.boolean(),
  createdAt: z.string(),
});
export type Department = z.infer<typeof DepartmentSchema>;

export const DepartmentCreateSchema = z.strictObject({
  name: requiredText(255, MSG.required, '255자 이내로 입력해주세요.'),
  color: hexColor.default(DEFAULT_DEPARTMENT_COLOR),
  isUsed: z.boolean().default(true),
});
export type DepartmentInput = z.input<typeof DepartmentCreateSchema>;
/** PUT /api/department carries the id in the body as the spec's call list does. */
export const DepartmentUpdateSchema = DepartmentCreateSchema.extend({ id: z.number().int().positive() });

export const DEPARTMENT_SEARCH_FILTERS = { all: '전체', name: '부서명', color: '색상' } as const;
export const DEPARTMENT_SORT_FIELDS = ['id', 'name', 'color', 'isUsed', 'createdAt'] as const;

export const DepartmentSelectItemSchema = DepartmentSchema.pick({ id: true, name: true, color: true, isUsed: true });
export type DepartmentSelectItem = z.infer<typeof DepartmentSelectItemSchema>;

export const departmentMessages = {
  created: (name: string) => `${name} 부서가 생성되었습니다.`,
  updated: (name: string) => `${name} 부서가 수정되었습니다.`,
  deleted: (name: string) => `${name} 부서가 삭제되었습니다.`,
  createConfirm: '부서를 등록하시겠습니까?',
  updateConfirm: '부서를 수정하시겠습니까?',
  deleteConfirm: '삭제하시겠습니까?',
  inactiveSuffix: ' (사용 안 함)',
};
