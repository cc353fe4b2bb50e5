import { and, asc, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import { rateKey, type RateKind, type RateRow } from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { itemOption } from '../../db/schema/item-options';
import { rate } from '../../db/schema/rates';
import { seller } from '../../db/schema/sellers';
import { fieldsOf, type ListedRate, type StoredRate } from './kinds';

// The rate table (one table, every contract kind; a row's kind names the columns it uses). A read model too: the
// list names the item, option and seller a row points at, and the import checks that the ids it names exist.

type RateRecord = typeof rate.$inferSelect;

/** A stored record as the contract's row of its kind (its own fields only) and its id. */
export function toRow(r: RateRecord): StoredRate {
  const kind = r.kind as RateKind;
  const out: Record<string, unknown> = { id: r.id, kind, effectiveFrom: r.effectiveFrom };
  for (const f of fieldsOf(kind)) out[f.name] = (r as Record<string, unknown>)[f.name] ?? null;
  return out as StoredRate;
}

function toRecord(row: RateRow) {
  const out: Record<string, unknown> = { kind: row.kind, rateKey: rateKey(row), effectiveFrom: row.effectiveFrom };
  for (const f of fieldsOf(row.kind)) out[f.name] = (row as Record<string, unknown>)[f.name] ?? null;
  return out as typeof rate.$inferInsert;
}

const order = [asc(rate.kind), asc(rate.rateKey), desc(rate.effectiveFrom), desc(rate.id)];

/** Every row of a kind, history included: by key, newest date first, with the names of what it points at. */
export async function listRates(db: Db, kind: RateKind): Promise<ListedRate[]> {
  const rows = await db
    .select({ rate, rawItemName: item.name, optionName: itemOption.optionName, sellerName: seller.sellerName })
    .from(rate)
    .leftJoin(item, eq(item.id, rate.rawItemId))
    .leftJoin(itemOption, eq(itemOption.id, rate.optionId))
    .leftJoin(seller, eq(seller.id, rate.sellerId))
    .where(eq(rate.kind, kind))
    .orderBy(...order);
  return rows.map((r) => ({
    ...toRow(r.rate),
    rawItemName: r.rawItemName,
    optionName: r.optionName,
    sellerName: r.sellerName,
  }));
}

/** Of `ids`, those that are an item, an item option or a seller (the import's reference check, one query each). */
export async function existingIds(db: Db, of: 'item' | 'option' | 'seller', ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const list = [...new Set(ids)];
  const found =
    of === 'item'
      ? await db.select({ id: item.id }).from(item).where(inArray(item.id, list))
      : of === 'option'
        ? await db.select({ id: itemOption.id }).from(itemOption).where(inArray(itemOption.id, list))
        : await db.select({ id: seller.id }).from(seller).where(inArray(seller.id, list));
  return new Set(found.map((r) => r.id));
}

/** The rows of every kind in effect on a day or before it, newest first per key. */
export async function ratesUpTo(db: Db, day: string): Promise<StoredRate[]> {
  return (
    await db
      .select()
      .from(rate)
      .where(lte(rate.effectiveFrom, day))
      .orderBy(...order)
  ).map(toRow);
}

export async function findRate(db: Db, kind: RateKind, id: number): Promise<StoredRate | undefined> {
  const [row] = await db
    .select()
    .from(rate)
    .where(and(eq(rate.id, id), eq(rate.kind, kind)))
    .for('update');
  return row && toRow(row);
}

/** A row of the same key starting on the same day (other than `exceptId`). */
export async function sameKeySameDay(db: Db, row: RateRow, exceptId?: number) {
  const rows = await db
    .select({ id: rate.id })
    .from(rate)
    .where(
      and(
        eq(rate.rateKey, rateKey(row)),
        eq(rate.effectiveFrom, row.effectiveFrom),
        exceptId === undefined ? undefined : ne(rate.id, exceptId),
      ),
    );
  return rows.length > 0;
}

/** The keys of the rows starting on a day (the import checks its keys against them). */
export async function keysStartingOn(db: Db, day: string): Promise<Set<string>> {
  const rows = await db.select({ key: rate.rateKey }).from(rate).where(eq(rate.effectiveFrom, day));
  return new Set(rows.map((r) => r.key));
}

export async function insertRates(db: Db, rows: readonly RateRow[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const out = await db
      .insert(rate)
      .values(rows.slice(i, i + 500).map(toRecord))
      .returning({ id: rate.id });
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}

export async function updateRateRow(db: Db, id: number, row: RateRow) {
  await db.update(rate).set(toRecord(row)).where(eq(rate.id, id));
}

export async function deleteRateRow(db: Db, id: number) {
  await db.delete(rate).where(eq(rate.id, id));
}
