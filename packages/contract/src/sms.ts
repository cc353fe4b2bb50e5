import { z } from 'zod';
import { withCommas } from './common/messages.js';
import { ListQuerySchema } from './common/paging.js';
import { withParticle } from './common/particles.js';
import {
  KS_X_1001_HANJA_BITMAP,
  KS_X_1001_HANJA_COMPAT_RANGES,
  KS_X_1001_HANJA_FIRST,
  KS_X_1001_SYMBOL_RANGES,
} from './sms-charset.js';

export const API_SMS = '/api/sms';
export const API_SMS_OUTBOX = '/api/sms/outbox';

/**
 * Text messages as Korean carriers count them (DESIGN §1): in CP949 (EUC-KR with the UHC extension), ASCII is one
 * byte and every other character two. Up to 90 bytes a message goes as SMS, up to 2,000 as LMS (장문); longer is
 * refused. A character CP949 cannot carry (emoji, most accented letters, Hanja outside KS X 1001) would reach the
 * phone as '?', so it is refused with its name.
 *
 * What CP949 carries, without a 17,000-entry table: ASCII; all 11,172 Hangul syllables (UHC); the KS X 1001 symbol
 * rows (jamo, punctuation, Greek, Cyrillic, kana, box drawing, circled numbers … as ranges, `sms-charset.ts`); and
 * its 4,888 Hanja (a bitmap over U+4E00–U+9F9C plus the compatibility block U+F900–U+FA0B). The tables were
 * generated from the WHATWG euc-kr decoder, and `sms.test.ts` checks every code point against it.
 */
export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;

export const SMS_TEMPLATE_TYPES = ['DEPOSIT_COMPLETE', 'ORDER_COMPLETE'] as const;
export type SmsTemplateType = (typeof SMS_TEMPLATE_TYPES)[number];
/** Index 0 payment completed, index 1 order work completed (spec 002 §2.4). */
export const SMS_TEMPLATE_LABELS: Record<SmsTemplateType, string> = {
  DEPOSIT_COMPLETE: '입금 완료',
  ORDER_COMPLETE: '작업 완료',
};

export const SMS_PLACEHOLDERS = ['customer', 'productName', 'price'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];
export const SMS_PLACEHOLDER_LABELS: Record<SmsPlaceholder, string> = {
  customer: '고객명',
  productName: '상품명',
  price: '청구 금액',
};
/** Which placeholders each template offers: the requested amount only on the payment template. */
export const SMS_TEMPLATE_PLACEHOLDERS: Record<SmsTemplateType, readonly SmsPlaceholder[]> = {
  DEPOSIT_COMPLETE: ['customer', 'productName', 'price'],
  ORDER_COMPLETE: ['customer', 'productName'],
};
export const placeholderToken = (p: SmsPlaceholder) => `{${p}}`;

/** What a fresh install holds: both templates off with a sensible text. */
export const DEFAULT_SMS_TEMPLATES: Record<SmsTemplateType, string> = {
  DEPOSIT_COMPLETE: '[인쇄 SCM] {customer}님, {productName} 주문의 입금 {price}원이 확인되었습니다. 감사합니다.',
  ORDER_COMPLETE: '[인쇄 SCM] {customer}님, {productName} 주문의 작업이 완료되었습니다. 감사합니다.',
};

function inRanges(code: number, ranges: readonly (readonly [number, number])[]) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = ranges[mid]!;
    if (code < first) hi = mid - 1;
    else if (code > last) lo = mid + 1;
    else return true;
  }
  return false;
}

let hanjaBits: Uint8Array | undefined;
function isKsHanja(code: number) {
  if (inRanges(code, KS_X_1001_HANJA_COMPAT_RANGES)) return true;
  const offset = code - KS_X_1001_HANJA_FIRST;
  if (offset < 0) return false;
  hanjaBits ??= Uint8Array.from(atob(KS_X_1001_HANJA_BITMAP), (c) => c.charCodeAt(0));
  const byte = hanjaBits[offset >> 3];
  return byte !== undefined && (byte & (1 << (offset & 7))) !== 0;
}

/** Whether CP949 carries the character (one code point). Tab, line feed and carriage return count as ASCII. */
export function isSmsCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xac00 && code <= 0xd7a3) return true;
  return inRanges(code, KS_X_1001_SYMBOL_RANGES) || isKsHanja(code);
}

/** Bytes on a Korean phone: ASCII 1, every other character 2 (a refused character counts 2 as well). */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

/** The distinct characters CP949 cannot carry, in order of appearance (e.g. ['😀']). */
export function unsupportedSmsCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!isSmsCharacter(char)) found.add(char);
  return [...found];
}

