import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { process } from '../../db/schema/processes';

export type ProcessRow = typeof process.$inferSelect;

const columns = { id: process.id, name: process.name, orderNum: process.orderNum };

/**
 * Serialises the changes that renumber the list (append, delete) within the caller's transaction, so two of them
 * never compute the same next place. Swaps need no such lock: they keep the set of places and lock their two rows.
 */
const ORDER_LOCK_KEY = 7_300_401;
export const lockProcessOrder = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`);

export const allProcesses = (db: Db) =>
  db.select(columns).from(process).orderBy(asc(process.orderNum), asc(process.id));

export async function nextOrderNum(tx: Db) {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${process.orderNum}), 0)`.mapWith(Number) })
    .from(process);
  return (row?.last ?? 0) + 1;
}

export const insertProcess = async (tx: Db, name: string, orderNum: number) =>
  (await tx.insert(process).values({ name, orderNum }).returning(columns))[0]!;

export const renameProcessRow = async (db: Db, id: number, name: string) =>
  (await db.update(process).set({ name }).where(eq(process.id, id)).returning(columns))[0];

export const deleteProcessRow = async (tx: Db, id: number) =>
  (await tx.delete(process).where(eq(process.id, id)).returning(columns))[0];

/** Closes the gap a deleted process left, so places stay 1…n. */
export const closeGapAfter = (tx: Db, orderNum: number) =>
  tx
    .update(process)
    .set({ orderNum: sql`${process.orderNum} - 1` })
    .where(gt(process.orderNum, orderNum));

/** Locks both rows in id order (two crossing swaps then queue instead of deadlocking) and reads their latest places. */
export const lockPair = (tx: Db, a: number, b: number) =>
  tx
    .select(columns)
    .from(process)
    .where(inArray(process.id, [a, b]))
    .orderBy(asc(process.id))
    .for('update');

export const setOrderNum = (tx: Db, id: number, orderNum: number) =>
  tx.update(process).set({ orderNum }).where(eq(process.id, id));
