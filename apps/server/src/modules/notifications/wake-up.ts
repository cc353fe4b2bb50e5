import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

/** Every server process LISTENs here; a payload only names new rows, the rows themselves are the message. */
export const NOTIFICATION_CHANNEL = 'scm_notification';

// NOTIFY payloads are capped at 8000 bytes; 500 ids stay well under it.
const IDS_PER_WAKE_UP = 500;

const WakeUpSchema = z.object({ ids: z.array(z.number().int().positive()).max(IDS_PER_WAKE_UP) });

/**
 * NOTIFY on the caller's connection: inside a transaction PostgreSQL (and PGlite) deliver it only at commit,
 * so listeners never look for rows they cannot see yet, and a rolled-back write announces nothing.
 */
export async function announceNotifications(db: Db, ids: number[]) {
  for (let i = 0; i < ids.length; i += IDS_PER_WAKE_UP) {
    const payload = JSON.stringify({ ids: ids.slice(i, i + IDS_PER_WAKE_UP) });
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}

/** The row ids a wake-up names; a payload we did not write yields none. */
export function parseWakeUp(payload: string): number[] {
  try {
    const parsed = WakeUpSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.ids : [];
  } catch {
    return [];
  }
}
