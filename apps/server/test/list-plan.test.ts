import { describe, expect, it } from 'vitest';
import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../src/db/client';
import { item } from '../src/db/schema/items';
import { purchaseOrder } from '../src/db/schema/purchase-orders';
import { seller } from '../src/db/schema/sellers';
import { defineList, lookup } from '../src/platform/list';
import { BoundaryCache } from '../src/platform/list/keyset';
import { DEFERRED_JOIN_FROM, planPage, shapeOf, type PagePlan, type PlanContext } from '../src/platform/list/plan';

// The list planner's plan of a page, from the request and the definition alone: no database is opened here (the
// builder is drizzle's mock, which can build a subquery but not run one).
const builder = drizzle.mock() as unknown as Db;
const dialect = new PgDialect();
const render = (s: SQL | undefined) => (s ? dialect.sqlToQuery(s).sql : '');

const list = defineList({
  from: purchaseOrder,
  key: purchaseOrder.id,
  joins: [
    { table: seller, on: eq(seller.id, purchaseOrder.sellerId), keepsRows: true },
    { table: item, on: eq(item.id, purchaseOrder.itemId), keepsRows: true },
  ],
  columns: { id: purchaseOrder.id, itemName: item.name, sellerName: seller.sellerName },
  sortFields: ['amount', 'sellerName', 'remarkLength'],
  sort: {
    amount: purchaseOrder.amount,
    sellerName: seller.sellerName,
    remarkLength: sql`length(${purchaseOrder.remark})`,
  },
  search: {
    item: lookup(purchaseOrder.itemId, (db, like) =>
      db
        .select({ id: item.id })
        .from(item)
        .where(or(like(item.name), like(item.itemCode))),
    ),
    remark: purchaseOrder.remark,
  },
  dates: { orderDate: purchaseOrder.orderDate },
  defaultSort: [desc(purchaseOrder.orderDate), desc(purchaseOrder.id)],
  defaultDateWindow: true,
});

const TODAY = '2026-11-27';
const query = (over: Partial<ListQuery> = {}): ListQuery => ({ page: 0, size: 50, ...over });
const plan = (over: Partial<ListQuery> = {}, ctx: Partial<PlanContext> = {}, filters: (SQL | undefined)[] = []) =>
  planPage(list, query(over), filters, { builder, maxLookupIds: 1000, today: TODAY, ...ctx });
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    return (err as { errorCode?: string }).errorCode;
  }
  return undefined;
};

