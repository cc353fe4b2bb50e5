import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
const NOTIFICATION_TIME_FORMAT = 'YYYY년 MM월 DD일 HH시 mm분';

type DateInput = string | number | Date | Dayjs | null | undefined;

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** 1234567.5 → '1,234,567.5'; empty for missing values so tables show a blank cell rather than 'NaN'. */
export const formatNumber = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? numberFormat.format(n) : '';
};

const formatWith = (value: DateInput, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
};

export const formatDate = (value: DateInput): string => formatWith(value, DATE_FORMAT);
export const formatDateTime = (value: DateInput): string => formatWith(value, DATETIME_FORMAT);
export const formatNotificationTime = (value: DateInput): string => formatWith(value, NOTIFICATION_TIME_FORMAT);

export const today = (): string => dayjs().format(DATE_FORMAT);
