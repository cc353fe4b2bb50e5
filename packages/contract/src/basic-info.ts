import { z } from 'zod';
import { MSG } from './common/messages.js';
import { optionalText, requiredText } from './common/validation.js';

export const API_BASIC_INFO = '/api/basic_info';
/** The company's own record is always id 1 (spec 002 §2.5). */
export const COMPANY_BASIC_INFO_ID = 1;

export const BasicInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  representative: z.string(),
  tel: z.string(),
  address: z.string(),
  email: z.string(),
  fax: z.string(),
  remark: z.string(),
});
export type BasicInfo = z.infer<typeof BasicInfoSchema>;

const required = requiredText(255, MSG.required, MSG.max(255));
const optional = optionalText(255, MSG.max(255));
export const BasicInfoFieldsSchema = z.strictObject({
  name: required,
  representative: required,
  tel: required,
  address: required,
  email: optional,
  fax: optional,
  remark: optional,
});
export type BasicInfoInput = z.input<typeof BasicInfoFieldsSchema>;
/** PUT /api/basic_info may carry the record's id as the read answer does; it can only be the company's. */
export const BasicInfoUpdateSchema = BasicInfoFieldsSchema.extend({ id: z.number().int().positive().optional() });

export const basicInfoMessages = {
  updated: '회사 정보가 수정되었습니다.',
  notFound: '회사 정보를 찾을 수 없습니다.',
};
