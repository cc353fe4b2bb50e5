import { and, eq, inArray } from 'drizzle-orm';
import {
  KPI_INDICATOR_INFO,
  achievementRate,
  averageOf,
  improvementRate,
  monthsBetween,
  type DefectPercent,
  type DeliveryYield,
  type InventoryCost,
  type KpiBasis,
  type KpiIndicator,
  type ProductionPerHour,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { kpiMonthValue } from '../../db/schema';
import type { ServiceContext } from '../../platform/service';
import { defectTotals, inventoryValueNow, monthValue } from './kpi-values';
import { basePeriodOf, kpiSettingOf } from './kpi-settings';
import { currentMonth, monthPeriod } from './period';

const round = (v: number | null, digits = 2) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/**
 * Closed months' values, read from kpi_month_value; a month missing, or stored before it was over, is computed
 * and stored (so a baseline of twelve months costs twelve small reads, not a year of orders).
 */
async function closedMonthValues(ctx: ServiceContext, indicator: KpiIndicator, months: string[]) {
  if (!months.length) return [];
  const db: Db = ctx.db;
  const stored = await db
    .select()
    .from(kpiMonthValue)
    .where(and(eq(kpiMonthValue.indicator, indicator), inArray(kpiMonthValue.month, months)));
  const byMonth = new Map(stored.map((r) => [r.month, r]));
  const values: (number | null)[] = [];
  for (const month of months) {
    const period = monthPeriod(month, ctx.clock.timeZone);
    const row = byMonth.get(month);
    if (row && row.computedAt >= period.to) {
      values.push(row.value);
      continue;
    }
    const value = await monthValue(db, indicator, period, false);
    const computedAt = ctx.clock.now();
    await db
      .insert(kpiMonthValue)
      .values({ indicator, month, value, computedAt })
      .onConflictDoUpdate({ target: [kpiMonthValue.indicator, kpiMonthValue.month], set: { value, computedAt } });
    values.push(value);
  }
  return values;
}

/** The rates of one indicator: baseline over its base period, this month live, the manager's target. */
export async function kpiBasis(
  ctx: ServiceContext,
  indicator: KpiIndicator,
  thisMonth?: number | null,
): Promise<KpiBasis> {
  const month = currentMonth(ctx.clock);
  const setting = await kpiSettingOf(ctx.db, indicator);
  const base = basePeriodOf(setting, month);
  // Only closed months make a baseline; a setting saved long ago cannot reach into this month.
  const months = monthsBetween(base.from, base.to).filter((m) => m < month);
  const [baseline, current] = await Promise.all([
    closedMonthValues(ctx, indicator, months).then(averageOf),
    thisMonth !== undefined ? thisMonth : monthValue(ctx.db, indicator, monthPeriod(month, ctx.clock.timeZone), true),
  ]);
  const { direction } = KPI_INDICATOR_INFO[indicator];
  const target = setting.targetValue;
  return {
    month,
    baseFrom: base.from,
    baseTo: base.to,
    baseValue: round(baseline),
    monthValue: round(current),
    targetValue: target,
    improvementRate: improvementRate(baseline, current, direction),
    achievementRate: achievementRate(baseline, current, target, { infiniteAs100: indicator === 'DEFECT_RATE' }),
  };
}

export const productionPerHourKpi = (ctx: ServiceContext): Promise<ProductionPerHour> =>
  kpiBasis(ctx, 'PRODUCTION_PER_HOUR');

export async function defectPercentKpi(ctx: ServiceContext): Promise<DefectPercent> {
  const totals = await defectTotals(ctx.db, monthPeriod(currentMonth(ctx.clock), ctx.clock.timeZone));
  const basis = await kpiBasis(ctx, 'DEFECT_RATE', totals.ratio);
  return { defectAmount: totals.defect, defectRatio: round(totals.ratio), ...basis };
}

export async function inventoryCostKpi(ctx: ServiceContext): Promise<InventoryCost> {
  const total = await inventoryValueNow(ctx.db);
  const basis = await kpiBasis(ctx, 'INVENTORY_COST', total);
  return { totalInventoryCost: total, ...basis };
}

export const deliveryYieldKpi = (ctx: ServiceContext): Promise<DeliveryYield> => kpiBasis(ctx, 'DELIVERY_LEAD_TIME');
