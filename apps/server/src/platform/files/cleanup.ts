import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deleteExpiredUnattached } from './queries';
import type { FileStorage } from './storage';

/** Uploads nobody attached to a record within this time are abandoned (a form left unsent). */
export const UNATTACHED_FILE_HOURS = 24;
const BATCH = 500;

/**
 * Removes files never attached to a record, row first and then bytes, in batches. Safe with several server
 * processes: each row is deleted by exactly one of them (`for update skip locked`). Returns how many it removed.
 */
export async function removeAbandonedUploads(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  hours = UNATTACHED_FILE_HOURS,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await deleteExpiredUnattached(db, hours, BATCH);
    await Promise.all(
      rows.map((r) =>
        storage.delete(r.storageKey).catch((err: unknown) => log.warn({ err, id: r.id }, 'stored file not removed')),
      ),
    );
    removed += rows.length;
    if (rows.length < BATCH) break;
  }
  if (removed) log.info({ removed }, 'abandoned uploads removed');
  return removed;
}
