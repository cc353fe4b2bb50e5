import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@scm/contract';
import { COMMON_PASSWORDS, parseCommonPasswords } from '../src/platform/auth/common-passwords';
import { passwordProblem } from '../src/platform/auth/password-policy';

describe('the common-password list (common-passwords.txt)', () => {
  it('holds every password of the file and none of its header', () => {
    expect(COMMON_PASSWORDS.size).toBe(5005);
    // The most frequent one opens the list; this application's own words close it.
    for (const word of ['password', '12345678', 'administrator', 'demo1234', 'scm12345'])
      expect(COMMON_PASSWORDS.has(word)).toBe(true);
    expect([...COMMON_PASSWORDS].filter((w) => w.startsWith('#') || w !== w.trim().toLowerCase())).toEqual([]);
  });

  it('reads one password a line, leaving out blank and # lines and a Windows line end', () => {
    expect([...parseCommonPasswords('# source\r\n\r\nqwerty123\r\n  letmein1  \n#licence\n')]).toEqual([
      'qwerty123',
      'letmein1',
    ]);
  });
});

describe('passwordProblem', () => {
  it.each(['password', 'Password', ' PASSWORD ', 'superman', 'scm12345'])('refuses the common password %j', (pw) => {
    expect(passwordProblem(pw)).toBe(PASSWORD_MESSAGES.common);
  });

  it.each(['blue-river-78-kettle', '인쇄소 새 비밀번호 2468'])('accepts the strong password %j', (pw) => {
    expect(passwordProblem(pw, 'kim.sales')).toBeUndefined();
  });
});
