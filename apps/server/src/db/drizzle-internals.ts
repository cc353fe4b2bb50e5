import { is, Column, SQL, StringChunk, Table, type AnyColumn } from 'drizzle-orm';
import type { PgDialect, PgSelect } from 'drizzle-orm/pg-core';

/**
 * Every use of drizzle-orm beyond its typed, documented surface, in one place: fields its classes keep outside their
 * typings, calls its typings do not allow, and the shape of the SQL its helpers build. The request's database
 * (db/client.ts) and the list planner (platform/list/) rely on them to share prepared statements between requests,
 * to write values into a statement's text and to read a page's rows without drizzle's per-value mapping.
 *
 * test/drizzle-internals.test.ts asserts each of them against the installed drizzle-orm (both drivers): if an upgrade
 * changes one, that test names it.
 */

/** A result type drizzle computes for a select of these fields (not exported from its package root). */
export type { SelectResult } from 'drizzle-orm/query-builders/select.types';

/** A table's SQL name as a type (drizzle's `_` type bag). */
export type TableNameOf<T extends Table> = T['_']['name'];

// ---- Sessions and clients ----

/** What drizzle's node-postgres and PGlite databases, sessions and prepared queries keep outside their typings. */
interface DatabaseFields {
  dialect: PgDialect;
  session: SessionFields;
  /** drizzle's relational query builder reads its session from here. */
  _: { session: SessionFields } & Record<string, unknown>;
}
interface SessionFields {
  /** The driver's client (a pg Pool or Client, a PGlite): every prepared query sends through its own copy of it. */
  client: unknown;
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => unknown,
  ): PreparedQuery;
}

/** A prepared query of either driver: `execute` sends through `client`, then hands array rows to the mapper. */
export interface PreparedQuery {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A prepared statement (on whichever database built it) run on `db`'s own connection source, so a request's
 * statement is cancelled with that request. node-postgres and PGlite prepared queries both send through their
 * `client` field.
 */
export function preparedOn<P extends object>(prepared: P, db: object): P {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  if (client === undefined || (prepared as { client?: unknown }).client === client) return prepared;
  return Object.create(prepared, { client: { value: client } }) as P;
}

/**
 * `db` sending every query through `client` instead of its own, with `extra` properties: a new session over the
 * client, and the database read through it (drizzle's session and database objects read their client and session
 * from fields). Statements prepared on it send through `client` too.
 */
export function onClient<D extends object>(db: D, client: unknown, extra: PropertyDescriptorMap = {}): D {
  const shared = db as unknown as DatabaseFields;
  const session = Object.create(shared.session, { client: { value: client } }) as SessionFields;
  return Object.create(db, {
    session: { value: session },
    _: { value: { ...shared._, session } },
    ...extra,
  }) as D;
}

/**
 * `db.execute` for a statement holding placeholders: drizzle's own path (its dialect renders, its session prepares an
 * unnamed statement), given the request's values.
 */
export function executeWith(db: object, query: SQL, values: Record<string, unknown>): Promise<unknown> {
  const { dialect, session } = db as DatabaseFields;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, undefined, false).execute(values);
}

// ---- Prepared statements ----

/** Anything drizzle prepares: its typings ask for a name, which both drivers take as optional. */
interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * Prepares a query unnamed, as a plain execute sends it (PostgreSQL plans it on every run), or by `name` (prepared once
 * per connection). drizzle types the name as required; both drivers send an unnamed statement without one.
 */
export function prepare<P>(query: Preparable<P>, name?: string): P {
  return (query as { prepare(name?: string): P }).prepare(name);
}

/**
 * Hands a prepared select's rows to `mapper` as arrays of raw values, instead of drizzle mapping each value through
 * its column (both drivers then ask for array rows: `rowMode: 'array'`).
 */
export function mapRowsWith(prepared: object, mapper: (rows: unknown[][]) => unknown): void {
  (prepared as { customResultMapper?: (rows: unknown[][]) => unknown }).customResultMapper = mapper;
}

/**
 * Prepares a raw statement text (placeholders `$1`…, their values `params`) on the session a select was built on,
 * reading array rows handed to `mapper`; unnamed when `name` is undefined.
 */
export function prepareText(
  builtOn: PgSelect,
  query: { sql: string; params: unknown[] },
  name: string | undefined,
  mapper: (rows: unknown[][]) => unknown,
): PreparedQuery {
  const { session } = builtOn as unknown as { session: SessionFields };
  return session.prepareQuery(query, undefined, name, true, mapper);
}

// ---- The SQL drizzle's helpers build ----

/** How a selected value arrives from the driver and becomes the row's value. */
export interface Decoder {
  mapFromDriverValue(raw: unknown): unknown;
}

/** An expression's decoder (`sql<T>` reads the raw value, `.mapWith(f)` maps it): kept on the SQL object, untyped. */
export const decoderOfSql = (expr: SQL): Decoder | undefined => (expr as unknown as { decoder?: Decoder }).decoder;

/**
 * `asc(x)` / `desc(x)` taken apart: drizzle builds them as `sql\`${x} asc\``, the direction a last text chunk. The
 * expression ordered by, its direction, and its column when the expression is that column alone; undefined for an
 * order not built so.
 */
export function orderParts(order: SQL): { expr: SQL; desc: boolean; column: AnyColumn | undefined } | undefined {
  const chunks = order.queryChunks;
  const last = chunks.at(-1);
  if (chunks.length < 2 || !is(last, StringChunk)) return undefined;
  const dir = last.value.join('');
  if (dir !== ' asc' && dir !== ' desc') return undefined;
  const inner = chunks.slice(0, -1);
  const found = inner.find((c) => is(c, Column));
  const only =
    found !== undefined && inner.every((c) => c === found || (is(c, StringChunk) && c.value.join('') === ''));
  return {
    expr: new SQL(inner),
    desc: dir === ' desc',
    column: only ? found : undefined,
  };
}

/** Whether an order term (`asc(x)`, `desc(x)`, or any SQL) names `column` directly among its parts. */
export const ordersBy = (order: SQL, column: AnyColumn): boolean => order.queryChunks.includes(column);

/** Every table an expression reads (its columns' tables, tables named in it, and those of what it wraps). */
export function tablesIn(chunk: unknown, found = new Set<unknown>()): Set<unknown> {
  if (is(chunk, Column)) found.add(chunk.table);
  else if (is(chunk, Table)) found.add(chunk);
  else if (is(chunk, SQL)) for (const c of chunk.queryChunks) tablesIn(c, found);
  else if (is(chunk, SQL.Aliased)) tablesIn(chunk.sql, found);
  else if (Array.isArray(chunk)) for (const c of chunk) tablesIn(c, found);
  else if (chunk && typeof chunk === 'object' && 'getSQL' in chunk && typeof chunk.getSQL === 'function') {
    const inner = (chunk as { getSQL(): SQL }).getSQL();
    // Leaves (names, placeholders) wrap themselves: nothing more to read.
    if (!(inner.queryChunks.length === 1 && inner.queryChunks[0] === chunk)) tablesIn(inner, found);
  }
  return found;
}
