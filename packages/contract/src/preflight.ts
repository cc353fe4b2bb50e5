import { z } from 'zod';
import { API_FILE } from './file.js';

/** GET: a stored file's preflight checklist; POST `/accept`: staff accept one warning of it. */
export const preflightUrl = (fileId: number) => `${API_FILE}/${fileId}/preflight`;

export const PREFLIGHT_STATUSES = ['ok', 'warning', 'error', 'unknown'] as const;
export type PreflightStatusValue = (typeof PREFLIGHT_STATUSES)[number];

export const PREFLIGHT_CODES = [
  'type',
  'damaged',
  'encrypted',
  'pages',
  'size',
  'bleed',
  'fonts',
  'resolution',
  'color',
  'transparency',
  'limit',
] as const;

export const PreflightCheckSchema = z.object({
  code: z.enum(PREFLIGHT_CODES),
  status: z.enum(PREFLIGHT_STATUSES),
  title: z.string(),
  detail: z.string(),
  /** A warning staff accepted: who and when. */
  accepted: z.object({ name: z.string(), at: z.string() }).nullable(),
});
export type PreflightCheckView = z.infer<typeof PreflightCheckSchema>;

export const FilePreflightSchema = z.object({
  fileId: z.number().int(),
  /** The worst check not accepted. */
  status: z.enum(PREFLIGHT_STATUSES),
  checks: z.array(PreflightCheckSchema),
  /** What the file was checked against: 주문 사이즈 in mm and pages, when known. */
  expectations: z.object({
    trimWidthMm: z.number().nullable(),
    trimHeightMm: z.number().nullable(),
    pages: z.number().int().nullable(),
  }),
  ranAt: z.string(),
  durationMs: z.number().int(),
});
export type FilePreflight = z.infer<typeof FilePreflightSchema>;

const PAGES_MAX = 9999;

/**
 * For a draft not yet attached to an order, the form's own 완성 사이즈 and pages (an attached file is checked
 * against its order's, and these are ignored).
 */
export const PreflightQuerySchema = z.object({
  finishedSize: z.string().trim().max(32, '완성 사이즈는 32자 이내로 입력해주세요.').optional(),
  pages: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, `페이지 수는 1~${PAGES_MAX} 사이의 숫자로 입력해주세요.`)
    .transform(Number)
    .refine((n) => n >= 1, `페이지 수는 1~${PAGES_MAX} 사이의 숫자로 입력해주세요.`)
    .optional(),
});

export const PreflightAcceptSchema = z.strictObject(
  {
    code: z.enum(PREFLIGHT_CODES, { error: '확인할 경고를 골라주세요.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? '이 요청에 없는 항목입니다.' : undefined) },
);

/** Standard sheet sizes a finished size may name (mm, portrait); Korean B is JIS B. */
const NAMED_SIZES: Record<string, [number, number]> = {
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
  B1: [728, 1030],
  B2: [515, 728],
  B3: [364, 515],
  B4: [257, 364],
  B5: [182, 257],
  B6: [128, 182],
  국배판: [210, 297],
  국판: [148, 210],
  신국판: [152, 225],
  '4x6배판': [188, 257],
  '4×6배판': [188, 257],
  '46배판': [188, 257],
  명함: [90, 50],
};

/** 완성 사이즈 as millimetres: 'A4', 'B5', '90x50', '210*297mm', '90 × 50'; null when it names no size. */
export function finishedSizeMm(text: string | null | undefined): { width: number; height: number } | null {
  const value = (text ?? '').trim().replace(/\s+/g, '');
  if (!value) return null;
  const named = NAMED_SIZES[value.toUpperCase()] ?? NAMED_SIZES[value];
  if (named) return { width: named[0], height: named[1] };
  const m = /^(\d{1,4}(?:\.\d)?)(?:mm)?[x×*X](\d{1,4}(?:\.\d)?)(?:mm)?$/.exec(value);
  if (!m) return null;
  const [width, height] = [Number(m[1]), Number(m[2])];
  return width > 0 && height > 0 ? { width, height } : null;
}

export const preflightMessages = {
  fileNotFound: '파일을 찾을 수 없습니다.',
  notAWarning: '경고인 항목만 확인할 수 있습니다.',
  notChecked: '아직 검사하지 않은 파일입니다.',
} as const;
