import { z } from 'zod';
import { MSG } from './common/messages.js';
import { optionalText, requiredText, optionalEmail } from './common/validation.js';
import { newPassword, notUsernameIssue, passwordEqualsUsername } from './common/password.js';
import { optionalBusinessNumber } from './common/business-number.js';

// The plain constants live apart from the schemas so the web app's shell can use them without loading zod.
export { API_AUTH, CSRF_HEADER, ROLE_ADMIN, ROLE_CUSTOMER, ROLE_EMPLOYEE, SESSION_COOKIE } from './auth-constants.js';

export const LoginRequestSchema = z.strictObject({
  username: requiredText(255, '아이디를 입력해주세요.'),
  password: z.string({ error: '비밀번호를 입력해주세요.' }).min(1, '비밀번호를 입력해주세요.').max(255),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const USER_TYPES = ['employee', 'customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const UserInfoSchema = z.object({
  userType: z.enum(USER_TYPES),
  name: z.string(),
  employee: z
    .object({
      id: z.number().int(),
      name: z.string(),
      departmentId: z.number().int().nullable(),
      departmentName: z.string().nullable(),
      position: z.string().nullable(),
    })
    .nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const AccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  authorities: z.array(z.string()),
  /** Present (the employee's id) for employees only: it decides the user type. */
  employee: z.number().int().nullable(),
  userInfo: UserInfoSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const SessionSchema = z.object({
  account: AccountSchema,
  /** Session token: kept in an httpOnly cookie by the server; returned for Bearer use by non-browser clients. */
  jwt: z.string(),
  /** CSRF token bound to the session; send it as the X-CSRF-Token header on cookie-authenticated writes. */
  csrf: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

export const CheckLoggedInSchema = z.object({ account: AccountSchema, csrf: z.string() });
export type CheckLoggedIn = z.infer<typeof CheckLoggedInSchema>;

/** The new customer's buyer id and username, and the session it is signed in with (as a login answers). */
export const SignUpResultSchema = SessionSchema.extend({ id: z.number().int(), username: z.string() });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/** GET /api/health: the server is up and which database engine it runs on. */
export const HealthSchema = z.object({ status: z.literal('UP'), database: z.enum(['pglite', 'postgres']) });

/** Sign-up (spec 000 §5): names 15, tel 255; the common password rule (not the spec's "more than 3"); confirmation must match. */
export const SignUpSchema = z
  .strictObject({
    name: requiredText(15, MSG.required, '15자 이내로 입력해주세요.'),
    username: requiredText(15, MSG.required, '15자 이내로 입력해주세요.').regex(
      /^[A-Za-z0-9._-]+$/,
      '아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다.',
    ),
    password: newPassword(),
    passwordCheck: z.string({ error: MSG.required }).min(1, MSG.required),
    tel: requiredText(255),
    address: optionalText(255),
    email: optionalEmail(),
    /** The company's 사업자등록번호 and 대표자명 may be given now or later on my page. */
    registrationNumber: optionalBusinessNumber(),
    representative: optionalText(255),
  })
  .refine((v) => !passwordEqualsUsername(v.password, v.username), notUsernameIssue('password'))
  .refine((v) => v.password === v.passwordCheck, { path: ['passwordCheck'], message: MSG.passwordMismatch });
export type SignUpInput = z.input<typeof SignUpSchema>;
