import { z } from 'zod';
import { MSG } from './messages.js';

/** Required trimmed text with a maximum length and the spec's messages. */
export const requiredText = (max: number, requiredMessage: string = MSG.required, maxMessage: string = MSG.max(max)) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxMessage);

/** Optional text: empty string and null both mean "no value" and are stored as ''. */
export const optionalText = (max: number, maxMessage: string = MSG.max(max)) =>
  z
    .string()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((v) => v ?? '');

export const isoDate = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidDate);
export const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, '색상 형식(#RRGGBB)이 올바르지 않습니다.');

/** An optional e-mail address (empty allowed), at most 255 characters. */
export const optionalEmail = () => optionalText(255).pipe(z.union([z.literal(''), z.email(MSG.invalidEmail)]));

export interface WholeNumberRule {
  min: number;
  max: number;
  minMessage?: string;
  maxMessage?: string;
  requiredMessage?: string;
}

/**
 * A whole number typed into a text field or sent as a JSON number: '1,200' and 1200 both read as 1200.
 * Empty → requiredMessage; letters → '숫자만 입력해주세요.'; fractions → '정수로 입력해주세요.'.
 */
export const wholeNumber = ({
  min,
  max,
  minMessage = MSG.atLeast(min),
  maxMessage = MSG.atMost(max),
  requiredMessage = MSG.required,
}: WholeNumberRule) =>
  z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim().replaceAll(',', '');
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (!/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: MSG.numbersOnly });
        return z.NEVER;
      }
      const n = Number(text);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: MSG.integer });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min, minMessage).max(max, maxMessage));
