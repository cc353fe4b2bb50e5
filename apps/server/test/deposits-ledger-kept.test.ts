/*
 * Nothing about money is ever lost (issue 34's last Done-when bullet): orders, bag slots and buyers with money on the
 * ledger are deleted (refused), cancelled, edited, emptied (refused) and passed to another advertiser or buyer; after
 * each, every ledger row written before is still there, unchanged, and every entry's caches still equal its rows.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiDepositAdjustment, apiDepositReceipt, apiDepositRefund, depositMessages } from '@scm/contract';
import { depositLedger, orderDeposit } from '../src/db/schema';
import { ledgerSumsOf } from '../src/modules/deposits/ledger-queries';
import { engine, makeApp } from './harness';
import { API_ORDER } from './orders-fixture';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await shopbagFixture(ctx);
const { call } = f;
const hanbit = f.buyerId('한빛출판');
const cafe = f.buyerId('서울카페');

const allRows = () => db.select().from(depositLedger).orderBy(asc(depositLedger.id));
const entry = async (id: number) => (await db.select().from(orderDeposit).where(eq(orderDeposit.id, id)))[0]!;
const activeEntryOf = async (orderId: number, slotId: number | null = null) =>
  (await db.select().from(orderDeposit).where(eq(orderDeposit.orderId, orderId))).find(
    (e) => e.detachedAt === null && e.slotId === slotId,
  )!;

async function money(entryId: number, kind: 'receipt' | 'adjustment' | 'refund', amount: number, reason = '사유') {
  const { version } = await entry(entryId);
  const url =
    kind === 'receipt'
      ? apiDepositReceipt(entryId)
      : kind === 'adjustment'
        ? apiDepositAdjustment(entryId)
        : apiDepositRefund(entryId);
  const body =
    kind === 'receipt'
      ? { amount, receivedDate: '2026-11-20', depositor: '입금자', version }
      : { amount, reason, version };
  const res = await call('POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** Every row seen before is still there, unchanged, and every entry's caches equal its rows' sums. */
async function nothingLost(before: (typeof depositLedger.$inferSelect)[]) {
  const now = await allRows();
  expect(now.slice(0, before.length)).toEqual(before);
  const entries = await db.select().from(orderDeposit);
  const sums = await ledgerSumsOf(
    db,
    entries.map((e) => e.id),
  );
  for (const e of entries) {
    const s = sums.get(e.id) ?? { collected: 0, adjusted: 0 };
    expect([e.id, e.collectedPrice, e.adjustedPrice]).toEqual([e.id, s.collected, s.adjusted]);
  }
  return now;
}

describe(`nothing about money is ever lost (${engine})`, () => {
  it('printing orders: delete refused, edited (price, buyer), cancelled and refunded — every row stays', async () => {
    const { id } = await f.createOrder(f.leaflet({ productName: '원장 보존 전단', buyerId: hanbit }));
    const e = await activeEntryOf(id);
    expect(
      (
        await call('PATCH', '/api/od/deposit', {
          id: e.id,
          version: e.version,
          issuedPrice: 300_000,
          collectedPrice: 0,
          remark: '견적 금액',
          wasSettled: false,
          isSettled: false,
        })
      ).statusCode,
    ).toBe(200);
    await money(e.id, 'receipt', 100_000);
    await money(e.id, 'adjustment', 20_000, '단골 할인');
    let seen = await nothingLost([]);
    expect(seen.filter((r) => r.entryId === e.id)).toHaveLength(2);

    const del = await call('DELETE', `${API_ORDER}/${id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toBe(depositMessages.orderHasMoney);
    seen = await nothingLost(seen);

    // Edited: another buyer takes the order; the paid entry stays with 한빛출판 (detached), a new one opens.
    const put = await call('PUT', API_ORDER, {
      ...f.leaflet({ productName: '원장 보존 전단 수정', buyerId: cafe }),
      id,
    });
    expect(put.statusCode).toBe(200);
    expect((await entry(e.id)).detachedAt).not.toBeNull();
    expect(await entry(e.id)).toMatchObject({ buyerId: hanbit, collectedPrice: 100_000, adjustedPrice: 20_000 });
    seen = await nothingLost(seen);

    expect((await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '고객 취소' })).statusCode).toBe(200);
    seen = await nothingLost(seen);
    await money(e.id, 'refund', 100_000, '취소 환불');
    seen = await nothingLost(seen);
    expect(seen.filter((r) => r.entryId === e.id).map((r) => [r.kind, r.amount])).toEqual([
      ['RECEIPT', 100_000],
      ['ADJUSTMENT', 20_000],
      ['REFUND', 100_000],
    ]);
    expect((await call('DELETE', `${API_ORDER}/${id}`)).statusCode).toBe(409);
    await nothingLost(seen);
  });

  it('bag slots: emptying refused, the advertiser changed, the bag deleted (refused) and cancelled — every row stays', async () => {
    const bag = await f.createBag();
    const a1 = await f.fill(bag.id, 'A1', hanbit);
    const first = await activeEntryOf(bag.id, a1.id);
    await money(first.id, 'receipt', 40_000);
    let seen = await nothingLost(await allRows());

    const empty = await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${bag.id}/${hanbit}`);
    expect(empty.statusCode).toBe(409);
    seen = await nothingLost(seen);

    const moved = await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: a1.id, buyerId: cafe, remark: '광고주 변경' });
    expect(moved.statusCode).toBe(200);
    expect(await entry(first.id)).toMatchObject({ buyerId: hanbit, collectedPrice: 40_000 });
    expect((await entry(first.id)).detachedAt).not.toBeNull();
    seen = await nothingLost(seen);
    const second = await activeEntryOf(bag.id, a1.id);
    await money(second.id, 'receipt', 15_000);
    seen = await nothingLost(seen);

    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/${bag.id}`)).statusCode).toBe(409);
    seen = await nothingLost(seen);
    expect((await call('POST', `${API_SHOPBAG_ORDER}/cancel/${bag.id}`, { reason: '행사 취소' })).statusCode).toBe(200);
    seen = await nothingLost(seen);
    expect(seen.filter((r) => r.orderId === bag.id).map((r) => [r.entryId, r.buyerId, r.amount])).toEqual([
      [first.id, hanbit, 40_000],
      [second.id, cafe, 15_000],
    ]);
  });

  it('buyers: a buyer whose money is on record (a former advertiser) cannot be deleted; its rows stay', async () => {
    const created = await call('POST', '/api/buyer', {
      name: '원장보존상회',
      tel: '02-555-0101',
      address: '서울특별시 중구 세종대로 1',
      chargerName: '김보존',
      username: `ledger-kept-${Date.now().toString(36)}`,
      password: 'test-pass-2468',
      passwordCheck: 'test-pass-2468',
    });
    expect(created.statusCode, created.body).toBe(201);
    const shop = created.json().data.id as number;
    const bag = await f.createBag();
    const a1 = await f.fill(bag.id, 'A1', shop);
    const paid = await activeEntryOf(bag.id, a1.id);
    await money(paid.id, 'receipt', 25_000);
    // The slot passes to another advertiser: the shop no longer holds any slot or order, only its paid entry.
    expect((await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: a1.id, buyerId: cafe, remark: '' })).statusCode).toBe(
      200,
    );
    const seen = await nothingLost(await allRows());
    const del = await call('DELETE', `/api/buyer/${shop}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toBe(depositMessages.buyerHasMoney);
    await nothingLost(seen);
    expect(seen.filter((r) => r.buyerId === shop)).toHaveLength(1);
  });
});
