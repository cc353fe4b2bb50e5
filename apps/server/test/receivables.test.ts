/*
 * Receivables (미수금, issue 34): per buyer 청구 · 입금 · 미수 · 과입금 with aging by the order's day, the 거래처 원장 with
 * its running balance (opening and closing around a period), the xlsx download, the month summary and the access.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_RECEIVABLES,
  API_RECEIVABLES_SUMMARY,
  apiDepositAdjustment,
  apiDepositReceipt,
  apiDepositRefund,
  apiDepositReverse,
  apiReceivableLedger,
  apiReceivableLedgerXlsx,
  type ReceivableLedger,
  type ReceivablePage,
} from '@scm/contract';
import { buyer, depositLedger, orderDeposit, printingOrder } from '../src/db/schema';
import { depositFixture } from './deposits-fixture';
import { employeeWithoutGroups, engine, grantAuthority, makeApp, signUpAndLogin } from './harness';
import { API_ORDER } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await depositFixture(ctx);
const today = ctx.app.clock.today();
const day = (offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const customerX = await signUpAndLogin(ctx.app, 'recv-x', '미수테스트상사');
const customerY = await signUpAndLogin(ctx.app, 'recv-y', '미수과거상사');
const buyerOfAccount = async (accountId: number) =>
  (await db.select().from(buyer).where(eq(buyer.accountId, accountId)))[0]!.id;
const X = await buyerOfAccount(customerX.accountId);
const Y = await buyerOfAccount(customerY.accountId);

const version = async (entryId: number) =>
  (await db.select().from(orderDeposit).where(eq(orderDeposit.id, entryId)))[0]!.version;
const post = async (url: string, body: object) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: f.admin.headers(), payload: body });
  expect(res.statusCode, res.body).toBe(200);
};
const receipt = async (entryId: number, amount: number, receivedDate: string) =>
  post(apiDepositReceipt(entryId), { amount, receivedDate, version: await version(entryId) });
const get = (url: string, agent = f.admin) => ctx.app.inject({ method: 'GET', url, headers: agent.headers() });

/** An order of `buyerId` on `orderDay`, invoiced at `issued`; its entry. */
async function invoiced(buyerId: number, issued: number, orderDay: string, productName: string) {
  const { id, orderNumber } = await f.createOrder(f.leaflet({ productName, buyerId }));
  await db
    .update(printingOrder)
    .set({ receiptDatetime: new Date(`${orderDay}T12:00:00+09:00`) })
    .where(eq(printingOrder.id, id));
  const [e] = await f.entriesOf(id);
  expect((await f.save(e!.id, { issuedPrice: issued, isSettled: false })).statusCode).toBe(200);
  return { orderId: id, orderNumber, entryId: e!.id };
}

const A = await invoiced(X, 100_000, day(-10), '미수 전단 A');
const B = await invoiced(X, 200_000, day(-45), '미수 전단 B');
const C = await invoiced(X, 50_000, day(-75), '미수 전단 C');
const D = await invoiced(X, 80_000, day(-120), '미수 전단 D');
const E = await invoiced(X, 40_000, day(-5), '미수 전단 E');
// A: two partial receipts, the second reversed.
await receipt(A.entryId, 30_000, day(-9));
await receipt(A.entryId, 20_000, day(-8));
// E: paid in full, then the order is cancelled (refund due, nothing owed).
await receipt(E.entryId, 40_000, day(-4));
expect((await f.call('POST', `${API_ORDER}/cancel/${E.orderId}`, { reason: '고객 취소' })).statusCode).toBe(200);
// B: a 10,000 discount, then paid the rest.
await post(apiDepositAdjustment(B.entryId), { amount: 10_000, reason: '단골 할인', version: await version(B.entryId) });
await receipt(B.entryId, 190_000, day(-3));
// D: paid in full, 30,000 refunded.
await receipt(D.entryId, 80_000, day(-2));
const [a2] = await db.select().from(depositLedger).where(eq(depositLedger.amount, 20_000));
await post(apiDepositReverse(a2!.id), { reason: '오입금', version: await version(A.entryId) });
await post(apiDepositRefund(D.entryId), { amount: 30_000, reason: '일부 환불', version: await version(D.entryId) });
// Y: an order of March 2020, paid in part that month and in part the next.
const F = await invoiced(Y, 70_000, '2020-03-15', '과거 전단');
await receipt(F.entryId, 25_000, '2020-03-20');
await receipt(F.entryId, 5_000, '2020-04-01');

