import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

export const REMEMBER_ME_DAYS = 30;
const REMEMBER_MS = REMEMBER_ME_DAYS * 86_400_000;
/** No session outlives this from sign-in, however often it is used (the idle expiry slides within it). */
export const ABSOLUTE_LIFETIME_MS = REMEMBER_MS;
/** A browser-session login is kept alive while used, and dropped after 12 idle hours. */
const IDLE_MS = 12 * 3_600_000;
export const TOUCH_EVERY_MS = 60_000;

/** Every server process LISTENs here to close the sockets of sessions that just ended. */
export const SESSION_ENDED_CHANNEL = 'scm_session_ended';
// NOTIFY payloads are capped at 8000 bytes; 500 ids stay well under it.
const IDS_PER_NOTICE = 500;
const EndedSchema = z.object({ sessionIds: z.array(z.number().int().positive()).max(IDS_PER_NOTICE) });

/** The session ids an end-of-session notice names; a payload we did not write yields none. */
export function parseSessionsEnded(payload: string): number[] {
  try {
    const parsed = EndedSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.sessionIds : [];
  } catch {
    return [];
  }
}

/** Sessions signed in before this moment are past their absolute lifetime. */
const signedInAfter = (now: Date) => gt(session.createdAt, new Date(now.getTime() - ABSOLUTE_LIFETIME_MS));

/** A session is live while neither its idle expiry nor its absolute lifetime has passed. */
export const sessionIsLive = (now = new Date()) => and(gt(session.expiresAt, now), signedInAfter(now))!;

/**
 * The one way sessions end: deletes the matching rows and NOTIFYs their ids on the same connection, so every
 * process closes their sockets once (and only if) the deletion commits. Pass the caller's transaction as `db`
 * to end sessions together with the write that ends them (resignation, account deletion, new password);
 * without one the delete and the notice run in their own transaction.
 */
export async function endSessions(db: Db, where: SQL, inTransaction = false): Promise<number[]> {
  if (!inTransaction) return db.transaction((tx) => endSessions(tx, where, true));
  const ended = await db.delete(session).where(where).returning({ id: session.id });
  const ids = ended.map((r) => r.id);
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    const payload = JSON.stringify({ sessionIds: ids.slice(i, i + IDS_PER_NOTICE) });
    await db.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${payload})`);
  }
  return ids;
}

/**
 * Ends every session of these accounts except `keepId` (the one asking for a password change), inside the
 * caller's transaction `tx`.
 */
export const endAccountSessions = (tx: Db, accountIds: readonly number[], keepId?: number) =>
  accountIds.length === 0
    ? Promise.resolve([])
    : endSessions(
        tx,
        and(inArray(session.accountId, [...accountIds]), keepId === undefined ? undefined : ne(session.id, keepId))!,
        true,
      );

export interface SessionRow {
  id: number;
  accountId: number;
  csrfToken: string;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  hashToken(token: string) {
    return crypto.createHmac('sha256', this.secret).update(token).digest('hex');
  }

  async create(accountId: number, rememberMe: boolean) {
    const token = crypto.randomBytes(32).toString('base64url');
    const csrfToken = crypto.randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBER_MS : IDLE_MS));
    await this.db
      .insert(session)
      .values({ accountId, tokenHash: this.hashToken(token), csrfToken, rememberMe, expiresAt });
    return { token, csrfToken, expiresAt };
  }

  /**
   * The live session for a token, sliding its expiry forward at most once a minute, never past its absolute
   * lifetime.
   */
  async find(token: string): Promise<SessionRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .select()
      .from(session)
      .where(and(eq(session.tokenHash, this.hashToken(token)), sessionIsLive(now)));
    if (!row) return undefined;
    await this.touchIfDue(row, now);
    return { id: row.id, accountId: row.accountId, csrfToken: row.csrfToken };
  }

  /**
   * Slides a used session's idle expiry forward, at most once a minute and never past its absolute lifetime;
   * answers the new expiry, or undefined when it was not due.
   */
  async touchIfDue(
    row: { id: number; rememberMe: boolean; createdAt: Date; lastSeenAt: Date },
    now: Date,
  ): Promise<Date | undefined> {
    if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return undefined;
    const idleUntil = now.getTime() + (row.rememberMe ? REMEMBER_MS : IDLE_MS);
    const expiresAt = new Date(Math.min(idleUntil, row.createdAt.getTime() + ABSOLUTE_LIFETIME_MS));
    await this.db.update(session).set({ lastSeenAt: now, expiresAt }).where(eq(session.id, row.id));
    return expiresAt;
  }

  /** Sign-out: ends the token's session and closes its sockets on every process. */
  async destroy(token: string) {
    await endSessions(this.db, eq(session.tokenHash, this.hashToken(token)));
  }

  /** Sessions past their idle expiry or absolute lifetime; their sockets are closed by the heartbeat. */
  async purgeExpired() {
    const now = new Date();
    await this.db
      .delete(session)
      .where(or(lt(session.expiresAt, now), lt(session.createdAt, new Date(now.getTime() - ABSOLUTE_LIFETIME_MS))));
  }
}
