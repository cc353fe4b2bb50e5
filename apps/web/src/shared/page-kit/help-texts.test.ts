import { describe, expect, it } from 'vitest';
import { resolveHelp } from './help-texts';

describe('resolveHelp', () => {
  it('tells a user who may write about 신규 등록, 수정 and 삭제', () => {
    expect(resolveHelp('list', undefined, true)).toContain('[신규 등록]');
    expect(resolveHelp('read', undefined, true)).toMatch(/\[수정\][\s\S]*\[삭제\]/);
  });
  it('leaves the write actions out for a read-only user', () => {
    for (const type of ['list', 'read', 'create', 'update'] as const) {
      const text = resolveHelp(type, undefined, false);
      expect(text).not.toMatch(/\[(신규 등록|수정|삭제|등록|저장)\]/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
  it("resolves a page's own text for the user's authority", () => {
    const own = (canWrite: boolean) => (canWrite ? '쓰기' : '읽기');
    expect(resolveHelp('list', own, false)).toBe('읽기');
    expect(resolveHelp('read', own, true)).toBe('쓰기');
    expect(resolveHelp('read', '고정', false)).toBe('고정');
  });
});
