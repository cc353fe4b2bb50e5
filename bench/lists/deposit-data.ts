/**
 * The receivables benchmark's data (issue 34): one deposit entry per printing order with a buyer (the 1 in 20
 * shopping-bag orders have slots instead and are left out), and its ledger rows, in the shape a shop's books have
 * after ten years. By the order's age and a hash of its id:
 * - older than 90 days: 94% paid in full by one receipt, 2% paid half, 1% unpaid, 1% paid, reversed (오입금) and paid
 *   again, 1% discounted 10% (an adjustment) and paid the rest, 1% paid 10,000 too much;
 * - 31–90 days: 70% paid, 15% half, 15% unpaid; the last 30 days: 30% paid, 10% half, 60% unpaid;
 * - a cancelled order: half of them had been paid, and half of those refunded by half (the rest is 과입금).
 * The entries' caches (collected, adjusted, settled) equal their rows, as the deposits module writes them.
 * All set-based SQL through a plan table that is dropped at the end.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

const PLAN = sql.raw('bench_deposit_plan');

/** Fills entries and ledger rows for every printing order with a buyer; `log` reports each step. */
export async function fillDeposits(db: Db, log: (line: string) => void) {
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = Date.now();
    await run();
    log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await step('deposit plan', async () => {
    await db.execute(sql`drop table if exists ${PLAN}`);
    await db.execute(sql`
      create table ${PLAN} as
      select o.id order_id, o.buyer_id, issued, cls, d0,
             case cls when 'PAID' then issued when 'HALF' then (issued / 2000) * 1000 when 'REV' then issued
                      when 'ADJ' then issued - (issued / 10000) * 1000 when 'OVER' then issued + 10000
                      when 'CPAID' then issued when 'CREFUND' then issued - (issued / 2000) * 1000 else 0 end collected,
             case when cls = 'ADJ' then (issued / 10000) * 1000 else 0 end adjusted
      from printing_order o,
           lateral (select 10000 * (5 + (o.id::bigint * 104729) % 95) issued, (o.id::bigint * 7919) % 100 h,
                           (o.receipt_datetime at time zone 'Asia/Seoul')::date d0,
                           current_date - (o.receipt_datetime at time zone 'Asia/Seoul')::date age) x,
           lateral (select case
             when o.cancelled_at is not null then
               case when h % 2 = 1 then 'CNONE' when h % 4 = 0 then 'CREFUND' else 'CPAID' end
             when age > 90 then
               case when h < 94 then 'PAID' when h < 96 then 'HALF' when h < 97 then 'OPEN' when h < 98 then 'REV'
                    when h < 99 then 'ADJ' else 'OVER' end
             when age > 30 then case when h < 70 then 'PAID' when h < 85 then 'HALF' else 'OPEN' end
             else case when h < 30 then 'PAID' when h < 40 then 'HALF' else 'OPEN' end end cls) c
      where o.buyer_id is not null`);
  });
  await step('deposit entries', () =>
    db.execute(sql`
      insert into order_deposit (order_id, buyer_id, issued_price, collected_price, adjusted_price, is_settled,
                                 settled_datetime, money_recorded_at, version, updated_at)
      select order_id, buyer_id, issued, collected, adjusted, settled,
             case when settled then (d0 + 3)::timestamp at time zone 'Asia/Seoul' end,
             case when collected > 0 then (d0 + 3)::timestamp at time zone 'Asia/Seoul' end,
             case cls when 'OPEN' then 1 when 'CNONE' then 1 when 'REV' then 4 when 'ADJ' then 3
                      when 'CREFUND' then 3 else 2 end,
             now()
      from ${PLAN}, lateral (select cls not in ('OPEN', 'HALF', 'CNONE') and collected >= issued - adjusted settled) s
      order by order_id`),
  );
  const receiptDay = sql`least(p.d0 + 1 + p.order_id % 20, current_date)`;
  await step('ledger: receipts, adjustments, refunds', async () => {
    // First receipts: everything paid; a reversed one first receives the full amount by mistake.
    await db.execute(sql`
      insert into deposit_ledger (entry_id, order_id, buyer_id, kind, amount, received_date, depositor, source,
                                  entry_version, created_at)
      select d.id, p.order_id, p.buyer_id, 'RECEIPT', case when p.cls = 'CREFUND' then p.issued else p.collected end,
             ${receiptDay}, '입금자' || p.buyer_id, 'HAND', 1, ${receiptDay}::timestamp at time zone 'Asia/Seoul'
      from ${PLAN} p join order_deposit d on d.order_id = p.order_id
      where p.cls not in ('OPEN', 'CNONE')
      order by ${receiptDay}, p.order_id`);
    await db.execute(sql`
      insert into deposit_ledger (entry_id, order_id, buyer_id, kind, amount, received_date, reason, reverses_id,
                                  source, entry_version, created_at)
      select l.entry_id, l.order_id, l.buyer_id, 'REVERSAL', -l.amount, l.received_date + 1, '오입금', l.id, 'HAND', 2,
             l.created_at + interval '1 day'
      from ${PLAN} p join deposit_ledger l on l.order_id = p.order_id
      where p.cls = 'REV'`);
    await db.execute(sql`
      insert into deposit_ledger (entry_id, order_id, buyer_id, kind, amount, received_date, depositor, reason,
                                  source, entry_version, created_at)
      select d.id, p.order_id, p.buyer_id, k.kind, k.amount, ${receiptDay} + 2, '입금자' || p.buyer_id, k.reason,
             'HAND', 3, (${receiptDay} + 2)::timestamp at time zone 'Asia/Seoul'
      from ${PLAN} p join order_deposit d on d.order_id = p.order_id,
           lateral (select case p.cls when 'REV' then 'RECEIPT' when 'ADJ' then 'ADJUSTMENT' else 'REFUND' end kind,
                           case p.cls when 'REV' then p.issued when 'ADJ' then p.adjusted
                                      else p.issued - p.collected end amount,
                           case p.cls when 'REV' then null when 'ADJ' then '단골 할인' else '주문 취소 환불' end reason) k
      where p.cls in ('REV', 'ADJ', 'CREFUND')`);
  });
  await db.execute(sql`drop table ${PLAN}`);
}