describe(`receivables (${engine})`, () => {
  it('a buyer: 청구, 입금, 미수, 과입금 and the aging of what is owed, by the order day', async () => {
    const res = await get(`${API_RECEIVABLES}?searchKeyword=${encodeURIComponent('미수테스트')}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data as ReceivablePage;
    expect(page.content).toEqual([
      {
        buyerId: X,
        buyerName: '미수테스트상사',
        invoiced: 420_000,
        collected: 310_000,
        outstanding: 150_000,
        overpaid: 40_000,
        aging: { d30: 70_000, d60: 0, d90: 50_000, over90: 30_000 },
        lastReceiptDate: day(-2),
        openCount: 3,
      },
    ]);
    expect(page.totals).toEqual({
      invoiced: 420_000,
      collected: 310_000,
      outstanding: 150_000,
      overpaid: 40_000,
      aging: { d30: 70_000, d60: 0, d90: 50_000, over90: 30_000 },
    });
    expect(page.pageable.totalElements).toBe(1);
  });

  it('sorted by 미수 desc by default; 미수 있는 곳만 leaves out buyers owing nothing', async () => {
    const all = (await get(`${API_RECEIVABLES}?size=9999`)).json().data as ReceivablePage;
    const owed = all.content.map((r) => r.outstanding);
    expect(owed).toEqual([...owed].sort((p, q) => q - p));
    const only = (await get(`${API_RECEIVABLES}?size=9999&outstandingOnly=true`)).json().data as ReceivablePage;
    expect(only.content.every((r) => r.outstanding > 0)).toBe(true);
    expect(only.totals.outstanding).toBe(all.totals.outstanding);
    const byName = (await get(`${API_RECEIVABLES}?size=1&page=1&sort=buyerName,asc`)).json().data as ReceivablePage;
    expect(byName.content).toHaveLength(1);
    expect(byName.content[0]!.buyerName).toBe(
      [...all.content].sort((p, q) => p.buyerName.localeCompare(q.buyerName, 'ko'))[1]!.buyerName,
    );
  });

  it('the 거래처 원장: every line in order with the running balance; closing equals 미수 − 과입금', async () => {
    const ledger = (await get(apiReceivableLedger(X))).json().data as ReceivableLedger;
    expect(ledger.openingBalance).toBe(0);
    expect(ledger.lines.map((l) => [l.date, l.kind, l.orderNumber, l.amount, l.change, l.balance])).toEqual([
      [day(-120), 'INVOICE', D.orderNumber, 80_000, 80_000, 80_000],
      [day(-75), 'INVOICE', C.orderNumber, 50_000, 50_000, 130_000],
      [day(-45), 'INVOICE', B.orderNumber, 200_000, 200_000, 330_000],
      [day(-10), 'INVOICE', A.orderNumber, 100_000, 100_000, 430_000],
      [day(-9), 'RECEIPT', A.orderNumber, 30_000, -30_000, 400_000],
      [day(-8), 'RECEIPT', A.orderNumber, 20_000, -20_000, 380_000],
      [day(-4), 'RECEIPT', E.orderNumber, 40_000, -40_000, 340_000],
      [day(-3), 'RECEIPT', B.orderNumber, 190_000, -190_000, 150_000],
      [day(-2), 'RECEIPT', D.orderNumber, 80_000, -80_000, 70_000],
      [today, 'ADJUSTMENT', B.orderNumber, 10_000, -10_000, 60_000],
      [today, 'REVERSAL', A.orderNumber, -20_000, 20_000, 80_000],
      [today, 'REFUND', D.orderNumber, 30_000, 30_000, 110_000],
    ]);
    expect(ledger.closingBalance).toBe(150_000 - 40_000);
  });

  it('a period: the opening balance carries what came before, the closing stops at its end', async () => {
    const ledger = (await get(`${apiReceivableLedger(X)}?from=${day(-8)}&to=${day(-3)}`)).json()
      .data as ReceivableLedger;
    expect(ledger.openingBalance).toBe(400_000);
    expect(ledger.lines.map((l) => [l.kind, l.balance])).toEqual([
      ['RECEIPT', 380_000],
      ['RECEIPT', 340_000],
      ['RECEIPT', 150_000],
    ]);
    expect(ledger.closingBalance).toBe(150_000);
    const bad = await get(`${apiReceivableLedger(X)}?from=${day(-1)}&to=${day(-3)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('시작일이 종료일보다 늦습니다.');
    expect((await get(apiReceivableLedger(999_999))).statusCode).toBe(404);
  });

  it('the xlsx download: the named file, Korean headers, won as numbers formatted #,##0', async () => {
    const res = await get(`${apiReceivableLedgerXlsx(X)}?from=${day(-8)}&to=${day(-3)}`);
    expect(res.statusCode).toBe(200);
    const name = `거래처원장_미수테스트상사_${day(-8)}_${day(-3)}.xlsx`;
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(4).values).toEqual([
      undefined,
      '일자',
      '구분',
      '주문번호',
      '품목',
      '슬롯',
      '금액',
      '증감',
      '잔액',
      '비고',
    ]);
    expect(ws.getRow(5).getCell(8).value).toBe(400_000);
    expect(ws.getRow(6).getCell(2).value).toBe('입금');
    expect(ws.getRow(6).getCell(8).value).toBe(380_000);
    expect(ws.getRow(6).getCell(8).numFmt).toBe('#,##0');
    expect(ws.getRow(9).getCell(8).value).toBe(150_000);
  });

  it("the month summary: that month's 매출 and 입금, and every buyer's 미수 now", async () => {
    const s = (await get(`${API_RECEIVABLES_SUMMARY}?month=2020-03`)).json().data;
    const all = (await get(`${API_RECEIVABLES}?size=9999`)).json().data as ReceivablePage;
    expect(s).toEqual({ month: '2020-03', sales: 70_000, receipts: 25_000, outstanding: all.totals.outstanding });
    expect((await get(`${API_RECEIVABLES_SUMMARY}?month=2020-13`)).statusCode).toBe(400);
  });

  it('customers and staff without ORDER read are refused; ORDER read opens it', async () => {
    for (const url of [API_RECEIVABLES, apiReceivableLedger(X), API_RECEIVABLES_SUMMARY])
      expect((await get(url, customerX)).statusCode).toBe(403);
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'recv-reader');
    expect((await get(API_RECEIVABLES, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'ORDER_READ');
    expect((await get(API_RECEIVABLES, agent)).statusCode).toBe(200);
    expect((await get(apiReceivableLedgerXlsx(X), agent)).statusCode).toBe(200);
  });
});
