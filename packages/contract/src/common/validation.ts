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
