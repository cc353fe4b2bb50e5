import { z } from 'zod';
import { MSG } from './messages.js';
import { hasNoNul } from './validation.js';

/**
 * 사업자등록번호: ten digits written 123-45-67890; the last is a check digit (국세청): the first nine are weighted
 * 1,3,7,1,3,7,1,3,5, the ninth digit's ×5 adds its tens digit once more, and the check digit brings the sum to a
 * multiple of ten.
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export const businessNumberMessages = {
  length: '사업자등록번호 10자리를 입력해주세요.',
  checkDigit: '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해주세요.',
} as const;

/** The ten digits of a typed number: '123-45-67890', '1234567890' and '123 45 67890' all give '1234567890'. */
export const businessNumberDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The check digit the first nine digits call for. */
export function businessNumberCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nineDigits[i]) * WEIGHTS[i]!;
  sum += Math.floor((Number(nineDigits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** Why a typed number is not a 사업자등록번호, or null when it is one. */
export function businessNumberProblem(value: string): string | null {
  const digits = businessNumberDigits(value);
  if (!/^\d{10}$/.test(digits)) return businessNumberMessages.length;
  if (businessNumberCheckDigit(digits) !== Number(digits[9])) return businessNumberMessages.checkDigit;
  return null;
}

export const isBusinessNumber = (value: string) => businessNumberProblem(value) === null;

/** '1234567890' → '123-45-67890'; anything that is not ten digits comes back as typed (trimmed). */
export function formatBusinessNumber(value: string): string {
  const digits = businessNumberDigits(value);
  if (!/^\d{10}$/.test(digits)) return value.trim();
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * The value to store for a 사업자등록번호 field, or the message to show at it. Empty means none. A value saved
 * before the check existed (`kept`) passes as it is while it is not changed, so an old record stays editable.
 */
export function checkBusinessNumberField(
  value: string,
  kept?: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const typed = value.trim();
  if (typed === '') return { ok: true, value: '' };
  if (kept !== undefined && typed === kept.trim()) return { ok: true, value: kept };
  const problem = businessNumberProblem(typed);
  return problem ? { ok: false, message: problem } : { ok: true, value: formatBusinessNumber(typed) };
}

const text = z
  .string({ error: businessNumberMessages.length })
  .refine(hasNoNul, MSG.forbiddenCharacter)
  .transform((v) => v.trim());

/** A required 사업자등록번호, stored as '123-45-67890'. */
export const businessNumber = () =>
  text
    .superRefine((v, ctx) => {
      const problem = businessNumberProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(formatBusinessNumber);

/**
 * An optional 사업자등록번호 ('' or null for none). With `kept` (the stored value), that value passes unchanged
 * even if it was saved before the check; any other non-empty value must be a real number.
 */
export const optionalBusinessNumber = (kept?: string) =>
  text
    .nullish()
    .transform((v) => v ?? '')
    .transform((v, ctx) => {
      const checked = checkBusinessNumberField(v, kept);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });
