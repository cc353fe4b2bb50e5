import { describe, expect, it } from 'vitest';
import {
  BuyerCreateSchema,
  CustomerPasswordChangeSchema,
  CustomerPasswordResetSchema,
  EmployeeCreateSchema,
  EmployeePasswordChangeSchema,
  PASSWORD_MESSAGES,
  SignUpSchema,
  newPassword,
} from '../index.js';

describe('the password rule', () => {
  const rule = newPassword();
  it('takes 8 to 64 characters of any kind', () => {
    for (const ok of ['abcdefgh', 'a'.repeat(64), '비밀번호는여덟자', 'with spaces ok', '🙂🙂🙂🙂🙂🙂🙂🙂'])
      expect(rule.safeParse(ok).success).toBe(true);
    for (const bad of ['abcdefg', 'a'.repeat(65), '1234'])
      expect(rule.safeParse(bad).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.length);
  });

  it('is the rule of every form that sets a password', () => {
    const short = 'abc1234';
    const messageOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
      r.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(messageOf(SignUpSchema.safeParse({ password: short }), 'password')).toBe(PASSWORD_MESSAGES.length);
    expect(messageOf(BuyerCreateSchema.safeParse({ password: short }), 'password')).toBe(PASSWORD_MESSAGES.length);
    expect(messageOf(EmployeeCreateSchema.safeParse({ password: short }), 'password')).toBe(PASSWORD_MESSAGES.length);
    expect(messageOf(CustomerPasswordResetSchema.safeParse({ password: short }), 'password')).toBe(
      PASSWORD_MESSAGES.length,
    );
    expect(messageOf(EmployeePasswordChangeSchema.safeParse({ password: short }), 'password')).toBe(
      PASSWORD_MESSAGES.length,
    );
    expect(messageOf(CustomerPasswordChangeSchema.safeParse({ newPassword: short }), 'newPassword')).toBe(
      PASSWORD_MESSAGES.length,
    );
  });

  it('refuses the username as the password where the form carries both', () => {
    const r = SignUpSchema.safeParse({
      name: '고객',
      username: 'customer.one',
      password: 'Customer.One',
      passwordCheck: 'Customer.One',
      tel: '010',
    });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: PASSWORD_MESSAGES.sameAsUsername }),
    ]);
  });

  it('lets an old short current password through to the server', () => {
    expect(CustomerPasswordChangeSchema.safeParse({ oldPassword: '1234', newPassword: 'long-enough' }).success).toBe(
      true,
    );
  });
});
