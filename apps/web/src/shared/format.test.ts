import dayjs from 'dayjs';
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

  it('agrees with the Asia/Seoul zone across a year of instants, in any browser zone', () => {
    // As Intl's wall-clock string parsed by dayjs: a local time (a browser in a DST zone moves a skipped hour alike).
    const wallClock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2026, 0, 1, 0, 0, 0, 250); t < Date.UTC(2027, 0, 1); t += 3_599_999) {
      const expected = dayjs(wallClock.format(t).replace(' ', 'T')).valueOf();
      expect(toShopTime(t).valueOf()).toBe(expected);
      expect(toShopTime(new Date(t)).valueOf()).toBe(expected);
    }
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

  it('writes what ko-KR Intl writes, with at most two decimals', () => {
    const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      12345.678,
      0.005,
      1.005,
      2.675,
      0.1 + 0.2,
      99999999.999,
      -1234.5,
      -0.4,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push((seed / 2147483647 - 0.3) * 10 ** (i % 13), Math.round(seed / 1000) / 100);
    }
    // Intl writes '-0' for a negative that rounds to nothing; the table shows '0' (below).
    for (const v of values) expect(formatNumber(v), String(v)).toBe(intl.format(v).replace(/^-0$/, '0'));
    expect(formatNumber(1.5e21)).toBe(intl.format(1.5e21));
  });

  it('shows a negative that rounds to nothing as 0', () => {
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });
});