describe('list planner: the plan of a page (no database)', () => {
  it('opens a list of years of records on its last year, by the default order, every value to be written in', () => {
    const p = plan();
    expect(p.paging).toMatchObject({ mode: 'opening', lead: 0 });
    expect(render(p.where)).toBe(
      '("purchase_order"."order_date" >= $1::date and "purchase_order"."order_date" < ($2::date + 1))',
    );
    expect(p.bindings.values).toEqual({ p0: '2025-11-27', p1: TODAY, p2: 50, p3: 0 });
    expect(p.orderBy.map(render)).toEqual(['"purchase_order"."order_date" desc', '"purchase_order"."id" desc']);
    expect(p.terms?.map((t) => [render(t.expr), t.desc, t.notNull])).toEqual([
      ['"purchase_order"."order_date"', true, true],
      ['"purchase_order"."id"', true, true],
    ]);
    expect(p.width).toBe(2);
    expect(p.estimateFirst).toBe(true);
    // The opening statement's values name its shape: the default window moves with the date.
    expect(p.rowsShape).toBe(shapeOf(p, 'opening', [50, 'orderDate', '2025-11-27', TODAY]));
    expect(plan({}, { today: '2026-11-28' }).rowsShape).not.toBe(p.rowsShape);
  });

  it('plans the same request alike every time: one shape, one identity, the same placeholder names', () => {
    const a = plan({ page: 3, searchKeyword: '아트', searchFilter: 'remark', sort: 'amount,asc' });
    const b = plan({ page: 3, searchKeyword: '아트', searchFilter: 'remark', sort: 'amount,asc' });
    expect(b.rowsShape).toBe(a.rowsShape);
    expect(b.identity).toBe(a.identity);
    expect(b.bindings.values).toEqual(a.bindings.values);
    expect(render(b.where)).toBe(render(a.where));
    // Another keyword: the same shape (its values are parameters), another identity (other rows).
    const c = plan({ page: 3, searchKeyword: '크라프', searchFilter: 'remark', sort: 'amount,asc' });
    expect(c.rowsShape).toBe(a.rowsShape);
    expect(c.identity).not.toBe(a.identity);
  });

  it('refuses an unknown sort, search filter or date filter, in that order', () => {
    expect(codeOf(() => plan({ sort: 'remark,asc' }))).toBe('INVALID_SORT');
    expect(codeOf(() => plan({ sort: 'remark,asc', searchFilter: 'nothing' }))).toBe('INVALID_SORT');
    expect(codeOf(() => plan({ searchFilter: 'nothing', searchKeyword: 'x' }))).toBe('INVALID_SEARCH_FILTER');
    expect(codeOf(() => plan({ searchFilter: 'nothing', dateFilter: 'nothing' }))).toBe('INVALID_SEARCH_FILTER');
    expect(codeOf(() => plan({ dateFilter: 'nothing' }))).toBe('INVALID_DATE_FILTER');
  });

  it('reads a near page by OFFSET with the row before it, a deep one keys first', () => {
    const second = plan({ page: 1 });
    expect(second.paging).toMatchObject({ mode: 'offset', lead: 1 });
    expect(second.bindings.values).toMatchObject({ p2: 51, p3: 49 });
    const deep = plan({ page: DEFERRED_JOIN_FROM / 10, size: 10 });
    expect(deep.paging).toMatchObject({ mode: 'deferred', lead: 1 });
    expect(deep.bindings.values).toMatchObject({ p2: 11, p3: DEFERRED_JOIN_FROM - 1 });
    // A given date range is not the list as it opens, even on page 1.
    expect(plan({ startDate: '2026-01-01' }).paging.mode).toBe('offset');
    expect(plan({ startDate: '2026-01-01' }).bindings.values).toEqual({ p0: '2026-01-01', p1: 50, p2: 0 });
  });

  it('seeks from a remembered row: the page itself, the pages before it, or backwards from the one after', () => {
    const remembered = new BoundaryCache();
    const identity = plan({ page: 7 }).identity;
    const at = (day: string, id: string) => [day, id];
    remembered.set(identity, 5, at('2026-10-01', '900'), at('2026-09-01', '850'));
    // Two pages on from page 5's last row: skip page 6's rows, reading the row before page 7 ahead of it.
    const after = plan({ page: 7 }, { remembered });
    expect(after.paging).toMatchObject({ mode: 'after', ahead: 1, named: true, from: at('2026-09-01', '850') });
    expect(after.bindings.values).toEqual({
      p0: '2025-11-27',
      p1: TODAY,
      p2: '2026-09-01',
      p3: '850',
      p4: 51,
      p5: 49,
    });
    if (after.paging.mode !== 'after') throw new Error('not a keyset page');
    expect([...after.paging.boundary]).toEqual(['p2', 'p3']);
    expect(render(after.paging.beyond)).toBe(
      '("purchase_order"."order_date" <= $1 and ("purchase_order"."order_date" < $2 or ("purchase_order"."order_date" = $3 and "purchase_order"."id" < $4)))',
    );
    // The page itself asked again: from the row before it, nothing skipped or read ahead.
    remembered.set(identity, 7, at('2026-08-31', '849'), at('2026-08-01', '800'), at('2026-09-01', '850'));
    expect(plan({ page: 7 }, { remembered }).paging).toMatchObject({ mode: 'after', ahead: 0 });
    // Backwards from the next page's first row.
    const back = new BoundaryCache();
    back.set(identity, 9, at('2026-07-01', '700'), at('2026-06-01', '650'));
    const before = plan({ page: 8 }, { remembered: back });
    expect(before.paging).toMatchObject({ mode: 'before', ahead: 1, from: undefined });
    if (before.paging.mode !== 'before') throw new Error('not a keyset page');
    expect(before.paging.orderBy.map(render)).toEqual([
      '"purchase_order"."order_date" asc',
      '"purchase_order"."id" asc',
    ]);
    // Too far from anything remembered: OFFSET.
    expect(plan({ page: 20 }, { remembered }).paging.mode).toBe('deferred');
    // The list as it opens never seeks.
    expect(plan({ page: 0 }, { remembered }).paging.mode).toBe('opening');
  });

  it('seeks by an expression too, minding that it may read null', () => {
    const p = plan({ page: 2, sort: 'remarkLength,desc' });
    expect(p.terms?.map((t) => [render(t.expr), t.desc, t.notNull])).toEqual([
      ['length("purchase_order"."remark")', true, false],
      ['"purchase_order"."order_date"', true, true],
      ['"purchase_order"."id"', true, true],
    ]);
  });

  it('pages an order that does not end with the key by OFFSET only', () => {
    const loose = { ...list, defaultSort: [desc(purchaseOrder.orderDate)] };
    const p = planPage(loose, query({ page: 1 }), [], { builder, maxLookupIds: 1000, today: TODAY });
    expect(p.terms).toBeUndefined();
    expect(p.width).toBe(0);
    expect(p.paging).toMatchObject({ mode: 'offset', lead: 0 });
    const remembered = new BoundaryCache();
    remembered.set(p.identity, 0, ['1'], ['2']);
    expect(
      planPage(loose, query({ page: 1 }), [], { builder, maxLookupIds: 1000, today: TODAY, remembered }).paging.mode,
    ).toBe('offset');
  });

  it('marks a left-joined or nullable sort column as possibly null', () => {
    const p = plan({ sort: 'sellerName,asc' });
    expect(p.terms?.map((t) => t.notNull)).toEqual([true, true, true]);
    const left = planPage(
      { ...list, joins: [{ table: seller, on: eq(seller.id, purchaseOrder.sellerId), left: true }] },
      query({ sort: 'sellerName,asc' }),
      [],
      { builder, maxLookupIds: 1000, today: TODAY },
    );
    expect(left.terms?.map((t) => t.notNull)).toEqual([false, true, true]);
    expect(plan({ sort: 'amount,desc' }).orderBy.map(render)[0]).toBe('"purchase_order"."amount" desc');
    expect(render(asc(purchaseOrder.amount))).toBe('"purchase_order"."amount" asc');
  });

  it('matches a keyword by LIKE, by the ids looked up, or by a subquery when too many matched', () => {
    const like = plan({ searchFilter: 'remark', searchKeyword: ' 50%_OFF ' });
    expect(render(like.where)).toContain('lower("purchase_order"."remark"::text) like $1');
    expect(like.bindings.values.p0).toBe('%50\\%\\_off%');
    // A keyword is not the list as it opens; its keys statement is planned per request.
    expect(like.paging.mode).toBe('offset');
    const ids = plan({ searchKeyword: '아트' }, { found: [[{ id: 3 }, { id: 5 }], undefined] });
    expect(render(ids.where)).toMatch(
      /^\(\("purchase_order"."item_id" = any\(\$1\) or lower\("purchase_order"."remark"::text\) like \$2\)/,
    );
    expect(ids.bindings.values).toMatchObject({ p0: [3, 5], p1: '%아트%' });
    const many = plan(
      { searchKeyword: '아트' },
      { found: [[{ id: 1 }, { id: 2 }, { id: 3 }], undefined], maxLookupIds: 2 },
    );
    expect(render(many.where)).toContain(
      '"purchase_order"."item_id" in (select "id" from "item" where (lower("item"."name"::text) like $1 or lower("item"."item_code"::text) like $2))',
    );
    // The subquery renders the pattern's one placeholder once per LIKE; p1 is the remark's.
    expect(many.bindings.values).toMatchObject({ p0: '%아트%', p1: '%아트%' });
    // Each way of matching is its own statement shape.
    expect(new Set([ids.rowsShape, many.rowsShape, plan({ searchKeyword: '아트' }).rowsShape]).size).toBe(3);
  });

  it("puts the list's own filters first and names its shape and identity by them", () => {
    const own = (status: string): PagePlan => plan({ page: 1 }, {}, [eq(purchaseOrder.remark, status)]);
    const a = own('READY');
    expect(render(a.where)).toMatch(
      /^\("purchase_order"."remark" = \$1 and "purchase_order"."order_date" >= \$2::date/,
    );
    // Its value is a parameter of the page (bound by drizzle, not by the plan's bindings).
    expect(a.bindings.values).toEqual({ p0: '2025-11-27', p1: TODAY, p2: 51, p3: 49 });
    expect(own('DONE').rowsShape).not.toBe(a.rowsShape);
    expect(own('DONE').identity).not.toBe(a.identity);
  });

  it('leaves a master-data list unbounded by date and counts it without estimating first', () => {
    const master = planPage({ ...list, defaultDateWindow: false }, query(), [], { builder, maxLookupIds: 1000 });
    expect(master.where).toBeUndefined();
    expect(master.estimateFirst).toBe(false);
    expect(master.bindings.values).toEqual({ p0: 50, p1: 0 });
  });
});
