/**
 * The production flow's benchmark data (issue 11): N printing orders over ten years, each with its print spec
 * (a cover, and inner pages for brochures), paper lines, its work order, the teams' progresses, and a delivery
 * once printed. The last weeks hold the open work a shop has on any day: received, in work with one of three
 * teams, printed and waiting to ship, shipping. All set-based SQL, so a million orders load in minutes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

const sqlArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

const PRODUCTS = [
  '정기 전단',
  '매장 홍보 리플렛',
  '제품 카탈로그',
  '메뉴판',
  '회사 소개 브로슈어',
  '행사 포스터',
  '명함',
  '스티커',
  '봉투',
  '연간 보고서',
  '교재',
  '초대장',
];
/** One product name that one order in RARE_EVERY carries: the "matches almost none" keyword. */
export const PRODUCTION_KEYWORDS = { common: '카탈로그', rare: '한정판 화보집' } as const;
const RARE_EVERY = 10_000;
const TEAMS = ['디자인팀', '인쇄팀', '후가공팀'];
const BUYERS = 500;

/**
 * Work type by g % 20: LEAFLET 8, LEAFSHEET 4, BROCHURE 5, OSP 2, and SHOPBAG 1 (of 20). A shopping-bag order is a
 * printing order without a buyer (its customers are its slots' advertisers); the printing-order list leaves it out.
 */
const workTypeOf = sql`(case when g % 20 < 8 then 'LEAFLET' when g % 20 < 12 then 'LEAFSHEET'
                              when g % 20 < 17 then 'BROCHURE' when g % 20 < 19 then 'OSP' else 'SHOPBAG' end)`;

async function fillParties(db: Db) {
  await db.execute(sql`
    insert into department (name, color) select t, '#3366cc' from unnest(${sqlArray(TEAMS)}) t`);
  await db.execute(sql`
    insert into account (username, password_hash, user_type)
    select 'bench-buyer-' || b, 'not-a-password', 'customer' from generate_series(1, ${BUYERS}) b`);
  await db.execute(sql`
    insert into buyer (account_id, name, tel, address)
    select a.id, '고객사 ' || substr(a.username, 14) || ' ' || (array['인쇄','기획','상사','디자인','출판'])[1 + a.id % 5],
           '02-555-' || lpad((a.id % 10000)::text, 4, '0'), '서울특별시 중구 을지로 ' || a.id
    from account a where a.username like 'bench-buyer-%'`);
}

/** Orders with their state decided by age: older than 14 days done and delivered (1 in 200 cancelled instead). */
async function fillOrders(db: Db, rows: number) {
  await db.execute(sql`
    with buyers as (select array_agg(id order by id) a from buyer)
    insert into printing_order (order_number, work_type, product_name, buyer_id, amount, number_cases, delivery_date,
                                receiver, zip_code, address, receiver_tel, receipt_datetime, complete_datetime,
                                cancelled_at, cancel_reason, created_at)
    select 'P' || to_char(r, 'YYMM') || '-' || lpad(row_number() over (partition by to_char(r, 'YYMM') order by g)::text, 4, '0'),
           ${workTypeOf},
           case when g % ${RARE_EVERY} = 7 then ${PRODUCTION_KEYWORDS.rare}
                else (${sqlArray(PRODUCTS)})[1 + (g * 7) % ${PRODUCTS.length}] || ' ' || (g % 97 + 1) || '차' end,
           case when g % 20 < 19 then buyers.a[(1 + (g * 7919) % array_length(buyers.a, 1))::int] end,
           100 * (1 + (g * 104729) % 100), 1 + g % 3,
           (r + interval '5 days')::date,
           '담당자 ' || g % 1000, lpad((g % 99999)::text, 5, '0'), '서울특별시 중구 충무로 ' || g % 300 || '길',
           '010-' || lpad((g % 10000)::text, 4, '0') || '-' || lpad((g * 7 % 10000)::text, 4, '0'),
           r,
           case when age > 7 and g % 200 <> 13 then r + interval '3 days' end,
           case when age > 14 and g % 200 = 13 then r + interval '1 day' end,
           case when age > 14 and g % 200 = 13 then '고객 요청으로 취소' else '' end,
           r
    from buyers, generate_series(1, ${rows}::bigint) g,
         lateral (select 3652.0 * (${rows} - g) / ${rows} age) aa,
         lateral (select now() - age * interval '1 day' r) rr`);
  await db.execute(sql`
    insert into order_number_counter (prefix, last_value)
    select split_part(order_number, '-', 1), max(split_part(order_number, '-', 2)::int)
    from printing_order group by 1
    on conflict (prefix) do update set last_value = excluded.last_value`);
}

