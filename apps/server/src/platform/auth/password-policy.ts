import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordEqualsUsername } from '@scm/contract';
import { fieldError } from '../errors';
import { COMMON_PASSWORDS } from './common-passwords';

/** What is wrong with a password about to be set, in Korean, or undefined when the rule accepts it. */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  if (username !== undefined && passwordEqualsUsername(password, username)) return PASSWORD_MESSAGES.sameAsUsername;
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return PASSWORD_MESSAGES.common;
  return undefined;
}

/**
 * Refuses a new password the contract's schema can't judge alone (the common-password list, a username the
 * form does not carry), answered as a field error under the form's password field.
 */
export function assertNewPassword(field: string, password: string, username?: string) {
  const problem = passwordProblem(password, username);
  if (problem) throw fieldError(field, problem);
}
