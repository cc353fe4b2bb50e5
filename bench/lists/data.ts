/**
 * The lists benchmark's data: a catalogue of Korean paper items and suppliers, then N purchase orders and N
 * stock-history lines spread over ten years, all with set-based SQL (INSERT … SELECT generate_series) so a
 * million rows load in minutes; then the production flow (orders, work orders, deliveries: production-data.ts),
 * then the deposit entries and their ledger (deposit-data.ts). Later lists (bag orders) add a `fill…` here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { fillDeposits } from './deposit-data';
import { fillProductionFlow } from './production-data';

/** Item kinds by share of the catalogue; the keyword cases below depend on these shares. */
const PAPERS: { name: string; code: string; grams: number[]; share: number }[] = [
  { name: '아트지', code: 'ART', grams: [100, 120, 150, 180, 200, 250, 300], share: 24 },
  { name: '스노우지', code: 'SNW', grams: [100, 120, 150, 180, 200, 250, 300], share: 22 },
  { name: '모조지', code: 'MOJ', grams: [70, 80, 100, 120, 150, 180], share: 20 },
  { name: '아이보리지', code: 'IVR', grams: [190, 220, 250, 300, 350], share: 10 },
  { name: '뉴플러스', code: 'NPL', grams: [80, 100, 120], share: 6 },
  { name: '랑데뷰', code: 'RDV', grams: [105, 130, 160, 190, 210, 240], share: 5 },
  { name: '마닐라지', code: 'MNL', grams: [250, 300, 350], share: 5 },
  { name: '크라프트지', code: 'KRF', grams: [60, 80, 100, 120], share: 3 },
  { name: '인쇄용 잉크', code: 'INK', grams: [1, 2], share: 5 },
];
/** One item that orders use once in RARE_EVERY rows: the "matches almost none" keyword. */
const RARE = { name: '레자크지 120g 788×1091', code: 'LZK-120-46' };
const RARE_EVERY = 10_000;
const SIZES = ['788×1091', '636×939', '545×788'];
const UNITS = ['연', '매', 'kg'];

/** Three-syllable keywords and the share of rows each matches. */
export const KEYWORDS = { common: '크라프', rare: '레자크', month: '스노우' } as const;

const SELLER_NAMES = [
  '한솔제지',
  '무림페이퍼',
  '한국제지',
  '홍원제지',
  '삼원특수지',
  '두성종이',
  '서울지업사',
  '대한펄프',
  '동화지업',
  '신승제지',
];
const BRANCHES = ['본사', '성수점', '충무로점', '파주점', '일산점', '부천점', '인천점', '대구점', '부산점', '광주점'];
const REMARKS = ['', '', '', '긴급 발주', '월말 정산분', '재고 보충', '샘플 인쇄용', '단가 재협의 필요', '분할 입고'];

export interface Sizes {
  /** Purchase orders, and stock-history lines, each. */
  rows: number;
  items: number;
}

const sqlArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/** Items (with their stock rows) and sellers; returns the rare item's id. */
async function fillCatalogue(db: Db, items: number) {
  await db.execute(sql`insert into item_category (name, code, level) values ('용지', 'BENCH-P', 1)`);
  const kinds: string[] = [];
  for (const p of PAPERS) for (let i = 0; i < p.share; i++) kinds.push(`${p.name}|${p.code}|${p.grams.join(':')}`);
  await db.execute(sql`
    insert into item (item_code, name, standard_size, item_unit, item_price, item_category_id)
    select k[2] || '-' || g || '-' || lpad(i::text, 5, '0'),
           k[1] || ' ' || g || case when k[2] = 'INK' then 'kg' else 'g' end || ' ' || (${sqlArray(SIZES)})[1 + i % 3],
           (${sqlArray(SIZES)})[1 + i % 3], (${sqlArray(UNITS)})[1 + i % 3], 1000 + (i * 7919) % 90000,
           (select id from item_category where code = 'BENCH-P')
    from generate_series(0, ${items - 1}::int) i,
         lateral (select string_to_array((${sqlArray(kinds)})[1 + i % ${kinds.length}], '|') k) kk,
         lateral (select (string_to_array(k[3], ':'))[1 + (i / ${kinds.length}) % array_length(string_to_array(k[3], ':'), 1)] g) gg`);
  await db.execute(sql`
    insert into item (item_code, name, standard_size, item_unit, item_price, item_category_id)
    values (${RARE.code}, ${RARE.name}, '788×1091', '연', 52000, (select id from item_category where code = 'BENCH-P'))`);
  await db.execute(sql`insert into stock (item_id, amount) select id, 0 from item`);
  await db.execute(sql`
    insert into seller (seller_name, seller_tel, seller_address, seller_charger_name, remark)
    select (${sqlArray(SELLER_NAMES)})[1 + s % 10] || ' ' || (${sqlArray(BRANCHES)})[1 + (s / 10) % 10],
           '02-' || (2000 + s) || '-' || lpad((s * 37 % 10000)::text, 4, '0'),
           '서울특별시 중구 충무로 ' || s || '길', '담당자' || s, ''
    from generate_series(0, 99) s`);
}

