import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { sharedDbOf } from '../../db/client';
import { orderParts, ordersBy } from '../../db/drizzle-internals';

/**
 * Keyset paging under the page-number interface. When a page is read, its first and last rows' ORDER BY values are
 * remembered (per process, briefly), with the row just before it. Page N then starts right after that row when page N
 * itself was read, or after page N−1's last row (or a page a few before it, skipping the rows between), or ends right
 * before page N+1's first row, instead of walking OFFSET rows.
 *
 * If nothing changed between the two requests the page equals the OFFSET page. If rows were inserted or deleted
 * meanwhile, it is still a contiguous page of the current data following (or preceding) the remembered row; its
 * number may be off by the rows that changed before it, as in any paged list.
 */

export interface OrderTerm {
  expr: SQL;
  desc: boolean;
  /** A NOT NULL column never reads null, so its conditions leave out the null branch. */
  notNull: boolean;
}

/** `asc(x)` / `desc(x)` as the definitions write them; undefined for anything else (then no keyset paging). */
function termOf(order: SQL, leftJoined: readonly unknown[]): OrderTerm | undefined {
  const parts = orderParts(order);
  if (!parts) return undefined;
  const { expr, desc, column } = parts;
  // A left join's column reads null where nothing matches, whatever its own constraint.
  const notNull = !!column && column.notNull && !leftJoined.includes(column.table);
  return { expr, desc, notNull };
}

/** The order as terms, if every term is plain and it ends with the key (so a boundary names exactly one row). */
export function orderTerms(orderBy: SQL[], key: AnyColumn, leftJoined: readonly unknown[]): OrderTerm[] | undefined {
  const terms = orderBy.map((o) => termOf(o, leftJoined));
  if (terms.some((t) => !t)) return undefined;
  if (!ordersBy(orderBy.at(-1)!, key)) return undefined;
  return terms as OrderTerm[];
}

/** A row's position in the order: each term's value as text (exact for timestamps and numerics), null as null. */
export type Boundary = (string | null)[];

export const boundaryFields = (terms: OrderTerm[]) =>
  Object.fromEntries(terms.map((t, i) => [`__keyset${i}`, sql<string | null>`(${t.expr})::text`]));

/** The order read backwards: PostgreSQL's defaults (asc nulls last, desc nulls first) mirror each other. */
export const reversed = (terms: OrderTerm[]) => terms.map((t) => sql`${t.expr} ${sql.raw(t.desc ? 'asc' : 'desc')}`);

/**
 * Rows strictly after `at` in the order (or strictly before it, `backwards`), in the expanded form
 * `a after $a or (a = $a and (b after $b or …))`, which honours each term's direction and where nulls sort.
 * A leading range on the first term (`a <= $a` for a descending non-null value) lets an index start there.
 */
export function beyond(
  terms: OrderTerm[],
  at: Boundary,
  backwards = false,
  /** How a value enters the statement: as itself, or as a placeholder bound to it (statements.ts). */
  bind: (value: string) => unknown = (value) => value,
): SQL {
  const values = at.map((v) => (v === null ? null : bind(v)));
  const after = (t: OrderTerm, v: unknown): SQL | undefined => {
    // Ascending sorts nulls last, descending first; read backwards both flip.
    const desc = t.desc !== backwards;
    const nullsLast = !desc;
    if (v === null) return nullsLast || t.notNull ? undefined : sql`${t.expr} is not null`;
    const cmp = desc ? sql`${t.expr} < ${v}` : sql`${t.expr} > ${v}`;
    return nullsLast && !t.notNull ? or(cmp, sql`${t.expr} is null`) : cmp;
  };
  const same = (t: OrderTerm, v: unknown) => (v === null ? sql`${t.expr} is null` : sql`${t.expr} = ${v}`);
  let condition: SQL | undefined;
  for (let i = terms.length - 1; i >= 0; i--) {
    const t = terms[i]!;
    const v = values[i]!;
    condition = or(after(t, v), condition ? and(same(t, v), condition) : undefined);
  }
  const first = terms[0]!;
  const v0 = values[0]!;
  const desc = first.desc !== backwards;
  const range =
    v0 === null
      ? undefined
      : desc
        ? sql`${first.expr} <= ${v0}`
        : first.notNull
          ? sql`${first.expr} >= ${v0}`
          : undefined;
  return and(range, condition ?? sql`false`)!;
}

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;

/** A small LRU of page boundaries: list identity + exact WHERE/ORDER BY/size + page number → first and last row. */
export class BoundaryCache {
  /** An empty page (past the end) is remembered by `before` alone. */
  private entries = new Map<string, { first?: Boundary; last?: Boundary; before?: Boundary; at: number }>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly ttlMs = TTL_MS,
  ) {}

  get(list: string, page: number) {
    const key = `${list}#${page}`;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (Date.now() - hit.at > this.ttlMs) return undefined;
    this.entries.set(key, hit);
    return hit;
  }

  clear() {
    this.entries.clear();
  }

  /** `before`: the last row before the page, where the page itself starts (none for page 0). */
  set(list: string, page: number, first: Boundary | undefined, last: Boundary | undefined, before?: Boundary) {
    const key = `${list}#${page}`;
    this.entries.delete(key);
    this.entries.set(key, { first, last, before, at: Date.now() });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

const caches = new WeakMap<object, BoundaryCache>();
/** Per (shared) database, so each test app (and each server) remembers its own rows. */
export const boundariesOf = (db: object) => {
  let cache = caches.get(sharedDbOf(db));
  if (!cache) caches.set(sharedDbOf(db), (cache = new BoundaryCache()));
  return cache;
};

/** How many pages of rows a keyset page may still skip by OFFSET from a remembered boundary. */
export const MAX_PAGES_WALKED = 4;
