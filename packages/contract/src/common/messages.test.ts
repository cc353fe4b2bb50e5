import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

describe('limit messages', () => {
  it('write the limit as ko-KR does', () => {
    for (const n of [0, 5, 999, 1000, 99_999_999, 99_999_999.99, 2_147_483_647, -1234, 0.5]) {
      expect(MSG.atMost(n)).toBe(`${n.toLocaleString('ko-KR')} 이하로 입력해주세요.`);
      expect(MSG.atLeast(n)).toBe(`${n.toLocaleString('ko-KR')} 이상 입력해주세요.`);
    }
  });
});
