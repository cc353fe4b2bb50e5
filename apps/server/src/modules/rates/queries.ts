import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { RATE_DEFS, type RateKind, type RateRow, type RateValues } from './kinds';

// The rate tables, read and written through their descriptors (kinds.ts): every rate table has `id`,
// `effective_from`, `created_at` and its own fields.

type RateTable = PgTable & { id: PgColumn; effectiveFrom: PgColumn } & Record<string, PgColumn>;
const tableOf = (kind: RateKind) => RATE_DEFS[kind].table as unknown as RateTable;

const columnsOf = (kind: RateKind) => {
  const t = tableOf(kind);
  const cols: Record<string, PgColumn> = { id: t.id, effectiveFrom: t.effectiveFrom };
  for (const f of RATE_DEFS[kind].fields) cols[f.name] = t[f.name]!;
  return cols;
};

const keyOrder = (kind: RateKind) => {
  const t = tableOf(kind);
  return RATE_DEFS[kind].fields.filter((f) => f.key).map((f) => asc(t[f.name]!));
};

/** Every row of a kind, history included: by key, newest date first. */
export async function listRates(db: Db, kind: RateKind): Promise<RateRow[]> {
  const t = tableOf(kind);
  const rows = await db
    .select(columnsOf(kind))
    .from(t)
    .orderBy(...keyOrder(kind), desc(t.effectiveFrom), desc(t.id));
  return rows as RateRow[];
}

/** The rows in effect on a day or before it, newest first per key (the caller keeps the first of each key). */
export async function ratesUpTo(db: Db, kind: RateKind, day: string): Promise<RateRow[]> {
  const t = tableOf(kind);
  const rows = await db
    .select(columnsOf(kind))
    .from(t)
    .where(lte(t.effectiveFrom, day))
    .orderBy(...keyOrder(kind), desc(t.effectiveFrom), desc(t.id));
  return rows as RateRow[];
}

export async function findRate(db: Db, kind: RateKind, id: number): Promise<RateRow | undefined> {
  const t = tableOf(kind);
  const [row] = await db.select(columnsOf(kind)).from(t).where(eq(t.id, id)).for('update');
  return row as RateRow | undefined;
}

/** A row of the same key starting on the same day (other than `exceptId`). */
export async function sameKeySameDay(db: Db, kind: RateKind, values: RateValues, day: string, exceptId?: number) {
  const t = tableOf(kind);
  const keys = RATE_DEFS[kind].fields.filter((f) => f.key).map((f) => eq(t[f.name]!, values[f.name]));
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(...keys, eq(t.effectiveFrom, day)));
  return rows.some((r) => r.id !== exceptId);
}

/** The rows starting on a day (the import checks its keys against them). */
export async function ratesStartingOn(db: Db, kind: RateKind, day: string): Promise<RateRow[]> {
  const t = tableOf(kind);
  return (await db.select(columnsOf(kind)).from(t).where(eq(t.effectiveFrom, day))) as RateRow[];
}

export async function insertRates(db: Db, kind: RateKind, rows: (RateValues & { effectiveFrom: string })[]) {
  const t = tableOf(kind);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const out = await db
      .insert(t)
      .values(chunk as never)
      .returning({ id: t.id });
    ids.push(...out.map((r) => r.id as number));
  }
  return ids;
}

export async function updateRateRow(
  db: Db,
  kind: RateKind,
  id: number,
  values: RateValues & { effectiveFrom: string },
) {
  const t = tableOf(kind);
  await db.update(t).set(values).where(eq(t.id, id));
}

export async function deleteRateRow(db: Db, kind: RateKind, id: number) {
  const t = tableOf(kind);
  await db.delete(t).where(inArray(t.id, [id]));
}
