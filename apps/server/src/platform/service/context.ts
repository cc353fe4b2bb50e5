import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/context';
import type { NotificationInput } from '../realtime/types';
import { ShopClock } from './clock';

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
  /** Runs `work` in one transaction with a context bound to it (nested calls reuse the outer transaction). */
  transaction<T>(work: (tx: ServiceContext) => Promise<T>): Promise<T>;
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
}

export function makeServiceContext(parts: ContextParts, inTransaction = false): ServiceContext {
  const ctx: ServiceContext = {
    db: parts.db,
    actor: parts.actor,
    clock: parts.clock,
    notify: async (accountIds, message) => {
      await parts.notify(accountIds, message, parts.db);
    },
    transaction: (work) =>
      inTransaction ? work(ctx) : parts.db.transaction((tx) => work(makeServiceContext({ ...parts, db: tx }, true))),
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
    makeServiceContext({ db: request.db, actor: actorOf(app.requirePrincipal(request)), clock, notify: app.notify }),
  );
});
