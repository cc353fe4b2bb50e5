import { fillPlaceholders, is, Column, Placeholder, SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import {
  decoderOfSql,
  mapRowsWith,
  prepare,
  prepareText,
  preparedOn,
  type Decoder,
  type PreparedQuery,
} from '../../db/drizzle-internals';
import type { Boundary } from './keyset';
import { statementNameOf, statementNamesOf, withValuesWrittenInBut } from './statements';

/** How one selected value arrives from the driver and becomes the row's value (a column's or an expression's). */
type Decode = (raw: unknown) => unknown;

interface Reader {
  names: string[];
  decoders: Decode[];
  /** How many ORDER BY values follow the columns (the keyset boundary of each row). */
  keyset: number;
}

/** A page's rows, and each row's position in the order when the query selected it (keyset.ts). */
export interface PageRows {
  rows: Record<string, unknown>[];
  positions: Boundary[];
}

const decoderOf = (field: unknown): Decode | undefined => {
  const decoder: Decoder | undefined = is(field, Column)
    ? field
    : is(field, SQL)
      ? decoderOfSql(field)
      : is(field, SQL.Aliased)
        ? decoderOfSql(field.sql)
        : undefined;
  return decoder && ((raw) => decoder.mapFromDriverValue(raw));
};

const readers = new WeakMap<object, Map<number, Reader | null>>();

/**
 * The decoders of a list's columns, worked out once per list and keyset width. drizzle maps every value of every row
 * through a chain of class checks (`mapResultRow`); a list page of 50 rows spent ~0.4 ms of CPU there per request.
 * `null` when the columns are not one flat object of columns and expressions (then drizzle maps them).
 */
function readerOf(columns: SelectedFields, keyset: number): Reader | null {
  let byWidth = readers.get(columns);
  if (!byWidth) readers.set(columns, (byWidth = new Map<number, Reader | null>()));
  let reader = byWidth.get(keyset);
  if (reader !== undefined) return reader;
  const names = Object.keys(columns);
  const decoders = names.map((name) => decoderOf(columns[name]));
  reader = decoders.every((d) => d !== undefined) ? { names, decoders, keyset } : null;
  byWidth.set(keyset, reader);
  return reader;
}

function mapRows(reader: Reader, raw: unknown[][]): PageRows {
  const { names, decoders, keyset } = reader;
  const width = names.length;
  const rows = new Array<Record<string, unknown>>(raw.length);
  const positions = new Array<Boundary>(raw.length);
  for (let r = 0; r < raw.length; r++) {
    const values = raw[r]!;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < width; i++) {
      const v = values[i];
      row[names[i]!] = v === null ? null : decoders[i]!(v);
    }
    rows[r] = row;
    positions[r] = keyset ? (values.slice(width, width + keyset) as Boundary) : [];
  }
  return { rows, positions };
}

/** A list's page statement, rendered once: each request runs it with its own values for the placeholders. */
export interface PageStatement {
  /** Runs on `db`: the request's own database, whichever request prepared the statement. */
  execute(values: Record<string, unknown>, db: object): Promise<PageRows>;
}

/**
 * Prepares a list's select whose fields are `columns` followed by `keyset` ORDER BY values as text (boundaryFields).
 * Its rows come back with those values apart: they never enter a row object, so nothing is deleted from one later
 * (a deleted property turns an object into a slow dictionary for the serializer).
 *
 * Given a `name`, it runs by that name while it may have one (statements.ts), else unnamed.
 */
