import { describe, expect, it } from 'vitest';
import { formatMinutes, heldFor } from './held-time';

describe('held time', () => {
  it('reads in days and hours, hours and minutes, or minutes', () => {
    expect(formatMinutes(0)).toBe('1분 미만');
    expect(formatMinutes(15)).toBe('15분');
    expect(formatMinutes(120)).toBe('2시간');
    expect(formatMinutes(200)).toBe('3시간 20분');
    expect(formatMinutes(1440)).toBe('1일');
    expect(formatMinutes(3 * 1440 + 5 * 60 + 7)).toBe('3일 5시간');
  });

  it('counts from the moment the team received the job; nothing before work starts', () => {
    expect(heldFor('2026-11-22T01:00:00Z', Date.parse('2026-11-22T03:30:00Z'))).toBe('2시간 30분');
    expect(heldFor(null)).toBe('');
  });
});
