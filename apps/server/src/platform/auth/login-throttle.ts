import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';
import { TooManyRequests } from '../errors';

/**
 * How many attempts a key gets in a window. The attempt numbered `max` locks the key for `lockSeconds`
 * (at least the window, so the count starts afresh afterwards); `delays[n - 1]` seconds must pass after
 * attempt n before the next one is heard.
 */
export interface ThrottleRule {
  prefix: string;
  windowSeconds: number;
  max: number;
  lockSeconds: number;
  delays?: readonly number[];
}

/**
 * Per username, whatever the address: after 5 misses in 15 minutes each further attempt waits 5, 10, 20, 40,
 * 80 seconds; the 10th locks the username for 15 minutes. Unknown usernames count the same way.
 */
export const USERNAME_RULE: ThrottleRule = {
  prefix: 'user:',
  windowSeconds: 15 * 60,
  max: 10,
  lockSeconds: 15 * 60,
  delays: [0, 0, 0, 0, 5, 10, 20, 40, 80],
};
/** Per address, across usernames: 30 failed sign-ins in 10 minutes lock the address for 10 minutes. */
export const ADDRESS_RULE: ThrottleRule = { prefix: 'ip:', windowSeconds: 10 * 60, max: 30, lockSeconds: 10 * 60 };
/** Per address: 10 sign-ups (taken usernames included) an hour. */
export const SIGN_UP_RULE: ThrottleRule = { prefix: 'signup:', windowSeconds: 3600, max: 10, lockSeconds: 3600 };

const usernameKey = (username: string) => USERNAME_RULE.prefix + username.trim().toLowerCase();
const addressKey = (address: string) => ADDRESS_RULE.prefix + address;

/** '5초' or '15분': how long to wait, for the Korean message. */
const waitText = (seconds: number) => (seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`);

/**
 * Claims one attempt for `key` before any password is checked, in one atomic statement: a locked key is
 * refused without counting, and concurrent attempts each get their own number, so none slips past `max`.
 * Answers undefined when the attempt may go ahead, else the seconds until the key is heard again.
 */
export async function claimAttempt(db: Db, rule: ThrottleRule, key: string): Promise<number | undefined> {
  const now = new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart}::timestamptz`;
  const count = sql`(CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END)`;
  const delays = `{${(rule.delays ?? [0]).join(',')}}`;
  const lockFor = (n: SQL) => sql`(CASE
    WHEN ${n} >= ${rule.max}::int THEN ${nowSql} + ${rule.lockSeconds}::int * interval '1 second'
    WHEN (${delays}::int[])[${n}] > 0 THEN ${nowSql} + (${delays}::int[])[${n}] * interval '1 second'
    ELSE NULL END)`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: sql`${lockFor(sql`1`)}` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: count,
        windowStartedAt: sql`(CASE WHEN ${expired} THEN ${nowSql} ELSE ${authThrottle.windowStartedAt} END)`,
        lockedUntil: lockFor(count),
      },
      setWhere: or(isNull(authThrottle.lockedUntil), sql`${authThrottle.lockedUntil} <= ${nowSql}`),
    })
    .returning({ failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil });
  if (row && row.failures <= rule.max) return undefined;
  // Locked (the statement changed nothing) or past the count by a concurrent race: wait out the lock.
  const lockedUntil =
    row?.lockedUntil ??
    (await db.select({ lockedUntil: authThrottle.lockedUntil }).from(authThrottle).where(eq(authThrottle.key, key)))[0]
      ?.lockedUntil;
  const until = lockedUntil?.getTime() ?? now.getTime() + rule.lockSeconds * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

const refuse = (seconds: number, code: 'LOGIN_RATE_LIMITED' | 'SIGN_UP_RATE_LIMITED') => {
  const what = code === 'LOGIN_RATE_LIMITED' ? '로그인 시도가' : '회원가입 요청이';
  // The sign-in and sign-up forms show the message in place; an alert on top would say it twice.
  return new TooManyRequests(seconds, code, `${what} 너무 많습니다. ${waitText(seconds)} 후 다시 시도해주세요.`, {
    isAlert: false,
    isSnackbar: false,
  });
};

/**
 * Before a password is checked: the address must not have failed too often across usernames, and the
 * username must not be slowed down or locked. Throws 429 (with Retry-After) otherwise.
 */
export async function claimLoginAttempt(db: Db, address: string, username: string) {
  const byAddress = await claimAttempt(db, ADDRESS_RULE, addressKey(address));
  if (byAddress !== undefined) throw refuse(byAddress, 'LOGIN_RATE_LIMITED');
  const byUsername = await claimAttempt(db, USERNAME_RULE, usernameKey(username));
  if (byUsername !== undefined) throw refuse(byUsername, 'LOGIN_RATE_LIMITED');
}

/** A successful sign-in clears the username's count and takes its attempt off the address's failures. */
export async function loginSucceeded(db: Db, address: string, username: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, usernameKey(username)));
  await db
    .update(authThrottle)
    .set({ failures: sql`GREATEST(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, addressKey(address)));
}

/** Sign-up: every attempt that reaches the username check counts against the address. */
export async function claimSignUpAttempt(db: Db, address: string) {
  const wait = await claimAttempt(db, SIGN_UP_RULE, SIGN_UP_RULE.prefix + address);
  if (wait !== undefined) throw refuse(wait, 'SIGN_UP_RATE_LIMITED');
}

/** Rows whose window and lock are both over say nothing any more. */
export async function purgeThrottle(db: Db) {
  const longest = Math.max(USERNAME_RULE.windowSeconds, ADDRESS_RULE.windowSeconds, SIGN_UP_RULE.windowSeconds);
  const now = new Date();
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, new Date(now.getTime() - longest * 1000)),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, now)),
      ),
    );
}
