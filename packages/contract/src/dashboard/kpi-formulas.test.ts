import { describe, expect, it } from 'vitest';
import { achievementRate, averageOf, compareToPreviousMonth, improvementRate, ratioOrNull } from './kpi-formulas.js';
import { addMonths, monthsBetween } from './months.js';

describe('improvement = (expected − current) / current × 100', () => {
  it('on fixed data, higher is better', () => {
    expect(improvementRate(100, 150)).toBe(50);
    expect(improvementRate(100, 80)).toBe(-20);
    expect(improvementRate(3, 4)).toBe(33.3);
  });
  it('a lower-is-better indicator reports the reduction as positive', () => {
    expect(improvementRate(5, 2, 'lower')).toBe(60);
    expect(improvementRate(5, 6, 'lower')).toBe(-20);
  });
  it('a zero or missing baseline is null, never Infinity or NaN', () => {
    expect(improvementRate(0, 10)).toBeNull();
    expect(improvementRate(0, 0)).toBeNull();
    expect(improvementRate(null, 10)).toBeNull();
    expect(improvementRate(10, null)).toBeNull();
  });
  it('never answers -0', () => {
    expect(Object.is(improvementRate(5, 5, 'lower'), 0)).toBe(true);
  });
});

describe('achievement = (expected − current) / (target − current) × 100', () => {
  it('on fixed data', () => {
    expect(achievementRate(100, 150, 200)).toBe(50);
    expect(achievementRate(5, 2, 1)).toBe(75);
    expect(achievementRate(100, 250, 200)).toBe(150);
  });
  it('a target equal to the baseline is infinite: 100 for the defect rate, null otherwise', () => {
    expect(achievementRate(5, 2, 5, { infiniteAs100: true })).toBe(100);
    expect(achievementRate(5, 2, 5)).toBeNull();
  });
  it('0 / 0 is null even for the defect rate', () => {
    expect(achievementRate(5, 5, 5, { infiniteAs100: true })).toBeNull();
  });
  it('no target or no data is null', () => {
    expect(achievementRate(100, 150, null)).toBeNull();
    expect(achievementRate(null, 150, 200)).toBeNull();
  });
});

describe('month against month, averages and ratios', () => {
  it('compares with last month; nothing last month is null', () => {
    expect(compareToPreviousMonth(1, 3)).toBe(-66.7);
    expect(compareToPreviousMonth(5, 0)).toBeNull();
    expect(compareToPreviousMonth(0, 0)).toBeNull();
  });
  it('averages the months that have a value', () => {
    expect(averageOf([null, 100, 200])).toBe(150);
    expect(averageOf([null, null])).toBeNull();
    expect(averageOf([])).toBeNull();
  });
  it('divides only by a non-zero whole', () => {
    expect(ratioOrNull(1, 4)).toBe(0.25);
    expect(ratioOrNull(1, 0)).toBeNull();
  });
  it('walks months across the year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-12', '2026-11')).toEqual([]);
  });
});
