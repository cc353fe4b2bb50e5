import { z } from 'zod';
import { EmployeeSchema } from './employee.js';
import { MSG } from './common/messages.js';
import { optionalText, requiredText, optionalEmail } from './common/validation.js';
import { PASSWORD_MESSAGES, newPassword } from './common/password.js';
import { TAX_INVOICE_MODES, buyerTaxFieldsAsSent } from './buyer.js';

export const API_MY_PAGE = {
  /** GET /api/mypage/{employeeId} and PUT /api/mypage: the signed-in employee's own record. */
  employee: '/api/mypage',
  /** GET /api/my/mypage/{buyerId} and PUT /api/my/mypage: the signed-in customer's own record. */
  customer: '/api/my/mypage',
  employeePassword: '/api/users/password',
  customerPassword: '/api/customer_request/password_change',
} as const;

export const myPageMessages = { updated: '내 정보가 수정되었습니다.' };

const name15 = requiredText(15, MSG.required, '15자 이내로 입력해주세요.');
const email = optionalEmail();

/** An employee's own record as the my page shows it; number, username, department and position are read-only. */
/** One's own record: the HR data is always there. */
export const EmployeeMyPageSchema = EmployeeSchema.omit({
  dateJoined: true,
  dateResigned: true,
  hasStamp: true,
  createdAt: true,
}).extend({ address: z.string(), salaryAccount: z.string(), emergencyContact: z.string() });
export type EmployeeMyPage = z.infer<typeof EmployeeMyPageSchema>;

/** PUT /api/mypage (spec 000 §5 My page). Whose record it is comes from the session, never from the body. */
export const EmployeeMyPageUpdateSchema = z.strictObject({
  name: name15,
  tel: requiredText(255),
  email,
  address: optionalText(255),
  salaryAccount: optionalText(255),
  emergencyContact: optionalText(255),
  remark: optionalText(1024),
  isOrderReceiptNotification: z.boolean().default(true),
  isWorkRequestDepartmentNotification: z.boolean().default(true),
});
export type EmployeeMyPageInput = z.input<typeof EmployeeMyPageUpdateSchema>;
export type EmployeeMyPageValues = z.output<typeof EmployeeMyPageUpdateSchema>;

/** A customer's own client-company profile (spec 002 §3); the username is read-only. */
export const CustomerMyPageSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  tel: z.string(),
  address: z.string(),
  email: z.string(),
  /** The company's tax details; the 발행 방식 is set by the shop and only shown here. */
  registrationNumber: z.string(),
  representative: z.string(),
  businessType: z.string(),
  businessItem: z.string(),
  taxInvoiceEmail: z.string(),
  taxInvoiceMode: z.enum(TAX_INVOICE_MODES),
});
export type CustomerMyPage = z.infer<typeof CustomerMyPageSchema>;

/**
 * PUT /api/my/mypage (spec 002 §5 Customer profile), with the company's tax details. The 사업자등록번호 is taken
 * as text here and checked by the server against the stored one (a number saved before the check may stay).
 */
export const CustomerMyPageUpdateSchema = z.strictObject({
  name: name15,
  tel: requiredText(255),
  email,
  address: optionalText(255),
  ...buyerTaxFieldsAsSent,
});
export type CustomerMyPageInput = z.input<typeof CustomerMyPageUpdateSchema>;
export type CustomerMyPageValues = z.output<typeof CustomerMyPageUpdateSchema>;

/** A new password follows the common rule (the spec's 4~12 characters was too weak); the server adds the rest. */
const newEmployeePassword = newPassword();

export const passwordMessages = {
  changed: '비밀번호가 변경되었습니다.',
  customerChanged: '비밀번호가 정상적으로 변경되었습니다.',
  wrongOldPassword: '현재 비밀번호가 올바르지 않습니다.',
  /** The customer form's alert when the new password and its confirmation don't pass (spec 002 §5). */
  checkPassword: '비밀번호를 확인해주세요',
  employeeHelp: [
    '비밀번호 변경 화면입니다.',
    '• 현재 비밀번호와 새 비밀번호를 입력하세요.',
    `• ${PASSWORD_MESSAGES.rule}`,
    '• 새 비밀번호 확인은 새 비밀번호와 같아야 합니다.',
    '• 변경하면 다른 기기와 브라우저의 로그인은 모두 종료되고, 지금 사용 중인 화면은 그대로 유지됩니다.',
  ].join('\n'),
  customerHelp: [
    '비밀번호 변경 화면입니다.',
    '• 현재 비밀번호와 새 비밀번호를 입력하고, 새 비밀번호를 한 번 더 입력해 확인하세요.',
    `• ${PASSWORD_MESSAGES.rule}`,
    '• 변경하면 다른 기기와 브라우저의 로그인은 모두 종료됩니다.',
  ].join('\n'),
};

/**
 * POST /api/users/password. The current password is only required: it may have been set under an older,
 * weaker rule, so the password rule applies to the new one and its confirmation.
 */
export const EmployeePasswordChangeSchema = z
  .strictObject({
    oldPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(255, MSG.max(255)),
    password: newEmployeePassword,
    passwordCheck: newEmployeePassword,
  })
  .refine((v) => v.password === v.passwordCheck, { path: ['passwordCheck'], message: MSG.passwordMismatch });
export type EmployeePasswordChangeInput = z.input<typeof EmployeePasswordChangeSchema>;

/**
 * PATCH /api/customer_request/password_change: the confirmation is checked by the form only. The current
 * password is only required (it may be shorter, set under the old rule); the new one follows the password rule.
 */
export const CustomerPasswordChangeSchema = z.strictObject({
  oldPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(255, MSG.max(255)),
  newPassword: newPassword(),
});
export type CustomerPasswordChangeInput = z.input<typeof CustomerPasswordChangeSchema>;

/**
 * Whether the customer form may send: new = confirmation, not empty (else '비밀번호를 확인해주세요'); the
 * length is the schema's, answered under the field.
 */
export const isCustomerNewPasswordConfirmed = (password: string, confirmation: string) =>
  password !== '' && password === confirmation;
