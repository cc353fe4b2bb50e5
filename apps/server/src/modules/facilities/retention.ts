import type { Db } from '../../db/client';
import type { Job } from '../../platform/jobs';
import type { ShopClock } from '../../platform/service';
import { deleteOldReadings, deleteOldWeakSignalEvents } from './queries';

export const FACILITY_RETENTION_JOB = 'facility-retention';
const BATCH = 5_000;

/**
 * Drops raw readings and weak-signal events (one per weak reading, so as many as the readings) older than the
 * retention (SENSOR_RETENTION_DAYS) in small batches, so no long lock is held; the daily roll-ups and the counter
 * events (refused steps, resets) stay. Two processes deleting at once only share the work.
 */
export async function pruneReadings(db: Db, clock: ShopClock, retentionDays: number): Promise<number> {
  const before = new Date(clock.now().getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (const prune of [deleteOldReadings, deleteOldWeakSignalEvents]) {
    for (;;) {
      const n = await prune(db, before, BATCH);
      total += n;
      if (n < BATCH) break;
    }
  }
  return total;
}

export const facilityRetentionJob = (db: Db, clock: ShopClock, retentionDays: number): Job => ({
  name: FACILITY_RETENTION_JOB,
  intervalMs: 3_600_000,
  run: async () => {
    await pruneReadings(db, clock, retentionDays);
  },
});
