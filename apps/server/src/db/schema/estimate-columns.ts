import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EstimateLine } from '@scm/contract';

/**
 * The estimate's snapshot (issue 33) as columns, shared by an order's price (`order_price`) and a quote (`quote`):
 * the engine's lines and sums in whole won, the missing-rate sentences, the rates' day, and staff's override of the
 * 공급가액 with its reason (all four null when the engine's price stands).
 */
export const estimateColumns = () => ({
  /** The estimate's snapshot: its lines and sums, whole won. */
  lines: jsonb('lines').$type<EstimateLine[]>().notNull(),
  subtotal: integer('subtotal').notNull(),
  roundedOff: integer('rounded_off').notNull(),
  supply: integer('supply').notNull(),
  vat: integer('vat').notNull(),
  total: integer('total').notNull(),
  missing: jsonb('missing').$type<string[]>().notNull(),
  /** The rates' day the price was made with. */
  ratesDate: date('rates_date', { mode: 'string' }).notNull(),
  /** Staff's override of the 공급가액 with its reason; all four null when the engine's price stands. */
  overrideSupply: integer('override_supply'),
  overrideVat: integer('override_vat'),
  overrideTotal: integer('override_total'),
  overrideReason: varchar('override_reason', { length: 255 }),
});

type EstimateMoney = Record<
  'supply' | 'vat' | 'total' | 'overrideSupply' | 'overrideVat' | 'overrideTotal' | 'overrideReason',
  AnyPgColumn
>;

/**
 * The checks on those columns, named `<table>_money_whole` and `<table>_override_whole`: the sums are ≥ 0 and
 * total = supply + vat; the override is all null, or whole (every amount ≥ 0) with total = supply + vat and a reason.
 */
export function estimateChecks(table: string, t: EstimateMoney) {
  return [
    check(`${table}_money_whole`, sql`${t.supply} >= 0 AND ${t.vat} >= 0 AND ${t.total} = ${t.supply} + ${t.vat}`),
    check(
      `${table}_override_whole`,
      sql`(${t.overrideSupply} IS NULL AND ${t.overrideVat} IS NULL AND ${t.overrideTotal} IS NULL AND ${t.overrideReason} IS NULL) OR (${t.overrideSupply} >= 0 AND ${t.overrideVat} >= 0 AND ${t.overrideTotal} = ${t.overrideSupply} + ${t.overrideVat} AND ${t.overrideReason} IS NOT NULL)`,
    ),
  ];
}
