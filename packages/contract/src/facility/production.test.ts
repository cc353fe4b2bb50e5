import { describe, expect, it } from 'vitest';
import { countingWindow, oee, ratedPerHour } from './production';

const now = new Date('2026-11-23T03:00:00Z');

describe('countingWindow', () => {
  it('is null before the turn started', () => {
    expect(countingWindow(null, null, now)).toBeNull();
  });
  it('runs to now while the turn is open', () => {
    expect(countingWindow('2026-11-23T01:00:00Z', null, now)).toEqual({
      from: new Date('2026-11-23T01:00:00Z'),
      to: now,
    });
  });
  it('ends at the finish once finished, whatever now is', () => {
    const w = countingWindow(new Date('2026-11-23T01:00:00Z'), '2026-11-23T02:00:00Z', now);
    expect(w?.to.toISOString()).toBe('2026-11-23T02:00:00.000Z');
  });
  it('counts nothing for an empty or reversed window', () => {
    expect(countingWindow('2026-11-23T02:00:00Z', '2026-11-23T02:00:00Z', now)).toBeNull();
    expect(countingWindow('2026-11-23T04:00:00Z', null, now)).toBeNull();
  });
});

describe('oee', () => {
  const base = { plannedMinutes: 120, runMinutes: 90, produced: 1200, maxPerHour: 1000, inspected: 100, defects: 5 };

  it('multiplies availability, performance and quality', () => {
    const r = oee(base);
    expect(r.availability).toBeCloseTo(0.75);
    expect(r.performance).toBeCloseTo(1200 / 1500);
    expect(r.quality).toBeCloseTo(0.95);
    expect(r.oee).toBeCloseTo(0.75 * 0.8 * 0.95);
  });
  it('gives null, never NaN, for each factor without a base', () => {
    expect(oee({ ...base, plannedMinutes: 0 })).toMatchObject({ availability: null, oee: null });
    expect(oee({ ...base, runMinutes: 0 })).toMatchObject({ availability: 0, performance: null, oee: null });
    expect(oee({ ...base, maxPerHour: 0 })).toMatchObject({ performance: null, oee: null });
    expect(oee({ ...base, inspected: 0, defects: 0 })).toMatchObject({ quality: null, oee: null });
    const all = oee({ plannedMinutes: 0, runMinutes: 0, produced: 0, maxPerHour: 0, inspected: 0, defects: 0 });
    expect(Object.values(all).some((v) => Number.isNaN(v))).toBe(false);
  });
  it('clamps to 0–1 (over-counting, more defects than inspected)', () => {
    const r = oee({ ...base, runMinutes: 150, produced: 99_999, defects: 200 });
    expect(r).toMatchObject({ availability: 1, performance: 1, quality: 0, oee: 0 });
  });
  it('is zero, not null, when nothing was produced in a planned run', () => {
    expect(oee({ ...base, produced: 0 }).oee).toBe(0);
  });
});

describe('ratedPerHour', () => {
  it('is the live gauge top per minute × 60 (160 for the PRO press, 9,000 otherwise)', () => {
    expect(ratedPerHour('JYCOM_PRO_01')).toBe(9_600);
    expect(ratedPerHour('OFFSET_01')).toBe(540_000);
  });
});