export type SmsKind = 'SMS' | 'LMS';
export const SMS_KINDS = ['SMS', 'LMS'] as const;
/** SMS up to 90 bytes, LMS up to 2,000, null when too long for either. */
export const smsKindOf = (bytes: number): SmsKind | null =>
  bytes <= SMS_MAX_BYTES ? 'SMS' : bytes <= LMS_MAX_BYTES ? 'LMS' : null;

export interface SmsValues {
  customer: string;
  productName: string;
  /** Whole won; shown with thousands separators. Left out where the template has no {price}. */
  price?: number;
}

/** The template with its placeholders filled; a placeholder the template does not offer stays as typed. */
export function expandSmsTemplate(type: SmsTemplateType, content: string, values: SmsValues): string {
  const offered = SMS_TEMPLATE_PLACEHOLDERS[type];
  return content.replace(/\{(customer|productName|price)\}/g, (token, name: SmsPlaceholder) => {
    if (!offered.includes(name)) return token;
    switch (name) {
      case 'customer':
        return values.customer;
      case 'productName':
        return values.productName;
      case 'price':
        return values.price === undefined ? '' : values.price.toLocaleString('ko-KR');
    }
  });
}

/** The `{word}` tokens of a text that the template's event does not offer (e.g. `{price}` on ORDER_COMPLETE). */
export function unofferedPlaceholders(type: SmsTemplateType, content: string): string[] {
  const offered = SMS_TEMPLATE_PLACEHOLDERS[type].map(placeholderToken);
  return [...new Set(content.match(/\{[A-Za-z_][A-Za-z0-9_]*\}/g) ?? [])].filter((t) => !offered.includes(t));
}

/** '{customer} 고객명, {productName} 상품명': what a template may use, for messages and the settings screen. */
export const offeredPlaceholdersText = (type: SmsTemplateType) =>
  SMS_TEMPLATE_PLACEHOLDERS[type].map((p) => `${placeholderToken(p)} ${SMS_PLACEHOLDER_LABELS[p]}`).join(', ');

export const smsMessages = {
  saved: 'SMS 내용이 저장되었습니다.',
  saveConfirm: 'SMS 내용을 저장하시겠습니까?',
  contentRequired: '메시지 내용을 입력해주세요.',
  unsupported: (chars: readonly string[]) => `보낼 수 없는 문자가 있습니다: ${chars.join(' ')}`,
  tooLong: (bytes: number) =>
    `${withCommas(LMS_MAX_BYTES)}바이트를 넘어 보낼 수 없습니다. (현재 ${withCommas(bytes)}바이트)`,
  lmsNotice: `${SMS_MAX_BYTES}바이트를 넘어 LMS(장문)로 발송됩니다. 최대 ${withCommas(LMS_MAX_BYTES)}바이트`,
  bothTemplates: '입금 완료와 작업 완료 문구를 한 번씩 보내주세요.',
  unofferedPlaceholders: (type: SmsTemplateType, tokens: readonly string[]) =>
    `${SMS_TEMPLATE_LABELS[type]} 문구에서는 ${withParticle(tokens.join(' '), '을')} 쓸 수 없습니다. 쓸 수 있는 것: ${offeredPlaceholdersText(type)}`,
  outboxNotFound: '발송 내역을 찾을 수 없습니다.',
  resent: '재발송 대기열에 넣었습니다.',
  resendConfirm: '이 메시지를 다시 보내시겠습니까?',
  notResendable: '실패했거나 발송 설정이 없어 보내지 못한 메시지만 재발송할 수 있습니다.',
};

/** Message content as stored: required, only CP949 characters, at most 2,000 bytes. */
export const SmsContentSchema = z
  .string({ error: smsMessages.contentRequired })
  .trim()
  .min(1, smsMessages.contentRequired)
  .superRefine((text, ctx) => {
    const bad = unsupportedSmsCharacters(text);
    if (bad.length > 0) ctx.addIssue({ code: 'custom', message: smsMessages.unsupported(bad) });
    const bytes = smsBytes(text);
    if (bytes > LMS_MAX_BYTES) ctx.addIssue({ code: 'custom', message: smsMessages.tooLong(bytes) });
  });

export const SmsTemplateSchema = z.object({
  type: z.enum(SMS_TEMPLATE_TYPES),
  enabled: z.boolean(),
  content: z.string(),
});
export type SmsTemplate = z.infer<typeof SmsTemplateSchema>;

