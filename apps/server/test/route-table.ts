/*
 * Shared by the route × role matrix and the input fuzz test: the app's own route table (recorded by the auth
 * plugin's onRoute hook), the GraphQL Query fields with the access their resolvers declare, signed-in agents that
 * skip the login route (so its throttles never get in the way), and a way to fill path parameters.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { GraphQLSchema } from 'graphql';
import { CSRF_HEADER, MENU_AREAS, SESSION_COOKIE, readAuthority } from '@scm/contract';
import { account } from '../src/db/schema';
import type { DeclaredRoute } from '../src/platform/auth/plugin';
import { declaredQueryAccess, type QueryAccess } from '../src/platform/graphql/access';
import { employeeWithoutGroups, grantAuthority, type Agent, type TestContext } from './harness';

export type { DeclaredRoute };

/** Every REST route under /api (and the /graphql endpoint itself), in registration order. */
export const apiRoutes = (ctx: TestContext): DeclaredRoute[] => ctx.app.routeTable;

export const isWrite = (method: string) => method !== 'GET';

/** The `:name` parameters of a route path. */
export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The route path with each `:name` replaced by fill(name). */
export const fillPath = (url: string, fill: (name: string) => string | number) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(fill(name))));

/** A session made straight in the session store: what a browser holds after signing in, without the login route. */
export async function sessionOf(ctx: TestContext, username: string): Promise<Agent> {
  const [acc] = await ctx.database.db.select({ id: account.id }).from(account).where(eq(account.username, username));
  if (!acc) throw new Error(`no account ${username}`);
  const s = await ctx.app.sessions.create(acc.id, false);
  const cookie = `${SESSION_COOKIE}=${s.token}`;
  return {
    cookie,
    csrf: s.csrfToken,
    token: s.token,
    accountId: acc.id,
    headers: (extra = {}) => ({ cookie, [CSRF_HEADER]: s.csrfToken, ...extra }),
  };
}

export const ROLES = ['anonymous', 'customerA', 'customerB', 'noGroup', 'readOnly', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleAgents {
  agents: Record<Exclude<Role, 'anonymous'>, Agent>;
  /** Usernames, to open a second session of the same account (e.g. for logout). */
  usernames: Record<Exclude<Role, 'anonymous'>, string>;
  /** The authorities each role holds (for routes declaring config.authority). */
  authorities: Record<Role, string[]>;
}

/**
 * Customer A and B are the demo customers hanbit and seoul-cafe; the two staff roles are made here: one with no
 * permission group, one holding every <AREA>_READ authority and no write.
 */
export async function roleAgents(ctx: TestContext): Promise<RoleAgents> {
  await employeeWithoutGroups(ctx, 'matrix.nogroup');
  const readOnly = await employeeWithoutGroups(ctx, 'matrix.readonly');
  const reads = MENU_AREAS.map(readAuthority);
  for (const name of reads) await grantAuthority(ctx, readOnly.employeeId, name);
  const usernames = {
    customerA: 'hanbit',
    customerB: 'seoul-cafe',
    noGroup: 'matrix.nogroup',
    readOnly: 'matrix.readonly',
    admin: 'admin',
  };
  const agents = {} as RoleAgents['agents'];
  for (const [role, username] of Object.entries(usernames)) {
    agents[role as keyof typeof usernames] = await sessionOf(ctx, username);
  }
  return {
    agents,
    usernames,
    authorities: {
      anonymous: [],
      customerA: [],
      customerB: [],
      noGroup: [],
      readOnly: reads,
      admin: ['ROLE_ADMIN'],
    },
  };
}

export type Expected = 'allowed' | 401 | 403;

/** What the route's declaration promises a role: 401, 403, or allowed (anything else but a 5xx). */
export function expectedFor(route: DeclaredRoute, role: Role, authorities: string[]): Expected {
  if (route.access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  const customer = role === 'customerA' || role === 'customerB';
  if (route.access === 'customer') return customer ? 'allowed' : 403;
  if (route.access === 'employee' && customer) return 403;
  if (customer) return 'allowed';
  const admin = authorities.includes('ROLE_ADMIN');
  if (route.authority && !admin && !authorities.includes(route.authority)) return 403;
  if (route.area && !admin) {
    const write = isWrite(route.method);
    const ok = authorities.includes(`${route.area}_WRITE`) || (!write && authorities.includes(`${route.area}_READ`));
    if (!ok) return 403;
  }
  return 'allowed';
}

export interface QueryField {
  name: string;
  access: QueryAccess | undefined;
  /** A query document calling the field with a plausible value for each required argument. */
  source: string;
}

// The app's schema may come from graphql's CommonJS build and this file's import from its ES build, so types are
// read structurally (their printed form and the schema's type map), not with instanceof.
type NamedInput = {
  getValues?: () => { name: string }[];
  getFields?: () => Record<string, { name: string; type: unknown }>;
};
const literal = (schema: GraphQLSchema, printed: string): string => {
  if (printed.endsWith('!')) return literal(schema, printed.slice(0, -1));
  if (printed.startsWith('[')) return `[${literal(schema, printed.slice(1, -1))}]`;
  const named = schema.getType(printed) as NamedInput | undefined;
  if (named?.getValues) return named.getValues()[0]!.name;
  if (named?.getFields) {
    const fields = Object.values(named.getFields()).filter((f) => String(f.type).endsWith('!'));
    return `{ ${fields.map((f) => `${f.name}: ${literal(schema, String(f.type))}`).join(', ')} }`;
  }
  switch (printed) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'false';
    default:
      return '"1"';
  }
};

/** Every field of the GraphQL Query type, read from the live schema, with the access its resolver declares. */
export function queryFields(ctx: TestContext): QueryField[] {
  const query = ctx.app.graphql.schema.getQueryType();
  if (!query) return [];
  const schema = ctx.app.graphql.schema;
  return Object.values(query.getFields()).map((field) => {
    const args = field.args.filter((a) => String(a.type).endsWith('!'));
    const argList = args.length
      ? `(${args.map((a) => `${a.name}: ${literal(schema, String(a.type))}`).join(', ')})`
      : '';
    const named = schema.getType(String(field.type).replace(/[[\]!]/g, '')) as NamedInput | undefined;
    const selection = named?.getFields ? ' { __typename }' : '';
    return {
      name: field.name,
      access: declaredQueryAccess(field.resolve),
      source: `{ ${field.name}${argList}${selection} }`,
    };
  });
}

/**
 * A checksum of every table (md5 of its rows as text), to prove a call changed nothing. Sessions slide their
 * expiry and sign-in attempts are counted, so those two tables are left out.
 */
export async function databaseChecksum(ctx: TestContext) {
  const rowsOf = async <T>(query: SQL) => {
    const result: unknown = await ctx.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const volatile = new Set(['session', 'auth_throttle']);
  const tables = (
    await rowsOf<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((r) => r.tablename)
    .filter((t) => !volatile.has(t));
  const query = sql.raw(
    tables
      .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
      .join(' union all '),
  );
  return {
    checksum: async () => new Map((await rowsOf<{ t: string; h: string }>(query)).map((r) => [r.t, r.h])),
    changedTables: (before: Map<string, string>, after: Map<string, string>) =>
      tables.filter((t) => before.get(t) !== after.get(t)),
  };
}
