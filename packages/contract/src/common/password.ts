import { z } from 'zod';
import { MSG } from './messages.js';

/**
 * One password rule for every new password (NIST SP 800-63B): 8 to 64 characters of any kind, not the
 * username, not a commonly used password. Length and the username live here (server and forms); the
 * common-password list is checked by the server only, so the web's bundles do not carry it.
 * Existing shorter passwords still sign in: only a password being set is judged.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const PASSWORD_MESSAGES = {
  length: `비밀번호는 ${PASSWORD_MIN}자 이상 ${PASSWORD_MAX}자 이하로 입력해주세요.`,
  sameAsUsername: '아이디와 같은 비밀번호는 사용할 수 없습니다.',
  common: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
  /** One line for help texts and field hints. */
  rule: `비밀번호는 ${PASSWORD_MIN}~${PASSWORD_MAX}자로 입력해주세요. 아이디와 같거나 흔히 쓰이는 비밀번호는 사용할 수 없습니다.`,
} as const;

/** A new password: required, 8 to 64 characters, any characters. */
export const newPassword = () =>
  z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.length)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.length);

/** Whether a password repeats the username (case and surrounding spaces ignored). */
export const passwordEqualsUsername = (password: string, username: string) =>
  username.trim() !== '' && password.trim().toLowerCase() === username.trim().toLowerCase();

/** The refine options for a form carrying both fields. */
export const notUsernameIssue = (path: string) => ({ path: [path], message: PASSWORD_MESSAGES.sameAsUsername });