export const SmsTemplateInputSchema = z
  .strictObject({
    type: z.enum(SMS_TEMPLATE_TYPES, { error: '문구 종류를 목록에서 선택해주세요.' }),
    enabled: z.boolean({ error: '사용 여부를 선택해주세요.' }),
    content: SmsContentSchema,
  })
  .superRefine((t, ctx) => {
    // A placeholder the event does not offer would reach the phone as typed ("{price}"): refused at the field.
    const tokens = unofferedPlaceholders(t.type, t.content);
    if (tokens.length > 0)
      ctx.addIssue({ code: 'custom', path: ['content'], message: smsMessages.unofferedPlaceholders(t.type, tokens) });
  });
export type SmsTemplateInput = z.input<typeof SmsTemplateInputSchema>;

/** GET answers both templates, index 0 DEPOSIT_COMPLETE then ORDER_COMPLETE; PUT saves both at once. */
export const SmsTemplatesSchema = z.array(SmsTemplateSchema);
export const SmsTemplatesUpdateSchema = z.strictObject({
  templates: z
    .array(SmsTemplateInputSchema)
    .length(2, smsMessages.bothTemplates)
    .refine((list) => SMS_TEMPLATE_TYPES.every((t) => list.some((x) => x.type === t)), smsMessages.bothTemplates),
});
export type SmsTemplatesUpdate = z.output<typeof SmsTemplatesUpdateSchema>;

/** REJECTED: the text could not be queued (no mobile number, characters a phone cannot show…); never sent. */
export const SMS_OUTBOX_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'NOT_CONFIGURED', 'REJECTED'] as const;
export type SmsOutboxStatus = (typeof SMS_OUTBOX_STATUSES)[number];
export const SMS_OUTBOX_STATUS_LABELS: Record<SmsOutboxStatus, string> = {
  QUEUED: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
  NOT_CONFIGURED: '발송 설정 없음',
  REJECTED: '발송 불가',
};
export const SMS_OUTBOX_STATUS_COLORS: Record<
  SmsOutboxStatus,
  'default' | 'primary' | 'success' | 'error' | 'warning'
> = { QUEUED: 'primary', SENT: 'success', FAILED: 'error', NOT_CONFIGURED: 'warning', REJECTED: 'default' };

/** Why a text was not queued, as the outbox row of a REJECTED text says it. */
export const smsRejectReasons = {
  noMobile: '휴대전화 번호 없음',
  unsupported: (chars: readonly string[]) => `보낼 수 없는 문자: ${chars.join(' ')}`,
  tooLong: (bytes: number) => `${withCommas(LMS_MAX_BYTES)}바이트 초과 (${withCommas(bytes)}바이트)`,
  placeholders: (tokens: readonly string[]) => `이 문구에서 쓸 수 없는 치환 문자: ${tokens.join(' ')}`,
} as const;

/**
 * A Korean mobile number (digits only): 010, or the old 011/016/017/018/019 prefixes, then 7 or 8 digits.
 * Landlines (02, 031…), 070 internet phones and 1588-style numbers never get a text.
 */
export const KOREAN_MOBILE = /^01[016789]\d{7,8}$/;
/** The number as digits, with dashes, spaces, dots and brackets dropped (and +82 read as 0). */
export const phoneDigits = (phone: string) => phone.replace(/[-\s.()]/g, '').replace(/^\+?82(?=1)/, '0');
export const isKoreanMobile = (phone: string) => KOREAN_MOBILE.test(phoneDigits(phone));
/** The first of the numbers (in order of preference) that is a mobile, as digits; null when none is. */
export const firstMobile = (phones: readonly string[]) =>
  phones.map(phoneDigits).find((p) => KOREAN_MOBILE.test(p)) ?? null;
export const isResendable = (status: SmsOutboxStatus) => status === 'FAILED' || status === 'NOT_CONFIGURED';

export const SmsOutboxSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  text: z.string(),
  bytes: z.number().int(),
  kind: z.enum(SMS_KINDS),
  status: z.enum(SMS_OUTBOX_STATUSES),
  providerAnswer: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  template: z.enum(SMS_TEMPLATE_TYPES).nullable(),
  referenceType: z.string().nullable(),
  referenceId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsOutbox = z.infer<typeof SmsOutboxSchema>;

export const SMS_OUTBOX_SEARCH_FILTERS = { all: '전체', recipient: '수신번호', text: '내용' } as const;
export const SMS_OUTBOX_DATE_FILTERS = { createdAt: '등록일' } as const;
export const SMS_OUTBOX_SORT_FIELDS = ['id', 'createdAt', 'sentAt', 'status', 'recipient', 'attempts'] as const;

export const SmsOutboxListQuerySchema = ListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(SMS_OUTBOX_STATUSES)], { error: '발송 상태를 목록에서 선택해주세요.' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type SmsOutboxListQuery = z.infer<typeof SmsOutboxListQuerySchema>;
