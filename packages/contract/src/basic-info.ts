import { z } from 'zod';
import { MSG } from './common/messages.js';
import { optionalEmail, optionalText, requiredText } from './common/validation.js';
import { optionalBusinessNumber } from './common/business-number.js';

export const API_BASIC_INFO = '/api/basic_info';
/** The company's own record is always id 1 (spec 002 §2.5). */
export const COMPANY_BASIC_INFO_ID = 1;
/** GET: the company's stamp (직인) image, printed on quotes and statements; 404 when there is none. */
export const COMPANY_STAMP_URL = `${API_BASIC_INFO}/stamp`;
/** The multipart part of PUT /api/basic_info carrying a new stamp image. */
export const COMPANY_STAMP_FIELD = 'stamp';
/** A stamp goes into PDFs, which embed PNG and JPEG only. */
export const COMPANY_STAMP_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
/** A stamp is a small scan; 2 MB is plenty and keeps each PDF light. */
export const COMPANY_STAMP_MAX_BYTES = 2 * 1024 * 1024;

export const BasicInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  representative: z.string(),
  tel: z.string(),
  address: z.string(),
  email: z.string(),
  fax: z.string(),
  remark: z.string(),
  /** 사업자등록번호 ('123-45-67890', '' until entered), 업태, 종목 and the tax-invoice e-mail. */
  registrationNumber: z.string(),
  businessType: z.string(),
  businessItem: z.string(),
  taxInvoiceEmail: z.string(),
  /** Whether a stamp image is stored; it is served by GET COMPANY_STAMP_URL. */
  hasStamp: z.boolean(),
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
  registrationNumber: optionalBusinessNumber(),
  businessType: optional,
  businessItem: optional,
  taxInvoiceEmail: optionalEmail(),
});
export type BasicInfoInput = z.input<typeof BasicInfoFieldsSchema>;
/**
 * PUT /api/basic_info may carry the record's id as the read answer does; it can only be the company's. Sent as
 * JSON, or as multipart/form-data with a `stamp` image part; `deleteStamp` removes the stored stamp.
 */
export const BasicInfoUpdateSchema = BasicInfoFieldsSchema.extend({
  id: z.number().int().positive().optional(),
  deleteStamp: z.boolean().default(false),
});
export type BasicInfoUpdateValues = z.output<typeof BasicInfoUpdateSchema>;
/** Which multipart fields are not text. */
export const BASIC_INFO_FORM_FIELD_TYPES: Readonly<Record<string, 'number' | 'boolean'>> = {
  id: 'number',
  deleteStamp: 'boolean',
};

export const basicInfoMessages = {
  updated: '회사 정보가 수정되었습니다.',
  notFound: '회사 정보를 찾을 수 없습니다.',
  stampNotFound: '등록된 직인 이미지가 없습니다.',
  stampNotImage: '직인은 PNG, JPG 이미지만 올릴 수 있습니다.',
  stampTooLarge: '직인 이미지는 2MB 이하만 올릴 수 있습니다.',
};
