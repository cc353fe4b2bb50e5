/**
 * The dashboard's rates (spec 000 §9), with the spec's words mapped to a shop's:
 *   the formula's "current"  = the baseline, the average of the indicator over the manager's base period;
 *   the formula's "expected" = this month's value (what the shop achieves now);
 *   the formula's "target"   = the value the manager set.
 *   improvement = (expected − current) / current × 100, achievement = (expected − current) / (target − current) × 100.
 * An indicator where lower is better (defect rate, inventory cost, lead time) reports its improvement as a reduction,
 * so a positive rate always means "better"; achievement needs no flip (target and month move the same way).
 * A division by zero answers null (shown '–'), never NaN or Infinity; the defect rate's infinite achievement is 100.
 */
export type KpiDirection = 'higher' | 'lower';

/** One decimal place, and no -0. */
export const roundRate = (value: number) => {
  const r = Math.round(value * 10) / 10;
  return r === 0 ? 0 : r;
};

const finiteOrNull = (value: number) => (Number.isFinite(value) ? roundRate(value) : null);

export function improvementRate(
  baseline: number | null,
  monthValue: number | null,
  direction: KpiDirection = 'higher',
): number | null {
  if (baseline === null || monthValue === null || baseline === 0) return null;
  const rate = ((monthValue - baseline) / baseline) * 100;
  return finiteOrNull(direction === 'lower' ? -rate : rate);
}

export function achievementRate(
  baseline: number | null,
  monthValue: number | null,
  target: number | null,
  opts: { infiniteAs100?: boolean } = {},
): number | null {
  if (baseline === null || monthValue === null || target === null) return null;
  const gained = monthValue - baseline;
  const wanted = target - baseline;
  if (wanted === 0) return gained !== 0 && opts.infiniteAs100 ? 100 : null;
  return finiteOrNull((gained / wanted) * 100);
}

/** This month against last month, in percent; null when last month had none. */
export function compareToPreviousMonth(thisMonth: number, beforeMonth: number): number | null {
  if (beforeMonth === 0) return null;
  return finiteOrNull(((thisMonth - beforeMonth) / beforeMonth) * 100);
}

/** The mean of the months that have a value; null when none has. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (!known.length) return null;
  return known.reduce((a, b) => a + b, 0) / known.length;
}

/** part / whole, null when whole is 0. */
export const ratioOrNull = (part: number, whole: number) => (whole === 0 ? null : part / whole);
