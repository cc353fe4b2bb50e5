import { groupDigits } from '@scm/contract';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';

// Month and weekday names in Korean wherever dates are formatted. Set here, not in main.tsx, so dayjs loads with the
// first screen that shows a date rather than with /login.
dayjs.locale('ko');

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
const NOTIFICATION_TIME_FORMAT = 'YYYY년 MM월 DD일 HH시 mm분';

/** The shop's calendar. The server decides "today" in the same zone, so both sides agree whatever the browser's zone. */
export const SHOP_TIME_ZONE = 'Asia/Seoul';
/**
 * Korea has kept UTC+9 without daylight saving since 1988, so the shop's wall clock is the instant moved by nine
 * hours. Worked out by hand rather than by Intl.DateTimeFormat: the page's first Intl formatter costs 30–80 ms of
 * main-thread time (ICU loads its data), and every screen reads the clock while it first renders.
 */
const SHOP_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant as it reads on the shop's wall clock. */
export const toShopTime = (instant: Date | number): Dayjs => {
  const ms = Number(instant);
  const wall = new Date(ms - (ms % 1000) + SHOP_OFFSET_MS);
  return dayjs(
    new Date(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    ),
  );
};
/** Now on the shop's wall clock. Use it instead of dayjs() for "today", default ranges and the current month. */
export const shopNow = (): Dayjs => toShopTime(Date.now());

type DateInput = string | number | Date | Dayjs | null | undefined;

/** For numbers too large for toFixed's plain digits (≥ 1e21), made only when one is shown. */
let hugeNumberFormat: Intl.NumberFormat | undefined;

/**
 * |n| with at most two decimals, rounded half away from zero on its shortest decimal form (1.005 → '1.01'), as
 * ICU does. For |n| < 1e21, where String() writes plain digits, or an exponent only below 1e-6 (which rounds to 0).
 */
const twoDecimals = (abs: number): string => {
  const plain = String(abs);
  if (plain.includes('e')) return '0';
  const [whole = '0', fraction = ''] = plain.split('.');
  if (fraction.length <= 2) return fraction ? `${whole}.${fraction}` : whole;
  const hundredths = BigInt(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`.replace(/\.?0+$/, '');
};

/**
 * 1234567.5 → '1,234,567.5' (at most two decimals, as ko-KR's Intl format writes them); empty for missing values so
 * tables show a blank cell rather than 'NaN'. By hand, not Intl: see SHOP_OFFSET_MS.
 */
export const formatNumber = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  if (Math.abs(n) >= 1e21) {
    hugeNumberFormat ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });
    return hugeNumberFormat.format(n);
  }
  const digits = twoDecimals(Math.abs(n));
  return n < 0 && digits !== '0' ? `-${groupDigits(digits)}` : groupDigits(digits);
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ('YYYY-MM-DD') is shown as is; an instant (ISO timestamp) on the shop's wall clock. */
const formatWith = (value: DateInput, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) return dayjs(value).format(pattern);
  const d = dayjs(value);
  return d.isValid() ? toShopTime(d.valueOf()).format(pattern) : '';
};

export const formatDate = (value: DateInput): string => formatWith(value, DATE_FORMAT);
export const formatDateTime = (value: DateInput): string => formatWith(value, DATETIME_FORMAT);
export const formatNotificationTime = (value: DateInput): string => formatWith(value, NOTIFICATION_TIME_FORMAT);

export const today = (): string => shopNow().format(DATE_FORMAT);
