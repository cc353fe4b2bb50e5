import { describe, expect, it } from 'vitest';
import { formatDuration, minutesSince } from './duration';

describe('formatDuration: how long a team has held a job, or a delivery took', () => {
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(formatDuration(2 * 1440 + 3 * 60 + 17)).toBe('2일 3시간');
    expect(formatDuration(1440)).toBe('1일');
    expect(formatDuration(3 * 60 + 5)).toBe('3시간 5분');
    expect(formatDuration(120)).toBe('2시간');
    expect(formatDuration(5)).toBe('5분');
  });
  it('says less than a minute for 0, and nothing for no value', () => {
    expect(formatDuration(0)).toBe('1분 미만');
    expect(formatDuration(-3)).toBe('1분 미만');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
  });
});

describe('minutesSince', () => {
  it('counts whole minutes up to now, never below zero', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(minutesSince('2026-11-20T08:59:30Z', now)).toBe(3060);
    expect(minutesSince('2026-11-22T12:05:00Z', now)).toBe(0);
  });
});
