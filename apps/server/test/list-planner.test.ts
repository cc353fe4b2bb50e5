import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { configureLists } from '../src/platform/list';
import { keysThenRows, type PageStatement } from '../src/platform/list/rows';
import {
  StatementNames,
  statementNamesOf,
  withValuesWrittenIn,
  withValuesWrittenInBut,
} from '../src/platform/list/statements';
import { engine, makeApp, seedItem } from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';

// The list planner through the purchase-order list: capped count and estimate, deep pages, keyword lookups.
const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { call, createSeller } = await purchaseOrderFixture(ctx);

const defaults = { exactCountLimit: 10_000, maxLookupIds: 1000 };
afterEach(() => configureLists(db, defaults));

type Row = { id: number; itemName: string; sellerName: string };
const page = async (query: string) => {
  const res = await call('GET', `${PO}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    content: Row[];
    pageable: { number: number; size: number; totalElements: number; totalPages: number; totalExact: boolean };
  };
};

// 150 orders over the last 150 days (within the default one-year window): item and seller alternate.
const art = await seedItem(ctx, { itemCode: 'LP-ART', name: '아트지 150g 국전지', amount: 0 });
const kraft = await seedItem(ctx, { itemCode: 'LP-KRAFT', name: '크라프트지 120g', amount: 0 });
const paperMill = await createSeller('대한제지 본사');
const inkShop = await createSeller('서울잉크상사');
await db.execute(sql`
  insert into purchase_order (seller_id, item_id, amount, order_date, remark)
  select case when g % 3 = 0 then ${paperMill.id}::int else ${inkShop.id}::int end,
    case when g % 2 = 0 then ${art.id}::int else ${kraft.id}::int end,
    (g * 37) % 101 + 1, current_date - (g % 150), ''
  from generate_series(1, 150) g`);

/** What plain LIMIT/OFFSET over the same order answers, read straight from the table. */
const byOffset = async (orderBy: string, limit: number, offset: number) => {
  const result: unknown = await db.execute(
    sql.raw(`select po.id from purchase_order po join seller s on s.id = po.seller_id
      where po.order_date >= current_date - 365 order by ${orderBy} limit ${limit} offset ${offset}`),
  );
  return (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
};

/** The statements (not the counts) that `run` sends to PostgreSQL reading `table`, with their names and values. */
async function sentFor(table: string, run: () => Promise<void>) {
  const sent: { name?: string; text: string; values?: unknown[] }[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown) {
    if (typeof config === 'object' && config && 'text' in config) {
      const c = config as { name?: string; text: string; values?: unknown[] };
      if (c.text.includes(`from "${table}"`) && !/count\(/.test(c.text))
        sent.push({ name: c.name, text: c.text, values: (values as unknown[] | undefined) ?? c.values });
    }
    return (query as (...a: unknown[]) => unknown).call(this, config, values);
  } as never;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

describe(`list planner: count (${engine})`, () => {
  it('counts exactly up to the limit, and past it answers the estimate marked as not exact', async () => {
    const exact = await page('size=10');
    expect(exact.pageable).toEqual({ number: 0, size: 10, totalElements: 150, totalPages: 15, totalExact: true });

    configureLists(db, { exactCountLimit: 20 });
    const estimated = await page('size=10');
    expect(estimated.pageable.totalExact).toBe(false);
    // Never below what is known to exist (the limit + 1), and the page itself is unchanged.
    expect(estimated.pageable.totalElements).toBeGreaterThanOrEqual(21);
    expect(estimated.pageable.totalPages).toBe(Math.ceil(estimated.pageable.totalElements / 10));
    expect(estimated.content.map((r) => r.id)).toEqual(exact.content.map((r) => r.id));
  });

  it('takes the total from a short last page, exact even past the limit', async () => {
    configureLists(db, { exactCountLimit: 20 });
    const last = await page('size=40&page=3');
    expect(last.content).toHaveLength(30);
    expect(last.pageable).toMatchObject({ totalElements: 150, totalPages: 4, totalExact: true });
  });

  it('counts a filtered list within the limit exactly', async () => {
    configureLists(db, { exactCountLimit: 100 });
    const kraftOnly = await page(`searchFilter=item&searchKeyword=${encodeURIComponent('크라프트')}&size=5`);
    expect(kraftOnly.pageable).toMatchObject({ totalElements: 75, totalExact: true });
  });
});

describe(`list planner: deep pages (${engine})`, () => {
  it('answers the same rows as OFFSET would, in the default order and in a sort by a joined column', async () => {
    for (const p of [10, 13, 14]) {
      const deep = await page(`size=10&page=${p}`);
      expect(deep.content.map((r) => r.id)).toEqual(await byOffset('po.order_date desc, po.id desc', 10, p * 10));
    }
    const bySeller = await page('size=10&page=12&sort=sellerName,asc');
    expect(bySeller.content.map((r) => r.id)).toEqual(
      await byOffset('s.seller_name asc, po.order_date desc, po.id desc', 10, 120),
    );
    const byAmount = await page('size=7&page=20&sort=amount,desc');
    expect(byAmount.content.map((r) => r.id)).toEqual(
      await byOffset('po.amount desc, po.order_date desc, po.id desc', 7, 140),
    );
  });

  it('answers an empty page past the end', async () => {
    const beyond = await page('size=10&page=40');
    expect(beyond.content).toEqual([]);
  });

  it("leaves out a row deleted between reading the page's keys and its rows, and keeps the keys' order", async () => {
    const keys: PageStatement = {
      execute: async () => ({ rows: [{ key: 3 }, { key: 1 }, { key: 2 }], positions: [[], [], []] }),
    };
    const asked: unknown[] = [];
    // Each row's position is its boundary values, then its key, as the driver hands it (a number or its text).
    const byKey: PageStatement = {
      execute: async (values) => {
        asked.push(values);
        return {
          rows: [{ id: 1 }, { id: 3 }],
          positions: [
            ['a', 1],
            ['c', '3'],
          ] as never,
        };
      },
    };
    expect(await keysThenRows(keys, byKey).execute({}, db)).toEqual({
      rows: [{ id: 3 }, { id: 1 }],
      positions: [['c'], ['a']],
    });
    expect(asked).toEqual([{ keys: [3, 1, 2] }]);
  });

  it.runIf(engine === 'postgres')(
    "reads a deep page's keys from the orders alone, then its rows by one named statement for every page",
    async () => {
      const sent = await sentFor('purchase_order', async () => {
        // Pages not read before: a deferred page with the row before it, then the next one after that row.
        await page('size=9&page=12');
        await page('size=9&page=13');
        await page('size=9&page=12&sort=sellerName,asc');
      });
      const keys = sent.filter((s) => /order by/.test(s.text));
      const rows = sent.filter((s) => /= any\(/.test(s.text));
      expect(keys).toHaveLength(3);
      // The key alone: an OFFSET computes what is selected for every row it skips.
      for (const k of keys) expect(k.text).toMatch(/^select ("purchase_order"\.)?"id" from/);
      // A page read by OFFSET is sent unnamed; the page after a remembered row by name, its values written in but the
      // boundary's (the order date, then the key, as text).
      expect([keys[0]!.name, keys[2]!.name]).toEqual([undefined, undefined]);
      expect(keys[1]!.name).toMatch(/^list_/);
      expect(keys[1]!.values).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String)]);
      expect(keys[1]!.text).not.toMatch(/\$5/);
      expect(keys.slice(0, 2).every((k) => !/ join /.test(k.text))).toBe(true);
      // Sorted by the seller's name, the keys need the seller, and only the seller.
      expect(keys[2]!.text).toMatch(/join "seller"/);
      expect(keys[2]!.text).not.toMatch(/join "item"/);
      expect(rows).toHaveLength(3);
      // One text per list and sort.
      expect(rows[0]!.name).toBe(rows[1]!.name);
      expect(rows[2]!.name).not.toBe(rows[0]!.name);
      expect(rows[0]!.name).toMatch(/^list_/);
      expect(rows.map((r) => (r.values![0] as unknown[]).length)).toEqual([10, 9, 10]);
    },
  );
});

describe(`list planner: keyword search (${engine})`, () => {
  const ids = async (query: string) => (await page(`size=200&${query}`)).content.map((r) => r.id).sort((a, b) => a - b);

  it('finds orders by item name or code through the item ids, and by seller name through the seller ids', async () => {
    const byName = await ids(`searchFilter=item&searchKeyword=${encodeURIComponent('크라프트')}`);
    const byCode = await ids('searchFilter=item&searchKeyword=lp-kraft');
    expect(byName).toHaveLength(75);
    expect(byCode).toEqual(byName);
    const bySeller = await ids(`searchFilter=sellerName&searchKeyword=${encodeURIComponent('제지')}`);
    expect(bySeller).toHaveLength(50);
  });

  it('with the default filter answers item matches or seller matches once each, never a cross product', async () => {
    const keyword = encodeURIComponent('제지');
    const all = await page(`size=200&searchFilter=all&searchKeyword=${keyword}`);
    expect(all.content).toHaveLength(50);
    expect(all.pageable).toMatchObject({ totalElements: 50, totalExact: true });
    // '지' is in both item names and in a seller's name: every order matches, and each comes once.
    const either = await ids(`searchFilter=all&searchKeyword=${encodeURIComponent('지')}`);
    expect(either).toHaveLength(150);
    expect(new Set(either).size).toBe(150);
  });

  it('answers nothing, counted exactly, for a keyword no item or seller has', async () => {
    const none = await page(`searchFilter=all&searchKeyword=${encodeURIComponent('없는품목')}`);
    expect(none.content).toEqual([]);
    expect(none.pageable).toMatchObject({ totalElements: 0, totalExact: true });
  });

  it('gives the same answer when more ids match than are listed as constants', async () => {
    const listed = await ids(`searchFilter=item&searchKeyword=lp-`);
    configureLists(db, { maxLookupIds: 1 });
    expect(await ids(`searchFilter=item&searchKeyword=lp-`)).toEqual(listed);
    expect(listed).toHaveLength(150);
  });

  it('still refuses a search field or sort field the contract does not list', async () => {
    expect((await call('GET', `${PO}?searchFilter=remark&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
    expect((await call('GET', `${PO}?sort=remark,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
  });
});

describe(`list planner: one statement per shape (${engine})`, () => {
  // Each statement is built once per shape and run with every later request's values (platform/list/statements.ts): the
  // second request of a shape must read its own keyword, window, size and page, never the first one's.
  it('runs a statement built for one request with the values of the next', async () => {
    configureLists(db, { exactCountLimit: 100 });
    const item = async (keyword: string, extra = '') =>
      page(`searchFilter=item&searchKeyword=${encodeURIComponent(keyword)}&size=200${extra}`);
    const [kraftOnly, artOnly] = [await item('크라프트'), await item('아트지')];
    expect(kraftOnly.content.every((r) => r.itemName === '크라프트지 120g')).toBe(true);
    expect(artOnly.content.every((r) => r.itemName === '아트지 150g 국전지')).toBe(true);
    expect([kraftOnly.pageable.totalElements, artOnly.pageable.totalElements]).toEqual([75, 75]);

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const window = async (from: number, to: number) =>
      (await page(`startDate=${day(from)}&endDate=${day(to)}&size=200`)).content.length;
    // 150 orders, one a day for the last 150 days (g % 150): a 10-day and a 30-day window of the same shape.
    const [ten, thirty] = [await window(19, 10), await window(59, 30)];
    expect([ten, thirty]).toEqual([10, 30]);

    // The same paging mode with another size and page: the limit and offset are the request's own.
    const [a, b] = [await page('size=7&page=2'), await page('size=9&page=3')];
    expect(a.content.map((r) => r.id)).toEqual(await byOffset('po.order_date desc, po.id desc', 7, 14));
    expect(b.content.map((r) => r.id)).toEqual(await byOffset('po.order_date desc, po.id desc', 9, 27));
  });

  it('counts with the count limit of each request, whichever paging mode built the count', async () => {
    configureLists(db, { exactCountLimit: 20 });
    // Page 1 (offset), then page 2 (after page 1's last row): both count, with more values bound before the limit.
    expect((await page('size=10&searchFilter=item&searchKeyword=lp-')).pageable).toMatchObject({ totalExact: false });
    configureLists(db, { exactCountLimit: 200 });
    const second = await page('size=10&page=1&searchFilter=item&searchKeyword=lp-');
    expect(second.pageable).toMatchObject({ totalElements: 150, totalExact: true });
  });
});

describe(`list planner: the list as it opens (${engine})`, () => {
  // Page 1 with no keyword and the default dates runs a statement with its values written in, by name on PostgreSQL
  // (platform/list/rows.ts fixedPageStatement): the same rows as any other page statement, and new rows as soon as they exist.
  it('answers the same rows as OFFSET, in the default order and in a sort, and sees a row added since', async () => {
    const first = await page('size=10');
    expect(first.content.map((r) => r.id)).toEqual(await byOffset('po.order_date desc, po.id desc', 10, 0));
    const sorted = await page('size=10&sort=amount,desc');
    expect(sorted.content.map((r) => r.id)).toEqual(
      await byOffset('po.amount desc, po.order_date desc, po.id desc', 10, 0),
    );
    expect(first.pageable).toMatchObject({ totalElements: 150, totalExact: true });

    await db.execute(sql`insert into purchase_order (seller_id, item_id, amount, order_date, remark)
      values (${paperMill.id}, ${art.id}, 5, current_date, '')`);
    const again = await page('size=10');
    expect(again.content.map((r) => r.id)).toEqual(await byOffset('po.order_date desc, po.id desc', 10, 0));
    expect(again.pageable.totalElements).toBe(151);
    await db.execute(sql`delete from purchase_order where remark = '' and amount = 5 and order_date = current_date`);
  });

  it.runIf(engine === 'postgres')(
    "sends that page by name with no parameters, the next page's keys by name with the boundary's, a search unnamed",
    async () => {
      const sent = await sentFor('purchase_order', async () => {
        await page('size=10');
        await page('size=10');
        await page('size=10&page=1');
        await page('size=10&page=2');
        await page('size=10&searchFilter=sellerName&searchKeyword=대한');
        await page('size=10&searchFilter=sellerName&searchKeyword=대한&page=1');
      });
      const [opening, openingAgain, second, third, searched, searchedSecond] = sent.filter((s) =>
        /order by/.test(s.text),
      );
      expect(opening!.name).toMatch(/^list_/);
      expect(openingAgain!.name).toBe(opening!.name);
      expect(opening!.text).not.toMatch(/\$\d/);
      expect(opening!.values ?? []).toEqual([]);
      // Pages 2 and 3 each start after the last row of the page before: one text, only the boundary's values sent.
      expect(second!.name).toMatch(/^list_/);
      expect(third!.name).toBe(second!.name);
      expect(third!.values).not.toEqual(second!.values);
      expect(second!.text).toMatch(/limit '10' offset '0'$/);
      // A keyword's pages are planned for their values, page 1 as the next.
      expect([searched!.name, searchedSecond!.name]).toEqual([undefined, undefined]);
    },
  );

  it('writes values in as quoted literals, never inside a quoted text, and gives up on one it cannot write', () => {
    expect(
      withValuesWrittenIn(`select '$1', "a$2" from t where a = $1 and b < $2::date limit $3`, [
        "O'Neil",
        '2026-11-24',
        51,
      ]),
    ).toBe(`select '$1', "a$2" from t where a = 'O''Neil' and b < '2026-11-24'::date limit '51'`);
    expect(withValuesWrittenIn('select $1, $2', [null, true])).toBe(`select null, 'true'`);
    expect(withValuesWrittenIn('select $1', [[1, 2]])).toBeUndefined();
    expect(withValuesWrittenIn('select $1', ['a\0b'])).toBeUndefined();
    expect(withValuesWrittenIn('select $1', ["a\\' or true --"])).toBeUndefined();
    expect(withValuesWrittenIn('select $2', ['a'])).toBeUndefined();
  });

  it('keeps the values it is told to keep as parameters, renumbered in the order they first appear', () => {
    const kept = (v: unknown) => typeof v === 'string' && v.startsWith('@');
    expect(
      withValuesWrittenInBut(
        'select 1 where a = $1 and (b < $3 or (b = $3 and id < $2)) limit $4',
        ['x', '@7', '@b', 11],
        kept,
      ),
    ).toEqual({ text: `select 1 where a = 'x' and (b < $1 or (b = $1 and id < $2)) limit '11'`, kept: ['@b', '@7'] });
    // A kept value is never written in, whatever it holds.
    expect(withValuesWrittenInBut('select $1', ["@a' or true --"], kept)).toEqual({
      text: 'select $1',
      kept: ["@a' or true --"],
    });
    expect(withValuesWrittenInBut('select $1, $2', ['@a', [1]], kept)).toBeUndefined();
  });

  it('keeps at most so many names in use, and gives at most so many new ones an hour', () => {
    let now = 0;
    const names = new StatementNames({ inUse: 2, newPerHour: 3 }, () => now);
    expect(['a', 'b', 'a', 'c'].map((n) => names.mayRun(n))).toEqual([true, true, true, true]);
    // 'b' was the least recently run of three: dropped. This hour's three new names are given.
    expect([names.mayRun('a'), names.mayRun('c'), names.mayRun('b')]).toEqual([true, true, false]);
    now += 3_600_000;
    // A new hour gives three new names again.
    expect(['b', 'd', 'e', 'f'].map((n) => names.mayRun(n))).toEqual([true, true, true, false]);
  });

  it("gives no name inside a transaction, whose connection would keep it past the pool's count", async () => {
    expect(statementNamesOf(db).mayRun('list_outside')).toBe(true);
    expect(await db.transaction(async (tx) => statementNamesOf(tx).mayRun('list_inside'))).toBe(false);
  });
});
