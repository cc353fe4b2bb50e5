import { doublePrecision, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { account } from './accounts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A dashboard indicator's settings (admins edit them): the base period whose monthly average is the baseline
 * (both null = the three months before the current one) and the manager's target.
 */
export const kpiSetting = pgTable('kpi_setting', {
  indicator: varchar('indicator', { length: 30 }).primaryKey(),
  baseStartMonth: varchar('base_start_month', { length: 7 }),
  baseEndMonth: varchar('base_end_month', { length: 7 }),
  targetValue: doublePrecision('target_value'),
  updatedAt: instant('updated_at'),
  updatedBy: integer('updated_by').references(() => account.id, { onDelete: 'set null' }),
});

/**
 * A closed month's value of an indicator, computed once so a baseline over many months reads a few rows instead of
 * a year of orders. The current month is always computed live; a value computed before its month was over is
 * computed again; the settings screen's 다시 계산 clears them after a late correction.
 */
export const kpiMonthValue = pgTable(
  'kpi_month_value',
  {
    indicator: varchar('indicator', { length: 30 }).notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    /** Null when the month had nothing to measure (no inspections, no deliveries …). */
    value: doublePrecision('value'),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indicator, t.month] })],
);

/**
 * One shop-calendar day's sums behind a ratio indicator (quantity and hours, lead seconds and deliveries, defects
 * and inspected), stored once the day is over: this month's value is the stored days plus today read live, so it
 * never scans the whole month of orders.
 */
export const kpiDayTotal = pgTable(
  'kpi_day_total',
  {
    indicator: varchar('indicator', { length: 30 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    numerator: doublePrecision('numerator').notNull(),
    denominator: doublePrecision('denominator').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indicator, t.day] })],
);
