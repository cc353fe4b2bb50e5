import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodStart, typedDay } from './date-range';

describe('the date filter reads a typed date only once it is a whole day', () => {
  it('takes a complete real day', () => {
    expect(typedDay(dayjs('2026-11-27'))).toBe('2026-11-27');
    expect(typedDay(dayjs('2024-02-29'))).toBe('2024-02-29');
  });

  it('waits while the year is half typed (the picker reads 2, 20, 202 as years 0002, 0020, 0202)', () => {
    for (const year of [2, 20, 202]) expect(typedDay(dayjs('2026-11-27').year(year)), String(year)).toBeNull();
    expect(typedDay(dayjs('2026-11-27').year(3026))).toBeNull();
  });

  it('answers nothing for an empty or invalid picker value', () => {
    expect(typedDay(null)).toBeNull();
    expect(typedDay(undefined)).toBeNull();
    expect(typedDay(dayjs('not a date'))).toBeNull();
    expect(typedDay(dayjs(''))).toBeNull();
  });
});

describe('the period shortcuts end today', () => {
  const today = dayjs('2026-11-27');
  it('올해 starts on January 1st of this year', () => {
    expect(periodStart('THIS_YEAR', today).format('YYYY-MM-DD')).toBe('2026-01-01');
    expect(periodStart('THIS_YEAR', dayjs('2027-01-01')).format('YYYY-MM-DD')).toBe('2027-01-01');
  });
  it('the others go back by their length', () => {
    expect(periodStart('WEEK', today).format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(periodStart('YEAR', today).format('YYYY-MM-DD')).toBe('2025-11-27');
  });
});
