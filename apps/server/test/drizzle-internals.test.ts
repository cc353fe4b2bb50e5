import { PGlite } from '@electric-sql/pglite';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { drizzle as nodePgDrizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, PgDialect, text } from 'drizzle-orm/pg-core';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  decoderOfSql,
  executeWith,
  mapRowsWith,
  onClient,
  orderParts,
  ordersBy,
  prepare,
  preparedOn,
  prepareText,
  tablesIn,
  type PreparedQuery,
} from '../src/db/drizzle-internals';

// What db/drizzle-internals.ts relies on, asserted against the installed drizzle-orm: a failure here after an upgrade
// names the field or behaviour that changed. PGlite always; node-postgres too on PostgreSQL (TEST_DATABASE_URL).

const probe = pgTable('internals_probe', { id: integer('id').primaryKey(), name: text('name') });
const other = pgTable('internals_other', { id: integer('id').primaryKey() });
const schema = { probe, other };
const dialect = new PgDialect();
const render = (s: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(s).sql;

describe('drizzle internals: the SQL its helpers build', () => {
  it('builds asc() and desc() as the expression then a direction', () => {
    expect(orderParts(asc(probe.id))).toMatchObject({ desc: false, column: probe.id });
    const down = orderParts(desc(probe.name))!;
    expect(down).toMatchObject({ desc: true, column: probe.name });
    expect(render(down.expr)).toBe('"internals_probe"."name"');
    const expr = orderParts(desc(sql`lower(${probe.name})`))!;
    expect(expr.column).toBeUndefined();
    expect(render(expr.expr)).toBe('lower("internals_probe"."name")');
    expect(orderParts(sql`${probe.id} nulls first`)).toBeUndefined();
    expect(ordersBy(desc(probe.id), probe.id)).toBe(true);
    expect(ordersBy(desc(probe.name), probe.id)).toBe(false);
  });

  it('keeps the tables an expression reads among its parts, through aliases and subqueries', () => {
    const db = nodePgDrizzle.mock({ schema });
    expect(tablesIn(and(eq(probe.id, 1), sql`${other.id} > 0`))).toEqual(new Set([probe, other]));
    expect(tablesIn(sql`${probe.name}`.as('n'))).toEqual(new Set([probe]));
    expect(tablesIn(sql`1 in ${db.select({ id: other.id }).from(other)}`)).toEqual(new Set([other]));
    expect(tablesIn([sql.placeholder('x'), sql`now()`])).toEqual(new Set());
  });

  it("keeps an expression's decoder on the SQL object", () => {
    expect(decoderOfSql(sql`1`.mapWith(Number))!.mapFromDriverValue('5')).toBe(5);
    expect(decoderOfSql(sql<string>`'x'`)!.mapFromDriverValue('x')).toBe('x');
  });
});

interface Driver {
  name: string;
  db: ReturnType<typeof pgliteDrizzle<typeof schema>> | ReturnType<typeof nodePgDrizzle<typeof schema>>;
  client: { query: (...args: never[]) => unknown };
  /** Statement names sent (node-postgres only). */
  names?: (string | undefined)[];
  close(): Promise<void>;
}

async function pgliteDriver(): Promise<Driver> {
  const client = await PGlite.create();
  return { name: 'PGlite', db: pgliteDrizzle(client, { schema }), client, close: () => client.close() };
}

async function nodePgDriver(url: string): Promise<Driver> {
  // One connection: the probe tables are temporary, seen by their own connection only.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const names: (string | undefined)[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    if (config && typeof config === 'object' && 'text' in config) names.push((config as { name?: string }).name);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never;
  return {
    name: 'node-postgres',
    db: nodePgDrizzle(pool, { schema }),
    client: pool,
    names,
    close: async () => {
      pg.Client.prototype.query = query;
      await pool.end();
    },
  };
}

const drivers = [{ name: 'PGlite', open: pgliteDriver }];
const url = process.env.TEST_DATABASE_URL;
if (url) drivers.push({ name: 'node-postgres', open: () => nodePgDriver(url) });

describe.each(drivers)('drizzle internals: $name', async ({ open }) => {
  const driver = await open();
  const db = driver.db as ReturnType<typeof pgliteDrizzle<typeof schema>>;
  afterAll(() => driver.close());
  await db.execute(sql`create temporary table internals_probe (id integer primary key, name text)`);
  await db.execute(sql`create temporary table internals_other (id integer primary key)`);
  await db.execute(sql`insert into internals_probe values (1, 'a'), (2, 'b')`);
  const select = () => db.select({ id: probe.id, name: probe.name }).from(probe).orderBy(probe.id);

  /** A client that counts what is sent through it, then sends it through the real one. */
  const counting = () => {
    const seen = { n: 0 };
    const real = driver.client;
    const client = Object.create(real, {
      query: {
        value: (...args: never[]) => {
          seen.n++;
          return real.query(...args);
        },
      },
    }) as unknown;
    return { seen, client };
  };

  it('prepares a select unnamed, or by a name, from the same builder', async () => {
    const unnamed = prepare<PreparedQuery>(select());
    const named = prepare<PreparedQuery>(select(), 'internals_probe_select');
    expect(await unnamed.execute()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(await named.execute()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    if (driver.names) expect(driver.names.slice(-2)).toEqual([undefined, 'internals_probe_select']);
  });

  it("hands a prepared select's rows to a mapper as arrays of raw values", async () => {
    const prepared = prepare<PreparedQuery>(select());
    const seen: unknown[][][] = [];
    mapRowsWith(prepared, (rows) => {
      seen.push(rows);
      return 'mapped';
    });
    expect(await prepared.execute()).toBe('mapped');
    expect(seen).toEqual([
      [
        [1, 'a'],
        [2, 'b'],
      ],
    ]);
  });

  it('prepares a raw text on the session a select was built on, its placeholders filled per run', async () => {
    const text = { sql: 'select $1::int + 1 as n, $2::text as t', params: [sql.placeholder('x'), 'fixed'] };
    const mapper = (rows: unknown[][]) => rows;
    const unnamed = prepareText(select().$dynamic(), text, undefined, mapper);
    expect(await unnamed.execute({ x: 41 })).toEqual([[42, 'fixed']]);
    const named = prepareText(select().$dynamic(), text, 'internals_probe_text', mapper);
    expect(await named.execute({ x: 1 })).toEqual([[2, 'fixed']]);
    if (driver.names) expect(driver.names.slice(-2)).toEqual([undefined, 'internals_probe_text']);
  });

  it("runs a statement with placeholders through drizzle's dialect and session, answering { rows }", async () => {
    const result = (await executeWith(db, sql`select ${sql.placeholder('v')}::int as v`, { v: 7 })) as {
      rows: { v: number }[];
    };
    expect(result.rows).toEqual([{ v: 7 }]);
  });

  it("sends a database's queries and its prepared statements through another client", async () => {
    const { seen, client } = counting();
    const other = onClient(db, client, { marker: { value: 'request' } });
    expect((other as unknown as { marker: string }).marker).toBe('request');
    expect(await other.select({ id: probe.id }).from(probe).where(eq(probe.id, 2))).toEqual([{ id: 2 }]);
    expect(seen.n).toBe(1);
    await other.execute(sql`select 1`);
    expect(seen.n).toBe(2);
    // drizzle keeps its session twice, as `session` and in `_`: the other database has its new session in both.
    const fields = (d: object) => d as unknown as { session: { client: unknown }; _: { session: unknown } };
    expect(fields(db)._.session).toBe(fields(db).session);
    expect(fields(other)._.session).toBe(fields(other).session);
    expect(fields(other).session.client).toBe(client);
    expect(fields(other).session).not.toBe(fields(db).session);
    // A statement prepared on the shared database, run on the other one's client.
    const prepared = prepare<PreparedQuery>(select());
    expect(await preparedOn(prepared, other).execute()).toHaveLength(2);
    expect(seen.n).toBe(3);
    // ...and on its own database, through its own client.
    expect(preparedOn(prepared, db)).toBe(prepared);
    await prepared.execute();
    expect(seen.n).toBe(3);
    // Prepared on the other database: sent through the other client.
    await prepare<PreparedQuery>(other.select().from(probe)).execute();
    expect(seen.n).toBe(4);
  });
});
