/*
 * Nothing about money is ever lost (issue 34): receipts, a reversal, an adjustment and a refund on a printing order
 * and on the bag slots of two advertisers; then every edit, cancel and delete path a shop uses on them. After each
 * step every ledger row is still there, unchanged (a snapshot of all rows), each entry's collected and adjusted equal
 * the sums of its rows, each row names its entry's buyer, and the receivables' figures equal the sums of the rows.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_RECEIVABLES,
  API_RECEIVABLES_SUMMARY,
  apiDepositAdjustment,
  apiDepositReceipt,
  apiDepositRefund,
  apiDepositReverse,
  type ReceivablePage,
  type ReceivableSummary,
} from '@scm/contract';
import { account, buyer, depositLedger, orderDeposit } from '../src/db/schema';
import { engine, makeApp, signUpAndLogin } from './harness';
import { API_ORDER } from './orders-fixture';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await shopbagFixture(ctx);
const { call } = f;
const hanbit = f.buyerId('한빛출판');
const cafe = f.buyerId('서울카페');
const third = await signUpAndLogin(ctx.app, 'kept-z', '보존제삼상사');
const fourth = await signUpAndLogin(ctx.app, 'kept-w', '보존제사상사');
const buyerOfAccount = async (accountId: number) =>
  (await db.select().from(buyer).where(eq(buyer.accountId, accountId)))[0]!.id;
const other = await buyerOfAccount(third.accountId);
const unpaid = await buyerOfAccount(fourth.accountId);
const today = ctx.app.clock.today();

const entry = async (id: number) => (await db.select().from(orderDeposit).where(eq(orderDeposit.id, id)))[0]!;
const entriesOf = (orderId: number) =>
  db.select().from(orderDeposit).where(eq(orderDeposit.orderId, orderId)).orderBy(asc(orderDeposit.id));
const allRows = () => db.select().from(depositLedger).orderBy(asc(depositLedger.id));

const ok = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) => {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
/** The four money events on one entry: two receipts (the second reversed), a discount and a refund. */
async function money(entryId: number, issued: number) {
  const v = async () => (await entry(entryId)).version;
  const e = await entry(entryId);
  await ok('PATCH', '/api/od/deposit', {
    id: e.id,
    version: e.version,
    issuedPrice: issued,
    collectedPrice: e.collectedPrice,
    remark: `발행 금액 조정 ${String(issued)}원`,
    wasSettled: e.isSettled,
    isSettled: false,
  });
  await ok('POST', apiDepositReceipt(entryId), { amount: 60_000, receivedDate: today, version: await v() });
  await ok('POST', apiDepositReceipt(entryId), { amount: 15_000, receivedDate: today, version: await v() });
  const [wrong] = (await allRows()).filter((r) => r.entryId === entryId && r.amount === 15_000);
  await ok('POST', apiDepositReverse(wrong!.id), { reason: '오입금', version: await v() });
  await ok('POST', apiDepositAdjustment(entryId), { amount: 5_000, reason: '단골 할인', version: await v() });
  await ok('POST', apiDepositRefund(entryId), { amount: 10_000, reason: '일부 환불', version: await v() });
}

let snapshot: Awaited<ReturnType<typeof allRows>> = [];

/** Every row of the snapshot still there and equal; the caches and the receivables add up to the rows. */
async function moneyKept(step: string) {
  const rows = await allRows();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const before of snapshot) expect(byId.get(before.id), `${step}: ledger row ${before.id}`).toEqual(before);
  const entries = await db.select().from(orderDeposit);
  const entryOf = new Map(entries.map((e) => [e.id, e]));
  const collectedOf = (kind: string, amount: number) =>
    kind === 'REFUND' ? -amount : kind === 'ADJUSTMENT' ? 0 : amount;
  for (const e of entries) {
    const mine = rows.filter((r) => r.entryId === e.id);
    expect(e.collectedPrice, `${step}: entry ${e.id} collected`).toBe(
      mine.reduce((s, r) => s + collectedOf(r.kind, r.amount), 0),
    );
    expect(e.adjustedPrice, `${step}: entry ${e.id} adjusted`).toBe(
      mine.filter((r) => r.kind === 'ADJUSTMENT').reduce((s, r) => s + r.amount, 0),
    );
  }
  for (const r of rows) expect(r.buyerId, `${step}: row ${r.id} buyer`).toBe(entryOf.get(r.entryId)!.buyerId);
  const page = (await ok('GET', `${API_RECEIVABLES}?size=100`)).json().data as ReceivablePage;
  const received = rows.reduce((s, r) => s + collectedOf(r.kind, r.amount), 0);
  expect(page.totals.collected, `${step}: 입금 total`).toBe(received);
  for (const b of [hanbit, cafe, other]) {
    const row = page.content.find((c) => c.buyerId === b);
    const theirs = rows.filter((r) => r.buyerId === b).reduce((s, r) => s + collectedOf(r.kind, r.amount), 0);
    expect(row?.collected ?? 0, `${step}: 입금 of buyer ${b}`).toBe(theirs);
  }
  // 미수 − 과입금 of all = Σ live (issued − adjusted) − Σ collected, whatever happened to the orders.
  expect(page.totals.outstanding - page.totals.overpaid, `${step}: 미수 − 과입금`).toBe(
    page.totals.invoiced - page.totals.collected,
  );
  const summary = (await ok('GET', API_RECEIVABLES_SUMMARY)).json().data as ReceivableSummary;
  expect(summary.outstanding).toBe(page.totals.outstanding);
  snapshot = rows;
}

