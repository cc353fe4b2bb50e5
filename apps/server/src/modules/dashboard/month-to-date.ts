import { and, eq, inArray } from 'drizzle-orm';
import { kpiDayTotal, kpiMonthValue } from '../../db/schema/kpi';
import type { KpiIndicator } from '@scm/contract';
import type { ServiceContext } from '../../platform/service';
import { closedMonthValue, RATIO_TOTALS, type RatioIndicator, type Totals } from './kpi-values';
import { currentMonth, dayPeriod, daysBetween, monthPeriod } from './period';

/**
 * The maintained aggregates behind the KPIs. A closed day's or month's figures cannot change any more (short of a
 * late correction, which 다시 계산 clears), so each is computed once, the first time someone asks after it ended,
 * and read back after that: this month = its stored days + today live; a baseline = its stored months.
 */

/** This month so far: the stored sums of its closed days plus today's, read live. */
export async function monthToDateTotals(ctx: ServiceContext, indicator: RatioIndicator): Promise<Totals> {
  const { db, clock } = ctx;
  const today = clock.today();
  const days = daysBetween(`${currentMonth(clock)}-01`, today);
  const { totals } = RATIO_TOTALS[indicator];
  const stored = days.length
    ? await db
        .select()
        .from(kpiDayTotal)
        .where(and(eq(kpiDayTotal.indicator, indicator), inArray(kpiDayTotal.day, days)))
    : [];
  const byDay = new Map(stored.map((r) => [r.day, r]));
  const sum: Totals = { numerator: 0, denominator: 0 };
  const add = (t: Totals) => {
    sum.numerator += t.numerator;
    sum.denominator += t.denominator;
  };
  for (const day of days) {
    const period = dayPeriod(day, clock.timeZone);
    const row = byDay.get(day);
    if (row && row.computedAt >= period.to) {
      add(row);
      continue;
    }
    const t = await totals(db, period);
    const computedAt = clock.now();
    await db
      .insert(kpiDayTotal)
      .values({ indicator, day, ...t, computedAt })
      .onConflictDoUpdate({ target: [kpiDayTotal.indicator, kpiDayTotal.day], set: { ...t, computedAt } });
    add(t);
  }
  add(await totals(db, dayPeriod(today, clock.timeZone)));
  return sum;
}

/** Closed months' values, stored once each month is over. */
export async function closedMonthValues(ctx: ServiceContext, indicator: KpiIndicator, months: string[]) {
  if (!months.length) return [];
  const { db, clock } = ctx;
  const stored = await db
    .select()
    .from(kpiMonthValue)
    .where(and(eq(kpiMonthValue.indicator, indicator), inArray(kpiMonthValue.month, months)));
  const byMonth = new Map(stored.map((r) => [r.month, r]));
  const values: (number | null)[] = [];
  for (const month of months) {
    const period = monthPeriod(month, clock.timeZone);
    const row = byMonth.get(month);
    if (row && row.computedAt >= period.to) {
      values.push(row.value);
      continue;
    }
    const value = await closedMonthValue(db, indicator, period);
    const computedAt = clock.now();
    await db
      .insert(kpiMonthValue)
      .values({ indicator, month, value, computedAt })
      .onConflictDoUpdate({ target: [kpiMonthValue.indicator, kpiMonthValue.month], set: { value, computedAt } });
    values.push(value);
  }
  return values;
}
