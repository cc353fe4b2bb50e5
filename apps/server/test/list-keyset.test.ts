import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engine, makeApp, seedItem } from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';

// Keyset pages (from a neighbour page's remembered boundary) against plain LIMIT/OFFSET over the same order.
const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { call, createSeller } = await purchaseOrderFixture(ctx);

const art = await seedItem(ctx, { itemCode: 'KS-ART', name: '아트지 150g 국전지', amount: 0 });
const kraft = await seedItem(ctx, { itemCode: 'KS-KRAFT', name: '크라프트지 120g', amount: 0 });
const paperMill = await createSeller('대한제지 본사');
const inkShop = await createSeller('서울잉크상사');
// 150 orders over 50 days (three a day, so the date ties), a quarter received (a nullable sort column), amounts tie.
await db.execute(sql`
  insert into purchase_order (seller_id, item_id, amount, order_date, remark, received_at)
  select case when g % 3 = 0 then ${paperMill.id}::int else ${inkShop.id}::int end,
    case when g % 2 = 0 then ${art.id}::int else ${kraft.id}::int end,
    (g % 7) * 10 + 10, current_date - (g % 50), '',
    case when g % 4 = 0 then now() - g * interval '1 hour' end
  from generate_series(1, 150) g`);

const ids = async (query: string) => {
  const res = await call('GET', `${PO}?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.content as { id: number }[]).map((r) => r.id);
};

const byOffset = async (orderBy: string, limit: number, offset: number, keyword = '') => {
  const result: unknown = await db.execute(
    sql.raw(`select po.id from purchase_order po join seller s on s.id = po.seller_id join item i on i.id = po.item_id
      where po.order_date >= current_date - 365 ${keyword ? `and i.name like '%${keyword}%'` : ''}
      order by ${orderBy} limit ${limit} offset ${offset}`),
  );
  return (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
};

const cases = [
  { name: 'the default order', query: '', order: 'po.order_date desc, po.id desc' },
  { name: 'a joined column', query: 'sort=sellerName,asc', order: 's.seller_name asc, po.order_date desc, po.id desc' },
  { name: 'descending', query: 'sort=amount,desc', order: 'po.amount desc, po.order_date desc, po.id desc' },
  { name: 'ascending', query: 'sort=amount,asc', order: 'po.amount asc, po.order_date desc, po.id desc' },
  {
    name: 'a nullable column, ascending (nulls last)',
    query: 'sort=receivedAt,asc',
    order: 'po.received_at asc, po.order_date desc, po.id desc',
  },
  {
    name: 'a nullable column, descending (nulls first)',
    query: 'sort=receivedAt,desc',
    order: 'po.received_at desc, po.order_date desc, po.id desc',
  },
  {
    name: 'a keyword filter',
    query: `searchFilter=item&searchKeyword=${encodeURIComponent('크라프트')}&sort=amount,asc`,
    order: 'po.amount asc, po.order_date desc, po.id desc',
    keyword: '크라프트',
  },
];

describe(`list keyset paging (${engine})`, () => {
  for (const c of cases) {
    it(`pages forwards, backwards and a few pages on as OFFSET would, by ${c.name}`, async () => {
      // Forwards, page by page: every page after the first starts from the one before.
      for (let p = 0; p < 16; p++) {
        expect(await ids(`${c.query}&size=10&page=${p}`)).toEqual(await byOffset(c.order, 10, p * 10, c.keyword));
      }
      // Backwards from a page seen first (size 9 has no boundaries yet): each ends before the page after it.
      for (let p = 16; p >= 0; p--) {
        expect(await ids(`${c.query}&size=9&page=${p}`)).toEqual(await byOffset(c.order, 9, p * 9, c.keyword));
      }
      // A jump of three pages from a seen page skips the two between.
      for (const p of [0, 3, 6, 9, 12]) {
        expect(await ids(`${c.query}&size=8&page=${p}`)).toEqual(await byOffset(c.order, 8, p * 8, c.keyword));
      }
    });
  }

  it('continues right after the remembered row when rows were added before it, as a contiguous page', async () => {
    const first = await ids('size=10&page=2');
    // A newer order sorts first: by OFFSET every later page would shift down by one row.
    await db.execute(sql`
      insert into purchase_order (seller_id, item_id, amount, order_date, remark)
      values (${inkShop.id}, ${art.id}, 10, current_date, '')`);
    const next = await ids('size=10&page=3');
    const all = await byOffset('po.order_date desc, po.id desc', 200, 0);
    const start = all.indexOf(first.at(-1)!) + 1;
    expect(next).toEqual(all.slice(start, start + 10));
    expect(next).not.toEqual(await byOffset('po.order_date desc, po.id desc', 10, 30));
  });

  it('asked again, a page starts right after the row remembered before it, on every path it was first read by', async () => {
    const order = 'po.order_date desc, po.id desc';
    // Size 11, page 10: past the deferred-join threshold. Size 13, page 3: a plain OFFSET page. Size 12: page 4 read
    // backwards from page 5. None of these sizes has been paged before.
    const deep = await ids('size=11&page=10');
    const shallow = await ids('size=13&page=3');
    await ids('size=12&page=5');
    const backwards = await ids('size=12&page=4');
    expect(deep).toEqual(await byOffset(order, 11, 110));
    expect(shallow).toEqual(await byOffset(order, 13, 39));
    expect(backwards).toEqual(await byOffset(order, 12, 48));
    // A newer order sorts first: by OFFSET each page would shift down by one row; remembered, each stays put.
    await db.execute(sql`
      insert into purchase_order (seller_id, item_id, amount, order_date, remark)
      values (${inkShop.id}, ${art.id}, 10, current_date, '')`);
    expect(await ids('size=11&page=10')).toEqual(deep);
    expect(await ids('size=13&page=3')).toEqual(shallow);
    expect(await ids('size=12&page=4')).toEqual(backwards);
    expect(await byOffset(order, 11, 110)).not.toEqual(deep);

    // The page right past the last row is remembered too: asked again after a newer order, it is still empty.
    const total = (await byOffset(order, 1000, 0)).length;
    const last = total % 2 === 0 ? { size: total / 2, page: 2 } : { size: total, page: 1 };
    expect(await ids(`size=${last.size}&page=${last.page}`)).toEqual([]);
    await db.execute(sql`
      insert into purchase_order (seller_id, item_id, amount, order_date, remark)
      values (${inkShop.id}, ${art.id}, 10, current_date, '')`);
    expect(await byOffset(order, last.size, last.size * last.page)).toHaveLength(1);
    expect(await ids(`size=${last.size}&page=${last.page}`)).toEqual([]);
  });
});

describe(`list keyset paging over a left join (${engine})`, () => {
  it('pages employees by department name, where those without one read null, as OFFSET would', async () => {
    await db.execute(sql`insert into department (name) values ('인쇄부'), ('영업부')`);
    // 30 employees: a third in each department, a third in none (a NOT NULL column read null through the join).
    await db.execute(sql`
      with a as (
        insert into account (username, password_hash, user_type)
        select 'ks-emp-' || g, 'x', 'employee' from generate_series(1, 30) g returning id, username)
      insert into employee (account_id, name, department_id)
      select a.id, '직원' || a.username,
        case (substring(a.username from 8)::int) % 3 when 0 then null
          else (select id from department where name = case (substring(a.username from 8)::int) % 3
            when 1 then '인쇄부' else '영업부' end) end
      from a`);
    const emp = async (sort: string, p: number) => {
      const res = await call(
        'GET',
        `/api/employee?sort=department,${sort}&searchFilter=name&searchKeyword=ks-emp&size=4&page=${p}`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json().data.content as { id: number }[]).map((r) => r.id);
    };
    const offset = async (sort: string, p: number) => {
      const result: unknown = await db.execute(
        sql.raw(`select e.id from employee e left join department d on d.id = e.department_id
          where lower(e.name) like '%ks-emp%' order by d.name ${sort}, e.id desc limit 4 offset ${p * 4}`),
      );
      return (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    };
    for (const sort of ['asc', 'desc']) {
      for (let p = 0; p < 9; p++) expect(await emp(sort, p)).toEqual(await offset(sort, p));
    }
  });
});