describe(`nothing about money is ever lost (${engine})`, () => {
  const printing = { id: 0, orderNumber: '' };
  const bag = { id: 0, a1: 0, b1: 0, c1: 0 };

  it('money on a printing order and on two advertisers’ bag slots', async () => {
    Object.assign(printing, await f.createOrder(f.leaflet({ productName: '보존 전단', buyerId: hanbit })));
    await money((await entriesOf(printing.id))[0]!.id, 200_000);
    const o = await f.createBag();
    bag.id = o.id;
    bag.a1 = (await f.fill(o.id, 'A1', hanbit)).id;
    bag.b1 = (await f.fill(o.id, 'B1', cafe)).id;
    bag.c1 = (await f.fill(o.id, 'C1', unpaid)).id;
    const slotEntries = await entriesOf(o.id);
    await money(slotEntries.find((e) => e.slotId === bag.a1)!.id, 100_000);
    await money(slotEntries.find((e) => e.slotId === bag.b1)!.id, 90_000);
    expect((await allRows()).length).toBeGreaterThanOrEqual(15);
    await moneyKept('recorded');
  });

  it('editing the order’s spec and quantity (re-priced) keeps the rows', async () => {
    const body = { ...f.leaflet({ productName: '보존 전단 수정', buyerId: hanbit, amount: 6000 }), id: printing.id };
    const first = await call('PUT', API_ORDER, body);
    const res =
      first.statusCode === 409 && first.json().errorCode === 'PRICE_CHANGED'
        ? await call('PUT', API_ORDER, { ...body, confirmedTotal: first.json().details.newTotal })
        : first;
    // Re-pricing may be refused while money is on the entry; either way nothing about the money moved.
    expect([200, 409]).toContain(res.statusCode);
    if (res.statusCode === 409) expect(res.json().errorMessage).toMatch(/[가-힣]/);
    await moneyKept('order edited');
  });

  it('cancelling the order keeps the rows; deleting it is refused in Korean; editing it then is refused', async () => {
    await ok('POST', `${API_ORDER}/cancel/${printing.id}`, { reason: '고객 취소' });
    await moneyKept('order cancelled');
    const del = await call('DELETE', `${API_ORDER}/${printing.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toMatch(/[가-힣]/);
    await moneyKept('order delete refused');
    const edit = await call('PUT', API_ORDER, { ...f.leaflet({ buyerId: hanbit, amount: 9000 }), id: printing.id });
    expect(edit.statusCode).toBe(409);
    await moneyKept('cancelled order edit refused');
    // Cancelled: nothing owed on it, the money received (60,000 − 10,000 refunded) is 과입금 to return.
    const page = (await ok('GET', `${API_RECEIVABLES}?searchKeyword=${encodeURIComponent('한빛출판')}`)).json()
      .data as ReceivablePage;
    expect(page.content[0]!.overpaid).toBeGreaterThanOrEqual(50_000);
  });

  it('a slot moved to another advertiser, emptied, deleted: refused or detached, the rows kept', async () => {
    await ok('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: bag.a1, buyerId: other, remark: '광고주 변경' });
    await moneyKept('slot moved');
    const detached = (await entriesOf(bag.id)).find((e) => e.slotId === bag.a1 && e.buyerId === hanbit)!;
    expect(detached.detachedAt).not.toBeNull();
    expect(detached.collectedPrice).toBe(50_000);
    // Emptying B1 (cafe's money) is refused; C1 (no money) empties with its untouched entry.
    await ok('DELETE', `${API_SHOPBAG_ORDER}/buyer/${bag.id}/${unpaid}`);
    await moneyKept('slot without money emptied');
    const empty = await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${bag.id}/${cafe}`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().errorMessage).toMatch(/[가-힣]/);
    await moneyKept('slot with money not emptied');
    const a1Now = await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${bag.id}/${other}`);
    expect(a1Now.statusCode).toBe(409);
    await moneyKept('moved slot not emptied');
    const del = await call('DELETE', `${API_SHOPBAG_ORDER}/${bag.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toMatch(/[가-힣]/);
    await moneyKept('bag delete refused');
    expect((await entriesOf(bag.id)).filter((e) => e.collectedPrice !== 0)).toHaveLength(2);
  });

  it('deleting a buyer with money is refused in Korean; deactivating it keeps its money in the books', async () => {
    for (const b of [hanbit, cafe]) {
      const res = await call('DELETE', `/api/buyer/${b}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toMatch(/[가-힣]/);
    }
    await moneyKept('buyer delete refused');
    // No route deactivates a buyer: its sign-in account is disabled (as an administrator would).
    const [hanbitRow] = await db.select().from(buyer).where(eq(buyer.id, hanbit));
    if (hanbitRow!.accountId !== null)
      await db.update(account).set({ enabled: false }).where(eq(account.id, hanbitRow!.accountId));
    await moneyKept('buyer deactivated');
    const page = (await ok('GET', `${API_RECEIVABLES}?size=100`)).json().data as ReceivablePage;
    expect(page.content.map((r) => r.buyerId)).toEqual(expect.arrayContaining([hanbit, cafe]));
  });
});