/** N purchase orders over ten years ending today, ids rising with the date as they would in use. */
async function fillPurchaseOrders(db: Db, rows: number) {
  await db.execute(sql`
    with ids as (select array_agg(id order by id) a from item where item_code <> ${RARE.code}),
         rare as (select id from item where item_code = ${RARE.code}),
         sellers as (select array_agg(id order by id) a from seller)
    insert into purchase_order (seller_id, item_id, amount, order_date, remark, received_at, created_at)
    select sellers.a[(1 + (g * 31) % array_length(sellers.a, 1))::int],
           case when g % ${RARE_EVERY} = 7 then rare.id else ids.a[(1 + (g * 7919) % array_length(ids.a, 1))::int] end,
           10 * (1 + (g * 104729) % 500),
           d,
           (${sqlArray(REMARKS)})[(1 + (g * 13) % ${REMARKS.length})::int],
           case when d < current_date - 14 then d + time '10:00' + interval '3 days' end,
           d + time '09:00' + (g % 480) * interval '1 minute'
    from ids, rare, sellers, generate_series(1, ${rows}::bigint) g,
         lateral (select current_date - (3652 - floor((g - 1) * 3653.0 / ${rows}))::int d) dd`);
}

/** N stock-history lines over ten years, half receipts and half releases, on every stock. */
async function fillStockHistory(db: Db, rows: number) {
  await db.execute(sql`
    with stocks as (select array_agg(s.id order by s.id) a from stock s join item i on i.id = s.item_id
                    where i.item_code <> ${RARE.code}),
         rare as (select s.id from stock s join item i on i.id = s.item_id where i.item_code = ${RARE.code})
    insert into stock_history (stock_id, work_date, amount, balance, io_type, input_output, reference_type, reference_id)
    select case when g % ${RARE_EVERY} = 7 then rare.id else stocks.a[(1 + (g * 7919) % array_length(stocks.a, 1))::int] end,
           now() - (3652.0 * (${rows} - g) / ${rows}) * interval '1 day',
           10 * (1 + (g * 104729) % 500), 1000 + (g * 31) % 90000,
           case when g % 2 = 0 then 'PURCHASE_ORDER_RECEIVING' else 'WORKORDER_RELEASING' end,
           case when g % 2 = 0 then 'INPUT' else 'OUTPUT' end,
           case when g % 2 = 0 then 'PURCHASE_ORDER' end,
           case when g % 2 = 0 then g::int end
    from stocks, rare, generate_series(1, ${rows}::bigint) g`);
}

/** Fills an empty, migrated and seeded database; reports each step through `log`. */
export async function fillLists(db: Db, sizes: Sizes, log: (line: string) => void) {
  const step = async (name: string, run: () => Promise<void>) => {
    const t = Date.now();
    await run();
    log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await step(`catalogue (${sizes.items} items, 100 sellers)`, () => fillCatalogue(db, sizes.items));
  await step(`${sizes.rows} purchase orders`, () => fillPurchaseOrders(db, sizes.rows));
  await step(`${sizes.rows} stock-history lines`, () => fillStockHistory(db, sizes.rows));
  await fillProductionFlow(db, sizes.rows, log);
  await fillDeposits(db, log);
  // As autovacuum would have by then: statistics, and a visibility map so index-only scans stay index-only.
  await step('vacuum analyze', async () => {
    await db.execute(sql`vacuum analyze`);
  });
}
