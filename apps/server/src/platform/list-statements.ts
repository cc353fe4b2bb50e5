import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { sharedDbOf } from '../db/client';

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

interface SessionOf {
  dialect: PgDialect;
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: undefined,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

/** `db.execute` for a statement holding placeholders: drizzle's own path, given the request's values. */
export function executeWith(db: object, query: SQL, values: Record<string, unknown>): Promise<unknown> {
  const { dialect, session } = db as SessionOf;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, undefined, false).execute(values);
}