/** A cover per order, inner pages for brochures, one paper line each, and folding for brochures. */
async function fillSpecs(db: Db) {
  await db.execute(sql`
    insert into printing_order_printing (order_id, position, composition, printing_type, dosu, julsu)
    select o.id, p, case when p = 0 then 'COVER' else 'INNER' end,
           case when o.work_type = 'OSP' then 'OSP_PRINT' when o.id % 3 = 0 then 'DIGITAL' else 'OFF' end,
           case when p = 0 then '4/4' else '1/1' end, '8절'
    from printing_order o, generate_series(0, case when o.work_type = 'BROCHURE' then 1 else 0 end) p`);
  await db.execute(sql`
    with papers as (select array_agg(id order by id) a from item)
    insert into printing_order_paper (printing_id, position, raw_item_id, amount, wrong_amount)
    select p.id, 0, papers.a[(1 + (p.id::bigint * 7919) % array_length(papers.a, 1))::int], 1 + p.id % 20, p.id % 3
    from printing_order_printing p, papers`);
}

/** Work orders, the teams' turns, and deliveries, consistent with each order's state. */
async function fillWork(db: Db) {
  const teams = sql`(select array_agg(id order by id) a from department where name in (${sql.join(
    TEAMS.map((t) => sql`${t}`),
    sql`, `,
  )}))`;
  // State: cancelled; printed (complete_datetime set); in work (received more than 2 days ago); else just received.
  await db.execute(sql`
    with teams as ${teams}
    insert into work_order (order_id, status, receipt_datetime, complete_datetime, holder_department_id, held_since, created_at)
    select o.id,
           case when o.cancelled_at is not null then 'CANCELLED' when o.complete_datetime is not null then 'COMPLETE'
                when o.receipt_datetime < now() - interval '2 days' then 'WORKING' else 'RECEIPT' end,
           o.receipt_datetime, o.complete_datetime,
           case when o.cancelled_at is null and o.complete_datetime is null and o.receipt_datetime < now() - interval '2 days'
                then teams.a[1 + o.id % 3] end,
           case when o.cancelled_at is null and o.complete_datetime is null and o.receipt_datetime < now() - interval '2 days'
                then o.receipt_datetime + (o.id % 3) * interval '1 day' end,
           o.receipt_datetime
    from printing_order o, teams`);
  // Done jobs went through all three teams a day each; jobs in work have done the teams before their holder.
  await db.execute(sql`
    with teams as ${teams}
    insert into work_progress (work_order_id, department_id, status, received_at, started_at, finished_at)
    select w.id, teams.a[t + 1],
           case when w.status = 'COMPLETE' or t < w.id % 3 then 'COMPLETE' else 'WORKING' end,
           w.receipt_datetime + t * interval '1 day', w.receipt_datetime + t * interval '1 day' + interval '1 hour',
           case when w.status = 'COMPLETE' or t < w.id % 3 then w.receipt_datetime + (t + 1) * interval '1 day' end
    from work_order w, teams, generate_series(0, 2) t
    where w.status = 'COMPLETE' or (w.status = 'WORKING' and t <= w.id % 3)`);
  await db.execute(sql`
    update work_order w set current_progress_id = p.id
    from work_progress p where p.work_order_id = w.id and w.status = 'WORKING' and p.status = 'WORKING'`);
  await db.execute(sql`
    insert into delivery (work_order_id, status, delivery_company_code, invoice, delivery_start_datetime,
                          delivery_end_datetime, created_at)
    select w.id,
           case when w.complete_datetime < now() - interval '7 days' then 'COMPLETE'
                when w.id % 2 = 0 then 'SHIPPING' else 'READY' end,
           case when w.id % 2 = 0 or w.complete_datetime < now() - interval '7 days' then '04' else '' end,
           case when w.id % 2 = 0 or w.complete_datetime < now() - interval '7 days'
                then lpad((w.id::bigint * 7919 % 1000000000000)::text, 12, '0') else '' end,
           case when w.id % 2 = 0 or w.complete_datetime < now() - interval '7 days'
                then w.complete_datetime + interval '2 hours' end,
           case when w.complete_datetime < now() - interval '7 days' then w.complete_datetime + interval '1 day' end,
           w.complete_datetime
    from work_order w where w.status = 'COMPLETE'`);
}

/** Fills the production flow after the catalogue (paper items) exists; reports each step through `log`. */
export async function fillProductionFlow(db: Db, rows: number, log: (line: string) => void) {
  const step = async (name: string, run: () => Promise<void>) => {
    const t = Date.now();
    await run();
    log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await step(`${TEAMS.length} teams, ${BUYERS} customers`, () => fillParties(db));
  await step(`${rows} printing orders`, () => fillOrders(db, rows));
  await step('print specs and paper lines', () => fillSpecs(db));
  await step('work orders, progresses and deliveries', () => fillWork(db));
}
