import { z } from 'zod';
import { MSG } from './common/messages.js';
import { optionalText, requiredText, optionalEmail } from './common/validation.js';
import { optionalBusinessNumber } from './common/business-number.js';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  newPassword,
  notUsernameIssue,
  passwordEqualsUsername,
} from './common/password.js';

export const API_BUYER = '/api/buyer';

/** 세금계산서 발행 방식: one invoice per order on delivery complete (건별), or one per buyer per month (월합계). */
export const TAX_INVOICE_MODES = ['PER_ORDER', 'MONTHLY'] as const;
export type TaxInvoiceMode = (typeof TAX_INVOICE_MODES)[number];
export const TAX_INVOICE_MODE_LABELS: Record<TaxInvoiceMode, string> = { PER_ORDER: '건별', MONTHLY: '월합계' };
export const TAX_INVOICE_MODE_HELP: Record<TaxInvoiceMode, string> = {
  PER_ORDER: '주문마다 납품 완료 시 발행',
  MONTHLY: '한 달 거래를 모아 월 1회 발행',
};
/** A stored mode; anything else (written by hand) reads as the default, 건별. */
export const taxInvoiceModeOf = (value: string): TaxInvoiceMode =>
  (TAX_INVOICE_MODES as readonly string[]).includes(value) ? (value as TaxInvoiceMode) : 'PER_ORDER';
const taxInvoiceMode = z.enum(TAX_INVOICE_MODES, { error: '세금계산서 발행 방식을 선택해주세요.' });
/** Staff reset of a client company's sign-in password (the path is the spec's, under /api/employee). */
export const API_CUSTOMER_PASSWORD = '/api/employee/customer_password';

/** A client company (고객사). Its account signs in to the customer area with `username`. */
export const BuyerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  tel: z.string(),
  address: z.string(),
  email: z.string(),
  registrationNumber: z.string(),
  representative: z.string(),
  businessType: z.string(),
  businessItem: z.string(),
  taxInvoiceEmail: z.string(),
  taxInvoiceMode: taxInvoiceMode,
  remark: z.string(),
  chargerName: z.string(),
  chargerTel: z.string(),
  createdAt: z.string(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

const max15 = '15자 이내로 입력해주세요.';

/**
 * A client company's tax details (전자세금계산서), edited by staff and by the customer itself. The 사업자등록번호
 * is checked by its check digit when given; `kept` is the stored value, which passes unchanged even if it was
 * saved before the check (the server checks updates against the stored value, see `checkBusinessNumberField`).
 */
export const buyerTaxFields = (kept?: string) => ({
  registrationNumber: optionalBusinessNumber(kept),
  representative: optionalText(255),
  businessType: optionalText(255),
  businessItem: optionalText(255),
  taxInvoiceEmail: optionalEmail(),
});
/** On an update the route takes the number as text; the service checks it against the stored value. */
export const buyerTaxFieldsAsSent = { ...buyerTaxFields(), registrationNumber: optionalText(255) };

const companyFields = {
  name: requiredText(15, MSG.required, max15),
  tel: requiredText(15, MSG.required, max15),
  address: requiredText(255),
  email: optionalEmail(),
  remark: optionalText(1024),
  chargerName: requiredText(15, MSG.required, max15),
  chargerTel: optionalText(15, max15),
  taxInvoiceMode: taxInvoiceMode.default('PER_ORDER'),
};

/** The company's own fields as a new one is checked; the form passes `kept` when it edits a saved one. */
export const buyerFieldsSchema = (kept?: string) => z.strictObject({ ...companyFields, ...buyerTaxFields(kept) });
export const BuyerFieldsSchema = buyerFieldsSchema();

/** Create: the company and its sign-in account. The username cannot change afterwards. */
export const BuyerCreateSchema = BuyerFieldsSchema.extend({
  username: requiredText(255).regex(/^[A-Za-z0-9._-]+$/, '아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다.'),
  password: newPassword(),
  passwordCheck: z.string({ error: MSG.required }).min(1, MSG.required),
})
  .refine((v) => !passwordEqualsUsername(v.password, v.username), notUsernameIssue('password'))
  .refine((v) => v.password === v.passwordCheck, { path: ['passwordCheck'], message: MSG.passwordMismatch });
export type BuyerCreateInput = z.input<typeof BuyerCreateSchema>;
export type BuyerCreateValues = z.output<typeof BuyerCreateSchema>;

/** Update: the company's fields only; username and password are not part of it (unknown keys are refused). */
export const BuyerUpdateSchema = z.strictObject({
  ...companyFields,
  ...buyerTaxFieldsAsSent,
  id: z.number().int().positive(),
});
export type BuyerUpdateInput = z.input<typeof BuyerFieldsSchema>;
export type BuyerUpdateValues = z.output<typeof BuyerFieldsSchema>;

/** PATCH /api/employee/customer_password/{buyerId}: the server compares it with the account's username. */
export const CustomerPasswordResetSchema = z.strictObject({ password: newPassword() });
export type CustomerPasswordReset = z.infer<typeof CustomerPasswordResetSchema>;

export const BUYER_SEARCH_FILTERS = {
  all: '전체',
  username: '아이디',
  name: '고객사명',
  tel: '전화번호',
  address: '주소',
  chargerName: '담당자명',
  chargerTel: '담당자 연락처',
} as const;
export const BUYER_SORT_FIELDS = [
  'id',
  'username',
  'name',
  'tel',
  'address',
  'chargerName',
  'chargerTel',
  'createdAt',
] as const;

/** GET /api/buyer/select. */
export const BuyerSelectItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type BuyerSelectItem = z.infer<typeof BuyerSelectItemSchema>;

/** Spec 000 §5: the ✓ shows when both are filled, equal and long enough for the password rule. */
export const buyerPasswordsConfirmed = (password: string, passwordCheck: string) =>
  password.length >= PASSWORD_MIN && password === passwordCheck;

export const buyerMessages = {
  created: (name: string) => `${name} 고객사가 등록되었습니다.`,
  updated: (name: string) => `${name} 고객사가 수정되었습니다.`,
  deleted: (name: string) => `${name} 고객사가 삭제되었습니다.`,
  createConfirm: '고객사를 등록하시겠습니까?',
  updateConfirm: '고객사를 수정하시겠습니까?',
  deleteConfirm: '고객사를 삭제하시겠습니까?',
  notFound: '고객사를 찾을 수 없습니다.',
  inUse: '주문 내역이 있는 고객사는 삭제할 수 없습니다.',
  passwordReset: (name: string) => `${name} 고객사의 비밀번호가 초기화되었습니다.`,
  passwordHint: PASSWORD_MESSAGES.rule,
  passwordMatched: '비밀번호가 일치합니다.',
};