export function pageStatement(query: PgSelect, columns: SelectedFields, keyset: number, name?: string): PageStatement {
  // No name: an unnamed statement, as a plain execute sends.
  const unnamed: PreparedQuery = prepare(query);
  const byName: PreparedQuery | undefined = name === undefined ? undefined : prepare(query, name);
  const on = runnerOf(unnamed, byName, name);
  const reader = readerOf(columns, keyset);
  if (reader) {
    // Both drivers (node-postgres and PGlite) read array rows and hand them to this mapper when it is set.
    for (const prepared of [unnamed, byName]) if (prepared) mapRowsWith(prepared, (raw) => mapRows(reader, raw));
    return { execute: async (values, db) => (await on(db).execute(values)) as PageRows };
  }
  return {
    async execute(values, db) {
      const rows = (await on(db).execute(values)) as Record<string, unknown>[];
      const positions = rows.map((row) => {
        const position: Boundary = [];
        for (let i = 0; i < keyset; i++) {
          position.push(row[`__keyset${i}`] as string | null);
          delete row[`__keyset${i}`];
        }
        return position;
      });
      return { rows, positions };
    },
  };
}

/**
 * A page read in two statements. First its keys alone (`keys`, the key as `key`), from the list's own table and only
 * the joins its WHERE and ORDER BY need, so PostgreSQL plans it in a fraction of the joined page's time. Nothing else is
 * selected there: PostgreSQL computes the selected values of every row an OFFSET skips, and a deep page skips
 * hundreds of thousands. Then the rows of those keys (`byKey`: the columns, the boundary values, then the key; its
 * values `{ keys }`), a statement of one text per list and sort, run by name: PostgreSQL plans it for a few runs, then
 * keeps one generic plan (primary-key lookups of at most a page of keys) and stops planning it.
 *
 * The rows come back in the keys' order, each with its boundary values as its position; a row deleted between the
 * two statements is left out.
 */
export function keysThenRows(keys: PageStatement, byKey: PageStatement): PageStatement {
  return {
    async execute(values, db) {
      const page = await keys.execute(values, db);
      if (page.rows.length === 0) return page;
      const found = await byKey.execute({ keys: page.rows.map((r) => r.key) }, db);
      const byKeyText = new Map<string, number>();
      found.positions.forEach((position, i) => byKeyText.set(String(position.at(-1)), i));
      const rows: Record<string, unknown>[] = [];
      const positions: Boundary[] = [];
      for (const { key } of page.rows) {
        const i = byKeyText.get(String(key));
        if (i === undefined) continue;
        rows.push(found.rows[i]!);
        positions.push(found.positions[i]!.slice(0, -1));
      }
      return { rows, positions };
    },
  };
}

/**
 * The prepared statement a request runs on `db`: the one `byName` while the pool may give its statement that name
 * (statements.ts), else the unnamed one.
 */
function runnerOf(unnamed: PreparedQuery, byName: PreparedQuery | undefined, name: string | undefined) {
  return (db: object) =>
    preparedOn(byName && name !== undefined && statementNamesOf(db).mayRun(name) ? byName : unnamed, db);
}

/**
 * A page statement with this request's values written into its text, run by its name while it may have one
 * (statements.ts), else unnamed; a pageStatement as before when a value cannot be written in or drizzle maps the
 * rows. The list as it opens has all its values written in (plan.ts, run.ts); a keyset page's keys keep their boundary
 * values as parameters (`kept`, placeholder names), as they change page by page.
 */
export function fixedPageStatement(
  query: PgSelect,
  columns: SelectedFields,
  keyset: number,
  values: Record<string, unknown>,
  kept: ReadonlySet<string> = new Set(),
): PageStatement {
  const reader = readerOf(columns, keyset);
  const { sql: text, params } = query.toSQL();
  const isKept = (param: unknown) => is(param, Placeholder) && kept.has(param.name);
  const filled = params.map((param) => (isKept(param) ? param : fillPlaceholders([param], values)[0]));
  const fixed = reader && withValuesWrittenInBut(text, filled, isKept);
  if (!reader || !fixed) return pageStatement(query, columns, keyset);
  const mapper = (raw: unknown[][]) => mapRows(reader, raw);
  const name = statementNameOf(fixed.text);
  const byName = prepareText(query, { sql: fixed.text, params: fixed.kept }, name, mapper);
  const unnamed = prepareText(query, { sql: fixed.text, params: fixed.kept }, undefined, mapper);
  const on = runnerOf(unnamed, byName, name);
  return { execute: async (values, db) => (await on(db).execute(values)) as PageRows };
}
