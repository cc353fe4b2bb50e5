import { eq, sql } from 'drizzle-orm';
import {
  KPI_INDICATORS,
  KPI_INDICATOR_INFO,
  addMonths,
  kpiMessages,
  type KpiIndicator,
  type KpiSetting,
  type KpiSettingUpdateValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { employee } from '../../db/schema/employees';
import { kpiDayTotal, kpiMonthValue, kpiSetting } from '../../db/schema/kpi';
import { fieldError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { currentMonth } from './period';

/** Months before the current one that the default baseline averages. */
export const DEFAULT_BASE_MONTHS = 3;

type SettingRow = typeof kpiSetting.$inferSelect & { updatedByName: string | null };

async function settingRows(db: Db): Promise<Map<string, SettingRow>> {
  const rows = await db
    .select({
      indicator: kpiSetting.indicator,
      baseStartMonth: kpiSetting.baseStartMonth,
      baseEndMonth: kpiSetting.baseEndMonth,
      targetValue: kpiSetting.targetValue,
      updatedAt: kpiSetting.updatedAt,
      updatedBy: kpiSetting.updatedBy,
      updatedByName: sql<string | null>`coalesce(${employee.name}, ${account.username})`,
    })
    .from(kpiSetting)
    .leftJoin(account, eq(account.id, kpiSetting.updatedBy))
    .leftJoin(employee, eq(employee.accountId, account.id));
  return new Map(rows.map((r) => [r.indicator, r]));
}

const present = (indicator: KpiIndicator, row: SettingRow | undefined): KpiSetting => ({
  indicator,
  baseStartMonth: row?.baseStartMonth ?? null,
  baseEndMonth: row?.baseEndMonth ?? null,
  targetValue: row?.targetValue ?? null,
  updatedAt: row?.updatedAt?.toISOString() ?? null,
  updatedByName: row?.updatedByName ?? null,
});

export async function listKpiSettings(ctx: ServiceContext): Promise<KpiSetting[]> {
  const rows = await settingRows(ctx.db);
  return KPI_INDICATORS.map((i) => present(i, rows.get(i)));
}

export async function kpiSettingOf(db: Db, indicator: KpiIndicator): Promise<KpiSetting> {
  const [row] = await db.select().from(kpiSetting).where(eq(kpiSetting.indicator, indicator));
  return present(indicator, row && { ...row, updatedByName: null });
}

/** The base period a setting names, or the default: the three months before `month`. */
export function basePeriodOf(setting: KpiSetting, month: string) {
  if (setting.baseStartMonth && setting.baseEndMonth) return { from: setting.baseStartMonth, to: setting.baseEndMonth };
  return { from: addMonths(month, -DEFAULT_BASE_MONTHS), to: addMonths(month, -1) };
}

export async function saveKpiSetting(ctx: ServiceContext, indicator: KpiIndicator, input: KpiSettingUpdateValues) {
  // The baseline averages closed months: a base period reaching into this month would move every day.
  if (input.baseEndMonth && input.baseEndMonth >= currentMonth(ctx.clock))
    throw fieldError('baseEndMonth', kpiMessages.baseInPast);
  const values = {
    baseStartMonth: input.baseStartMonth,
    baseEndMonth: input.baseEndMonth,
    targetValue: input.targetValue,
    updatedAt: ctx.clock.now(),
    updatedBy: ctx.actor.accountId,
  };
  await ctx.db
    .insert(kpiSetting)
    .values({ indicator, ...values })
    .onConflictDoUpdate({ target: kpiSetting.indicator, set: values });
  const all = await listKpiSettings(ctx);
  return {
    setting: all.find((s) => s.indicator === indicator)!,
    message: kpiMessages.saved(KPI_INDICATOR_INFO[indicator].label),
  };
}

/** Drops every stored month value and day total, so the next reading computes them again from the records. */
export async function recomputeKpiMonths(ctx: ServiceContext) {
  await ctx.transaction(async (tx) => {
    await tx.db.delete(kpiMonthValue);
    await tx.db.delete(kpiDayTotal);
  });
}
