import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/context';
import type { NotificationInput } from '../realtime/types';
import { ShopClock } from './clock';
import { retryOnCollision } from './retry';

/** Who a service call acts for, read once from the session. */
export interface Actor {
  accountId: number;
  userType: 'employee' | 'customer';
  isAdmin: boolean;
  /** Set for employees; null for customers. */
  employeeId: number | null;
  departmentId: number | null;
  departmentName: string | null;
  /** Set for customers (their buyer record); null for employees. */
  buyerId: number | null;
  /** The employee's or customer's display name. */
  name: string;
  authorities: readonly string[];
}

/**
 * One request's service call: the actor, the database (inside `transaction`, the transaction), the shop clock and
 * `notify`. Services take this instead of threading db, actor and time by hand. `notify` writes on `ctx.db`, so a
 * notification sent inside `transaction` commits with the business write or not at all.
 */
export interface ServiceContext {
  db: Db;
  actor: Actor;
  clock: ShopClock;
  notify(accountIds: readonly number[], message: NotificationInput): Promise<void>;
  /**
   * Runs `work` in one transaction with a context bound to it (nested calls reuse the outer transaction). A
   * transaction PostgreSQL gives up for colliding with another (40001, 40P01) is run again from the start, a few
   * times with a short jittered wait, then answered 409 `CONCURRENT_UPDATE` (`retryOnCollision`). So `work` may run
   * more than once: everything it does goes through the database (rows, and NOTIFY, which is sent at commit), and
   * anything else goes through `afterCommit`.
   */
  transaction<T>(work: (tx: ServiceContext) => Promise<T>): Promise<T>;
  /**
   * Something to do outside the database (a file removed, a process woken) once the work has committed: inside
   * `transaction` it runs after the commit of the attempt that succeeded, once, in the order given, and never for an
   * attempt that failed or was retried; outside a transaction it runs at once. Its failure is logged, never undoes
   * the committed work and never fails the call.
   */
  afterCommit(effect: () => unknown): Promise<void>;
}

export const actorOf = (p: Principal): Actor => ({
  accountId: p.accountId,
  userType: p.userType,
  isAdmin: p.isAdmin,
  employeeId: p.employeeId,
  departmentId: p.account.userInfo.employee?.departmentId ?? null,
  departmentName: p.account.userInfo.employee?.departmentName ?? null,
  buyerId: p.buyerId,
  name: p.account.userInfo.name,
  authorities: p.authorities,
});

export interface ContextParts {
  db: Db;
  actor: Actor;
  clock: ShopClock;
  notify: FastifyInstance['notify'];
  /** Where a failed `afterCommit` effect is reported (the request's log); unreported without. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** The `afterCommit` effects of one attempt of a transaction, run only if that attempt commits. */
type CommitEffects = (() => unknown)[];

async function runEffects(effects: CommitEffects, log: ContextParts['log']) {
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      log?.error({ err }, 'after-commit effect failed');
    }
  }
}

/**
 * `inTransaction`: false for a context on the database itself; true when `parts.db` is a transaction the caller owns
 * (the seed: its `afterCommit` effects then run at once); internally, the effects list of this context's attempt.
 */
export function makeServiceContext(
  parts: ContextParts,
  inTransaction: boolean | CommitEffects = false,
): ServiceContext {
  const ctx: ServiceContext = {
    db: parts.db,
    actor: parts.actor,
    clock: parts.clock,
    notify: async (accountIds, message) => {
      await parts.notify(accountIds, message, parts.db);
    },
    transaction: async (work) => {
      if (inTransaction !== false) return work(ctx);
      const { result, effects } = await retryOnCollision(async () => {
        const attempt: CommitEffects = [];
        const done = await parts.db.transaction((tx) => work(makeServiceContext({ ...parts, db: tx }, attempt)));
        return { result: done, effects: attempt };
      });
      await runEffects(effects, parts.log);
      return result;
    },
    afterCommit: async (effect) => {
      if (Array.isArray(inTransaction)) inTransaction.push(effect);
      else await runEffects([effect], parts.log);
    },
  };
  return ctx;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop clock every service reads; tests fix it with `app.clock.fixAt(...)`. */
    clock: ShopClock;
    /** The signed-in request's service context (401 when nobody is signed in). */
    serviceContext(request: FastifyRequest): ServiceContext;
  }
}

/** Registered after auth and realtime: needs `requirePrincipal` and `notify`. */
export const serviceContextPlugin = fp(async (app) => {
  const clock = new ShopClock();
  app.decorate('clock', clock);
  app.decorate('serviceContext', (request: FastifyRequest) =>
    makeServiceContext({
      db: request.db,
      actor: actorOf(app.requirePrincipal(request)),
      clock,
      notify: app.notify,
      log: request.log,
    }),
  );
});
