import crypto from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

export const REMEMBER_ME_DAYS = 30;
const REMEMBER_MS = REMEMBER_ME_DAYS * 86_400_000;
/** A browser-session login is kept alive while used, and dropped after 12 idle hours. */
const IDLE_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;

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

  private hashToken(token: string) {
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

  /** The live session for a token, sliding its expiry forward at most once a minute. */
  async find(token: string): Promise<SessionRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .select()
      .from(session)
      .where(and(eq(session.tokenHash, this.hashToken(token)), gt(session.expiresAt, now)));
    if (!row) return undefined;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = new Date(now.getTime() + (row.rememberMe ? REMEMBER_MS : IDLE_MS));
      await this.db.update(session).set({ lastSeenAt: now, expiresAt }).where(eq(session.id, row.id));
    }
    return { id: row.id, accountId: row.accountId, csrfToken: row.csrfToken };
  }

  async destroy(token: string) {
    await this.db.delete(session).where(eq(session.tokenHash, this.hashToken(token)));
  }

  /** Ends every session of an account except `keepId` (after a password change). */
  async destroyOthers(accountId: number, keepId?: number) {
    await this.db
      .delete(session)
      .where(keepId ? and(eq(session.accountId, accountId), ne(session.id, keepId)) : eq(session.accountId, accountId));
  }

  async purgeExpired() {
    await this.db.delete(session).where(lt(session.expiresAt, new Date()));
  }
}
