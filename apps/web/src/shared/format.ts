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
// sv-SE formats as 'YYYY-MM-DD HH:mm:ss', which dayjs parses as a wall-clock time.
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as it reads on the shop's wall clock. */
export const toShopTime = (instant: Date | number): Dayjs => dayjs(wallClock.format(instant).replace(' ', 'T'));
/** Now on the shop's wall clock. Use it instead of dayjs() for "today", default ranges and the current month. */
export const shopNow = (): Dayjs => toShopTime(Date.now());

type DateInput = string | number | Date | Dayjs | null | undefined;

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** 1234567.5 → '1,234,567.5'; empty for missing values so tables show a blank cell rather than 'NaN'. */
export const formatNumber = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? numberFormat.format(n) : '';
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
