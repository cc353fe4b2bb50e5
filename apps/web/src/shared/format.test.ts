import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNotificationTime, formatNumber, toShopTime } from './format';

describe('shop calendar', () => {
  it('reads an instant on the Korean wall clock whatever the browser zone', () => {
    // 20:48 UTC on 21 Nov is 05:48 on 22 Nov in Seoul.
    const instant = Date.UTC(2026, 10, 21, 20, 48, 30);
    expect(toShopTime(instant).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 05:48:30');
    expect(formatDateTime('2026-11-21T20:48:30.000Z')).toBe('2026-11-22 05:48');
    expect(formatDate('2026-11-21T20:48:30.000Z')).toBe('2026-11-22');
    expect(formatNotificationTime('2026-11-21T20:48:30.000Z')).toBe('2026년 11월 22일 05시 48분');
  });

  it('shows a calendar date as it is', () => {
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatNumber', () => {
  it('adds thousands separators and leaves missing values blank', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('99999999')).toBe('99,999,999');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });
});
