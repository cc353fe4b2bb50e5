import mercurius, { type MercuriusContext } from 'mercurius';
import { ERRORS } from '@scm/contract';
import type { Principal } from '../auth/context';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The signed-in caller; the /graphql route refuses requests without one before any resolver runs. */
    principal: Principal | null;
  }
}

const refuse = (status: 401 | 403) =>
  new mercurius.ErrorWithProps(
    status === 401 ? ERRORS.UNAUTHORIZED : ERRORS.FORBIDDEN,
    { code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN' },
    status,
  );

/**
 * `Args` is the argument shape the query's SDL declares; GraphQL has validated it before the resolver runs.
 */
type SelectResolver<Args, Result> = (args: Args, principal: Principal, ctx: MercuriusContext) => Promise<Result>;

type FieldResolver<Result> = (_root: unknown, args: Record<string, unknown>, ctx: MercuriusContext) => Promise<Result>;

/** Who may run a query field: recorded by the wrappers below so the route × role matrix test can read it. */
export type QueryAccess = 'employee' | 'authenticated';
const declared = new WeakMap<object, QueryAccess>();
const declare = <R>(access: QueryAccess, resolver: FieldResolver<R>) => {
  declared.set(resolver, access);
  return resolver;
};
/** The access a Query field's resolver declares; undefined for a resolver not wrapped below. */
export const declaredQueryAccess = (resolver: unknown): QueryAccess | undefined =>
  typeof resolver === 'function' ? declared.get(resolver) : undefined;

/** A select query for staff only: customers get a 403 GraphQL error. */
export const forEmployees = <Args, Result>(resolve: SelectResolver<Args, Result>) =>
  declare('employee', async (_root, args, ctx): Promise<Result> => {
    if (!ctx.principal) throw refuse(401);
    if (ctx.principal.userType !== 'employee') throw refuse(403);
    return resolve(args as Args, ctx.principal, ctx);
  });

/** A select query every signed-in user may run (e.g. option lists on the customer order form). */
export const forSignedIn = <Args, Result>(resolve: SelectResolver<Args, Result>) =>
  declare('authenticated', async (_root, args, ctx): Promise<Result> => {
    if (!ctx.principal) throw refuse(401);
    return resolve(args as Args, ctx.principal, ctx);
  });
