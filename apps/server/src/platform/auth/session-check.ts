import { and, eq } from 'drizzle-orm';
import { API_AUTH_GROUP, API_BUYER, API_CODE, API_DEPARTMENT, API_EMPLOYEE, API_MY_PAGE } from '@scm/contract';
import type { Db } from '../../db/client';
import { account, buyer, code, department, employee, session } from '../../db/schema';
import { hasResigned, principalColumns, toPrincipal, type AuthorityResolver, type Principal } from './context';
import { ABSOLUTE_LIFETIME_MS, TOUCH_EVERY_MS, sessionIsLive, type SessionStore } from './sessions';

/** Every process LISTENs here and forgets the principals it holds (a permission, an employee or a name changed). */
export const PRINCIPALS_CHANGED_CHANNEL = 'scm_principals_changed';

/**
 * Routes whose successful writes can change who someone is or what they may do: permission groups, employees
 * (department, admin flag, resignation, deletion), departments, positions (codes), customers, and the my page
 * (names, own password). Each such write drops every cached principal on every process.
 */
const PRINCIPAL_SOURCES = [
  API_AUTH_GROUP,
  API_EMPLOYEE,
  API_DEPARTMENT,
  API_CODE,
  API_BUYER,
  API_MY_PAGE.employee,
  API_MY_PAGE.customer,
  API_MY_PAGE.employeePassword,
  API_MY_PAGE.customerPassword,
];

export const changesPrincipals = (routeUrl: string) =>
  PRINCIPAL_SOURCES.some((p) => routeUrl === p || routeUrl.startsWith(`${p}/`));

/**
 * How long a checked session is reused without reading the database again. Every change that matters drops it
 * at once through a notice; this only bounds the harm of a notice lost while a LISTEN connection reconnects.
 */
export const SESSION_CACHE_MS = 10_000;
const MAX_CACHED = 10_000;

export interface CheckedSession {
  id: number;
  accountId: number;
  csrfToken: string;
  principal: Principal;
}

interface Cached extends CheckedSession {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  rememberMe: boolean;
  dateResigned: string | null;
  cachedUntil: number;
}

const isLive = (s: Cached, now: Date) =>
  s.expiresAt > now && s.createdAt.getTime() > now.getTime() - ABSOLUTE_LIFETIME_MS;

/** The session's last-seen time is old enough to be written again. */
const touchDue = (s: Cached, now: Date) => now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS;

/**
 * Who a session token belongs to, per request. A miss reads the session, account, employee or buyer in one
 * query (plus the permission groups' authorities); a hit reads nothing, so a signed-in request costs about what
 * an anonymous one does. Entries are dropped by sign-out, by the session-ended notice (new password,
 * resignation, deletion) and by the principals-changed notice, on every process.
 */
export class SessionCheck {
  private readonly cached = new Map<string, Cached>();
  /** Bumped by every drop, so a load that raced with a change is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly store: SessionStore,
    private readonly resolver: () => AuthorityResolver | undefined,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {}

  /**
   * The session a token holds when it is cached and needs nothing from the database (not expired, not resigned, its
   * last-seen time not yet due for a write); otherwise undefined, and `check` decides. Answers without waiting, so
   * the common signed-in request goes on at once.
   *
   * Cached by the token itself: the HMAC that names a session in the database costs a signed-in request more than
   * the rest of its check, so it is computed on a miss only. The table keeps hashes so that a copy of the database
   * (a backup) holds no usable token; this process sees every token in its requests' headers anyway.
   */
  fresh(token: string): CheckedSession | undefined {
    const now = new Date();
    const hit = this.held(token, now);
    return hit && hit !== 'resigned' && !touchDue(hit, now) ? hit : undefined;
  }

  async check(token: string): Promise<CheckedSession | undefined> {
    const now = new Date();
    const hit = this.held(token, now);
    if (hit === 'resigned') return undefined;
    if (hit) {
      if (touchDue(hit, now)) {
        const seen = hit.lastSeenAt;
        // Marked first, so concurrent requests of this session touch the row once.
        hit.lastSeenAt = now;
        hit.expiresAt = (await this.store.touchIfDue({ ...hit, lastSeenAt: seen }, now)) ?? hit.expiresAt;
      }
      return hit;
    }
    this.cached.delete(token);
    return this.load(token, now);
  }

  /**
   * The cached entry while it may answer (within its cache time, the session live), 'resigned' when the resignation
   * day came while it was held here, or undefined: not cached, or the entry is stale.
   */
  private held(token: string, now: Date): Cached | 'resigned' | undefined {
    const hit = this.cached.get(token);
    if (!hit || hit.cachedUntil <= now.getTime() || !isLive(hit, now)) return undefined;
    return hit.dateResigned !== null && hasResigned(hit.dateResigned) ? 'resigned' : hit;
  }

  private async load(token: string, now: Date): Promise<CheckedSession | undefined> {
    const generation = this.generation;
    const [row] = await this.db
      .select({
        ...principalColumns,
        sessionId: session.id,
        csrfToken: session.csrfToken,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
        rememberMe: session.rememberMe,
      })
      .from(session)
      .innerJoin(account, eq(account.id, session.accountId))
      .leftJoin(employee, eq(employee.accountId, account.id))
      .leftJoin(department, eq(department.id, employee.departmentId))
      .leftJoin(code, eq(code.id, employee.positionId))
      .leftJoin(buyer, eq(buyer.accountId, account.id))
      .where(and(eq(session.tokenHash, this.store.hashToken(token)), sessionIsLive(now)));
    if (!row) return undefined;
    const principal = await toPrincipal(this.db, row, this.resolver());
    if (!principal) return undefined;
    const expiresAt = (await this.store.touchIfDue({ ...row, id: row.sessionId }, now)) ?? row.expiresAt;
    const entry: Cached = {
      id: row.sessionId,
      accountId: row.id,
      csrfToken: row.csrfToken,
      principal,
      createdAt: row.createdAt,
      lastSeenAt: expiresAt === row.expiresAt ? row.lastSeenAt : now,
      expiresAt,
      rememberMe: row.rememberMe,
      dateResigned: row.dateResigned,
      cachedUntil: now.getTime() + this.ttlMs,
    };
    if (generation === this.generation) {
      // Oldest first: a Map iterates in insertion order.
      if (this.cached.size >= MAX_CACHED) this.cached.delete(this.cached.keys().next().value!);
      this.cached.set(token, entry);
    }
    return entry;
  }

  /** Sign-out on this process. */
  dropToken(token: string) {
    this.generation++;
    this.cached.delete(token);
  }

  /** Sessions that ended anywhere (the session-ended notice). */
  dropSessions(ids: readonly number[]) {
    this.generation++;
    if (ids.length === 0) return;
    const ended = new Set(ids);
    for (const [key, s] of this.cached) if (ended.has(s.id)) this.cached.delete(key);
  }

  /** A permission, an employee, a department or a name changed somewhere. */
  dropAll() {
    this.generation++;
    this.cached.clear();
  }
}
