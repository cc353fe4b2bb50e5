import { LoginRequestSchema, type LoginRequest } from '@scm/contract';

export type LoginField = 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The login form's validation with the contract's schema and messages; loaded with the first submit. */
export function validateLogin(
  values: LoginRequest,
): { ok: true; value: LoginRequest } | { ok: false; errors: LoginErrors } {
  const result = LoginRequestSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
