import { createHash } from 'node:crypto';
import { is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { sharedDbOf } from '../../db/client';

/**
 * A list's statements are built and rendered once per shape — the list, its own filters, which search and date terms
 * are present, the sort and the paging mode — and every request runs them with its own values. Building a select
 * through drizzle and rendering it cost about as much CPU as the rest of a list request; see bench/README.md.
 *
 * A request binds its values in the order its conditions are built, so the placeholders of one shape are always
 * named alike (`p0`, `p1`, …), whichever request built the statement.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  private next = 0;

  /** A placeholder standing for `value` in the statement; the value goes with the request. */
  bind(value: unknown): Placeholder {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A placeholder of a fixed name, for a value bound at different points by different requests. */
  named(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

/** A definition's number, naming it in statement shapes and page identities. */
const definitionIds = new WeakMap<object, number>();
let nextDefinitionId = 1;
export const definitionId = (definition: object) => {
  let id = definitionIds.get(definition);
  if (id === undefined) definitionIds.set(definition, (id = nextDefinitionId++));
  return id;
};

const MAX_SHAPES = 500;

/**
 * Per shared database (and transaction): every request's database shares its statements, each run on that request's
 * own connection source (`preparedOn`).
 */
const statements = new WeakMap<object, Map<string, unknown>>();

/** The statement of this shape, prepared by `build` the first time (the oldest of too many shapes is dropped). */
export function statementOf<T>(db: object, shape: string, build: () => T): T {
  let known = statements.get(sharedDbOf(db));
  if (!known) statements.set(sharedDbOf(db), (known = new Map<string, unknown>()));
  const hit = known.get(shape) as T | undefined;
  if (hit !== undefined) return hit;
  const made = build();
  known.set(shape, made);
  if (known.size > MAX_SHAPES) known.delete(known.keys().next().value!);
  return made;
}

/**
 * A value written into a statement as a literal of unknown type, which PostgreSQL resolves from its context as it
 * does a parameter's: `'51'` after LIMIT, `'2025-11-24'::date`, `'READY'` against a text column. Undefined for a value
 * that is not a plain string, number, boolean or date (the statement then keeps its parameters).
 */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else return undefined;
  // Inside '…' only the quote is special, doubled, while standard_conforming_strings is on (the default since
  // PostgreSQL 9.1). A backslash would escape the quote were it turned off: such a value keeps its parameter.
  return /[\0\\]/.test(text) ? undefined : `'${text.replaceAll("'", "''")}'`;
}

/**
 * `text` with each `$n` outside quotes and identifiers replaced by its value as a literal; undefined when a value
 * cannot be written so.
 */
export function withValuesWrittenIn(text: string, params: unknown[]): string | undefined {
  return withValuesWrittenInBut(text, params, () => false)?.text;
}

/**
 * `text` with the values written in as `withValuesWrittenIn` does, except those `keep` picks: they stay parameters,
 * renumbered `$1`, `$2`, … in the order they first appear, and `kept` holds them in that order. A keyset page keeps its
 * boundary values so: they change page by page, while the rest of its statement stays one text.
 */
export function withValuesWrittenInBut(
  text: string,
  params: unknown[],
  keep: (param: unknown) => boolean,
): { text: string; kept: unknown[] } | undefined {
  let out = '';
  let quote: string | undefined;
  const kept: unknown[] = [];
  const renumbered = new Map<number, number>();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = undefined;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '$' && /\d/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (/\d/.test(text[j] ?? '')) j++;
      const index = Number(text.slice(i + 1, j)) - 1;
      if (index >= params.length) return undefined;
      const param = params[index];
      if (keep(param)) {
        let number = renumbered.get(index);
        if (number === undefined) renumbered.set(index, (number = kept.push(param)));
        out += `$${number}`;
      } else {
        const literal = literalOf(param);
        if (literal === undefined) return undefined;
        out += literal;
      }
      i = j - 1;
    } else out += ch;
  }
  return { text: out, kept };
}

/** A statement's name on the connections, from its text: a name never stands for two texts. */
export const statementNameOf = (text: string) =>
  `list_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/**
 * Which statements with their values written in run by name: prepared once on each pooled connection, so PostgreSQL
 * parses and plans them once per connection instead of on every request (about 0.65 ms of its CPU on a list page of
 * four joined tables; bench/README.md, "Planned once").
 *
 * Each name costs memory on every connection that ran it, until the connection closes (a pooled connection lives an
 * hour at most, db/client.ts). So at most `inUse` names are in use, the least recently run dropped first, and at most
 * `newPerHour` new ones are given in a clock hour: a connection, which sees two clock hours at most, holds at most
 * `inUse + 2 × newPerHour`: 96, at about 170 kB each for a page of four joined tables (its parse tree and plan) and
 * 40 kB for a keyset page's keys from one table. Each list the shop opens in an hour takes one to three names (its
 * opening page, its rows by key, its next page's keys). A statement refused a name runs unnamed, as every other
 * statement does.
 */
export class StatementNames {
  private readonly used = new Map<string, true>();
  private hour = -1;
  private given = 0;

  constructor(
    private readonly limits = { inUse: 48, newPerHour: 24 },
    private readonly now = () => Date.now(),
  ) {}

  /** Whether the statement of this name may run by it now. */
  mayRun(name: string): boolean {
    if (this.used.delete(name)) {
      this.used.set(name, true);
      return true;
    }
    const hour = Math.floor(this.now() / 3_600_000);
    if (hour !== this.hour) {
      this.hour = hour;
      this.given = 0;
    }
    if (this.given >= this.limits.newPerHour) return false;
    this.given++;
    this.used.set(name, true);
    if (this.used.size > this.limits.inUse) this.used.delete(this.used.keys().next().value!);
    return true;
  }
}

/** Per shared database: the connections a name is prepared on are its pool's. */
const namesByDatabase = new WeakMap<object, StatementNames>();
/** A transaction runs on one of its pool's connections but cannot reach the pool's names: it gives none. */
const noNames = new StatementNames({ inUse: 0, newPerHour: 0 });

/** The names of the statements run on `db`'s pool. */
export function statementNamesOf(db: object): StatementNames {
  if (is(db, PgTransaction)) return noNames;
  const shared = sharedDbOf(db);
  let names = namesByDatabase.get(shared);
  if (!names) namesByDatabase.set(shared, (names = new StatementNames()));
  return names;
}
