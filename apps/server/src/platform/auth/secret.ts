import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSetting } from '../../db/schema';

/** SESSION_SECRET from the environment, else one generated once and kept in the database so every process shares it. */
export async function resolveSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const key = 'session_secret';
  await db
    .insert(appSetting)
    .values({ key, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, key));
  return row!.value;
}
