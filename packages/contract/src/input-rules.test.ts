import { describe, expect, it } from 'vitest';
import { IdParamSchema, ListQuerySchema, MSG, isRealDate, optionalText, requiredText } from './index.js';

describe('text rules', () => {
  it('refuse a NUL character, which PostgreSQL text cannot hold', () => {
    const required = requiredText(10).safeParse('a\u0000b');
    expect(required.success).toBe(false);
    expect(required.error?.issues[0]?.message).toBe(MSG.forbiddenCharacter);
    expect(optionalText(10).safeParse('\u0000').success).toBe(false);
    expect(ListQuerySchema.safeParse({ searchKeyword: 'x\u0000' }).success).toBe(false);
    expect(requiredText(10).parse('  가나  ')).toBe('가나');
  });
});

describe('isRealDate', () => {
  it('accepts real calendar days between 1900 and 2999 only', () => {
    for (const ok of ['2026-01-31', '2028-02-29', '1900-01-01', '2999-12-31']) expect(isRealDate(ok)).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '0000-01-01', '1899-12-31', '3000-01-01', '2026-13-01', '2026-1-1'])
      expect(isRealDate(bad)).toBe(false);
  });
});

describe('IdParamSchema', () => {
  it('reads digits only, within the integer id range', () => {
    expect(IdParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(IdParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const bad of ['1.0', ' 1', '01', '+1', '1e0', '0', '-1', '2147483648', '', 'abc'])
      expect(IdParamSchema.safeParse({ id: bad }).success).toBe(false);
  });
});
