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
import type { ServiceContext } from '../../platform/service';
import { inventoryValueNow, ratioValue } from './kpi-values';
import { basePeriodOf, kpiSettingOf } from './kpi-settings';
import { closedMonthValues, monthToDateTotals } from './month-to-date';
import { currentMonth } from './period';

const round = (v: number | null, digits = 2) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** The rates of one indicator: baseline over its base period, this month's value, the manager's target. */
export async function kpiBasis(
  ctx: ServiceContext,
  indicator: KpiIndicator,
  current: number | null,
): Promise<KpiBasis> {
  const month = currentMonth(ctx.clock);
  const setting = await kpiSettingOf(ctx.db, indicator);
  const base = basePeriodOf(setting, month);
  // Only closed months make a baseline; a setting saved long ago cannot reach into this month.
  const months = monthsBetween(base.from, base.to).filter((m) => m < month);
  const baseline = averageOf(await closedMonthValues(ctx, indicator, months));
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

export async function productionPerHourKpi(ctx: ServiceContext): Promise<ProductionPerHour> {
  const totals = await monthToDateTotals(ctx, 'PRODUCTION_PER_HOUR');
  return kpiBasis(ctx, 'PRODUCTION_PER_HOUR', ratioValue('PRODUCTION_PER_HOUR', totals));
}

export async function defectPercentKpi(ctx: ServiceContext): Promise<DefectPercent> {
  const totals = await monthToDateTotals(ctx, 'DEFECT_RATE');
  const ratio = ratioValue('DEFECT_RATE', totals);
  const basis = await kpiBasis(ctx, 'DEFECT_RATE', ratio);
  return { defectAmount: totals.numerator, defectRatio: round(ratio), ...basis };
}

export async function inventoryCostKpi(ctx: ServiceContext): Promise<InventoryCost> {
  const total = await inventoryValueNow(ctx.db);
  const basis = await kpiBasis(ctx, 'INVENTORY_COST', total);
  return { totalInventoryCost: total, ...basis };
}

export async function deliveryYieldKpi(ctx: ServiceContext): Promise<DeliveryYield> {
  const totals = await monthToDateTotals(ctx, 'DELIVERY_LEAD_TIME');
  return kpiBasis(ctx, 'DELIVERY_LEAD_TIME', ratioValue('DELIVERY_LEAD_TIME', totals));
}
