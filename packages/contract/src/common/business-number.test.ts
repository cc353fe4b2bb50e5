import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessNumber,
  businessNumberCheckDigit,
  businessNumberMessages,
  businessNumberProblem,
  checkBusinessNumberField,
  formatBusinessNumber,
  isBusinessNumber,
  optionalBusinessNumber,
} from './business-number.js';

/** Real registered numbers (published on the companies' own sites). */
const KNOWN = ['220-81-62517', '124-81-00998', '101-81-42001', '120-81-47521', '107-81-55843'];

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => d.join(''));
const validNumber = nineDigits.map((n) => `${n}${businessNumberCheckDigit(n)}`);

describe('사업자등록번호 check digit', () => {
  it.each(KNOWN)('accepts the real number %s, with or without hyphens', (n) => {
    expect(isBusinessNumber(n)).toBe(true);
    expect(isBusinessNumber(n.replace(/-/g, ''))).toBe(true);
  });

  it('works the ninth digit carry: 220-81-62517 sums 83 (…+1×5) and checks 7', () => {
    expect(businessNumberCheckDigit('220816251')).toBe(7);
    // 9 in the ninth place: 9×5 = 45 adds 45 and its tens digit 4.
    expect(businessNumberCheckDigit('000000009')).toBe((10 - ((45 + 4) % 10)) % 10);
  });

  it('refuses a wrong check digit and a wrong length with their Korean messages', () => {
    expect(businessNumberProblem('220-81-62518')).toBe(businessNumberMessages.checkDigit);
    expect(businessNumberProblem('220-81-6251')).toBe(businessNumberMessages.length);
    expect(businessNumberProblem('22O-81-62517')).toBe(businessNumberMessages.length);
    expect(businessNumberProblem('')).toBe(businessNumberMessages.length);
  });

  it('formats ten digits as 123-45-67890 and leaves anything else as typed', () => {
    expect(formatBusinessNumber('2208162517')).toBe('220-81-62517');
    expect(formatBusinessNumber(' 220 81 62517 ')).toBe('220-81-62517');
    expect(formatBusinessNumber('12-34')).toBe('12-34');
  });

  it('property: every number built with its check digit passes, in either form, and formats to 3-2-5', () => {
    fc.assert(
      fc.property(validNumber, (n) => {
        expect(isBusinessNumber(n)).toBe(true);
        const formatted = formatBusinessNumber(n);
        expect(formatted).toMatch(/^\d{3}-\d{2}-\d{5}$/);
        expect(isBusinessNumber(formatted)).toBe(true);
        expect(formatBusinessNumber(formatted)).toBe(formatted);
      }),
    );
  });

  it('property: changing any one digit of a valid number is caught', () => {
    fc.assert(
      fc.property(validNumber, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (n, at, by) => {
        const changed = n.slice(0, at) + String((Number(n[at]) + by) % 10) + n.slice(at + 1);
        expect(isBusinessNumber(changed)).toBe(false);
      }),
    );
  });
});

describe('사업자등록번호 schemas', () => {
  it('the required field stores the normalized form and answers in Korean', () => {
    expect(businessNumber().parse('2208162517')).toBe('220-81-62517');
    const wrong = businessNumber().safeParse('220-81-62518');
    expect(wrong.error?.issues[0]?.message).toBe(businessNumberMessages.checkDigit);
    const short = businessNumber().safeParse('123');
    expect(short.error?.issues[0]?.message).toBe(businessNumberMessages.length);
  });

  it('the optional field takes empty or null as none and still checks a typed number', () => {
    expect(optionalBusinessNumber().parse('')).toBe('');
    expect(optionalBusinessNumber().parse(null)).toBe('');
    expect(optionalBusinessNumber().parse(' 124 81 00998 ')).toBe('124-81-00998');
    expect(optionalBusinessNumber().safeParse('124-81-00999').error?.issues[0]?.message).toBe(
      businessNumberMessages.checkDigit,
    );
  });

  it('a value saved before the check (123-45-67890 fails it) passes while unchanged, and only then', () => {
    expect(optionalBusinessNumber('123-45-67890').parse('123-45-67890')).toBe('123-45-67890');
    expect(checkBusinessNumberField('123-45-67890 ', '123-45-67890')).toEqual({ ok: true, value: '123-45-67890' });
    expect(checkBusinessNumberField('123-45-67892', '123-45-67890')).toEqual({
      ok: false,
      message: businessNumberMessages.checkDigit,
    });
  });
});
