import { countingWindow } from '@scm/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilityReading } from '../../db/schema/facilities';
import { at } from './queries';

/**
 * Pieces a machine counted between a work turn's start and its finish (or now while it runs): the sum of its
 * readings received in [started, finished). Null before the turn started; 0 when the machine sent nothing.
 */
export async function countDuring(
  db: Db,
  facilityId: number,
  startedAt: Date | null,
  finishedAt: Date | null,
  now: Date,
): Promise<number | null> {
  const window = countingWindow(startedAt, finishedAt, now);
  if (!window) return startedAt === null ? null : 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${facilityReading.counter}), 0)` })
    .from(facilityReading)
    .where(
      and(
        eq(facilityReading.facilityId, facilityId),
        gte(facilityReading.receivedAt, at(window.from)),
        lt(facilityReading.receivedAt, at(window.to)),
      ),
    );
  return Number(row?.total ?? 0);
}
