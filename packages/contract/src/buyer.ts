import { z } from 'zod';
import { MSG } from './common/messages.js';
import { optionalText, requiredText, optionalEmail } from './common/validation.js';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  newPassword,
  notUsernameIssue,
  passwordEqualsUsername,
} from './common/password.js';

export const API_BUYER = '/api/buyer';
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
  remark: z.string(),
  chargerName: z.string(),
  chargerTel: z.string(),
  createdAt: z.string(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

const max15 = '15자 이내로 입력해주세요.';

/** The company's own fields: the same on create and update. */
export const BuyerFieldsSchema = z.strictObject({
  name: requiredText(15, MSG.required, max15),
  tel: requiredText(15, MSG.required, max15),
  address: requiredText(255),
  email: optionalEmail(),
  registrationNumber: optionalText(255),
  remark: optionalText(1024),
  chargerName: requiredText(15, MSG.required, max15),
  chargerTel: optionalText(15, max15),
});

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
export const BuyerUpdateSchema = BuyerFieldsSchema.extend({ id: z.number().int().positive() });
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
