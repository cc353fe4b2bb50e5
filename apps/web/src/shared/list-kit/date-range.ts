import { isRealDate, type Period } from '@scm/contract';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../format';

/** The first day of a period that ends on `end` (today): 1주 … 1년, and 올해 from January 1st. */
export const periodStart = (period: Period, end: Dayjs): Dayjs => {
  switch (period) {
    case 'WEEK':
      return end.subtract(1, 'week');
    case 'MONTH':
      return end.subtract(1, 'month');
    case 'HALF_YEAR':
      return end.subtract(6, 'month');
    case 'YEAR':
      return end.subtract(1, 'year');
    case 'THIS_YEAR':
      return end.startOf('year');
  }
};

/**
 * The day a date picker holds, as the list query takes it (YYYY-MM-DD), or null while it is not yet a whole real
 * day: empty, invalid, or a year still being typed (the picker reads "202" as the year 0202, which the server
 * refuses).
 */
export const typedDay = (value: Dayjs | null | undefined): string | null => {
  if (!value?.isValid()) return null;
  const day = value.format(DATE_FORMAT);
  return isRealDate(day) ? day : null;
};
