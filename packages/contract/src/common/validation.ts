import { z } from 'zod';
import { MSG } from './messages.js';

/** PostgreSQL text cannot hold NUL ('\u0000'): a string carrying one is refused before it reaches the database. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** Any text PostgreSQL can store; every free-text request field starts here rather than at a bare z.string(). */
export const plainText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, MSG.forbiddenCharacter);

/** Required trimmed text with a maximum length and the spec's messages. */
export const requiredText = (max: number, requiredMessage: string = MSG.required, maxMessage: string = MSG.max(max)) =>
  plainText({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxMessage);

/** Optional text: empty string and null both mean "no value" and are stored as ''. */
export const optionalText = (max: number, maxMessage: string = MSG.max(max)) =>
  plainText()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((v) => v ?? '');

/** Years a business date can sensibly have; also keeps year 0000 (which PostgreSQL refuses) out. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;

/** 'YYYY-MM-DD' naming a real calendar day between 1900 and 2999 ('2026-02-30' and '0000-01-01' are not). */
export const isRealDate = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** A date field: a real calendar day as 'YYYY-MM-DD'. */
export const isoDate = z.string({ error: MSG.required }).refine(isRealDate, MSG.invalidDate);

/** A required date field: empty is '필수 입력 항목입니다.', anything but a real day the date-format message. */
export const requiredDate = z.string({ error: MSG.required }).min(1, MSG.required).refine(isRealDate, MSG.invalidDate);

/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;

/** A record id in a JSON body: a positive whole number within the id columns' range; one message for any miss. */
export const recordId = (message: string = MSG.invalidId) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * A record id typed into a URL or query string: digits only, no sign, no leading zero, no spaces or decimals
 * ('1.0' and ' 1' do not name record 1), within the integer range of the id columns.
 */
export const idText = (message: string = MSG.invalidId) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= MAX_ID, message);

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
