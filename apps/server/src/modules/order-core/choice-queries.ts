import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { employee } from '../../db/schema/employees';
import { itemOption } from '../../db/schema/item-options';
import { item } from '../../db/schema/items';
import { seller } from '../../db/schema/sellers';

/**
 * The read model behind `checks.ts`: which of the ids an order form names exist (customers, the outsourcing charge,
 * suppliers, paper, options). Reads of other domains' tables, so they stay in this queries file.
 */

/**
 * The ids of `ids` that exist in `table` (and meet `where`), to answer unknown choices at their fields. `keyShare`
 * holds the rows found until the transaction ends, so what was checked (an option's type) cannot change before the
 * order that points at them commits.
 */
async function existing(
  db: Db,
  table: PgTable,
  key: AnyPgColumn,
  ids: readonly number[],
  where?: SQL,
  { keyShare = false } = {},
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set<number>();
  const query = db
    .select({ id: key })
    .from(table)
    .where(and(inArray(key, unique), where));
  const rows = await (keyShare ? query.for('key share') : query);
  return new Set(rows.map((r) => r.id as number));
}

export const existingBuyers = (db: Db, ids: readonly number[]) => existing(db, buyer, buyer.id, ids);
export const existingEmployees = (db: Db, ids: readonly number[]) => existing(db, employee, employee.id, ids);
export const existingSellers = (db: Db, ids: readonly number[]) => existing(db, seller, seller.id, ids);
/** Paper is a raw material: an item that is not a finished good. */
export const existingRawItems = (db: Db, ids: readonly number[]) =>
  existing(db, item, item.id, ids, eq(item.isBom, false));
/** Options of the type, locked against a type change until the order is saved (item options' 409 then applies). */
export const existingOptions = (db: Db, ids: readonly number[], optionType: 'POST_PROCESS' | 'FOLDING_BINDING') =>
  existing(db, itemOption, itemOption.id, ids, eq(itemOption.optionType, optionType), { keyShare: true });
