import { describe, expect, it } from 'vitest';
import { fileMessages, MAX_FILE_BYTES } from '../file';
import { ERRORS, MSG } from './messages';

describe('limit messages', () => {
  it('write the limit as ko-KR does', () => {
    for (const n of [0, 5, 999, 1000, 99_999_999, 99_999_999.99, 2_147_483_647, -1234, 0.5]) {
      expect(MSG.atMost(n)).toBe(`${n.toLocaleString('ko-KR')} 이하로 입력해주세요.`);
      expect(MSG.atLeast(n)).toBe(`${n.toLocaleString('ko-KR')} 이상 입력해주세요.`);
    }
  });
});

describe('business error messages', () => {
  it('are Korean sentences, never a bare code', () => {
    for (const [code, message] of Object.entries(ERRORS)) {
      expect(message, code).toMatch(/[가-힣]/);
      expect(message, code).not.toContain(code);
    }
  });

  it('name the upload limit', () => {
    expect(ERRORS.FILE_TOO_LARGE).toBe('파일은 한 개에 20MB까지 올릴 수 있습니다.');
    expect(fileMessages.tooLarge(MAX_FILE_BYTES)).toBe(ERRORS.FILE_TOO_LARGE);
    expect(fileMessages.tooLarge(10 * 1024 * 1024)).toBe('파일은 한 개에 10MB까지 올릴 수 있습니다.');
  });
});
