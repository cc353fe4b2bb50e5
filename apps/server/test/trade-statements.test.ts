/*
 * 거래명세서 (issue 34): per order (amounts from the stored price, 절사 and 금액 조정 lines, the total in words), a bag
 * advertiser's share, a buyer's month (live orders only, many pages), the customer's own orders only (others 404),
 * Korean 400/404, and the 거래처 원장 PDF.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_CUSTOMER_TRADE_STATEMENT,
  API_TRADE_STATEMENT,
  apiReceivableLedgerPdf,
  tradeStatementMonthPdfPath,
  tradeStatementOrderPdfPath,
} from '@scm/contract';
import { buyer, orderDeposit, printingOrder } from '../src/db/schema';
import { recordOrderPrice } from '../src/modules/order-prices';
import { allocateVat, splitTotal } from '../src/modules/trade-statements';
import { depositFixture } from './deposits-fixture';
import { employeeWithoutGroups, makeApp, signUpAndLogin } from './harness';
import { API_ORDER } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await depositFixture(ctx);
const get = (url: string, agent = f.admin) => ctx.app.inject({ method: 'GET', url, headers: agent.headers() });

/** The PDF's text, by poppler's pdftotext. */
function pdfText(bytes: Buffer) {
  const file = path.join(os.tmpdir(), `docs-ts-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file);
  }
}
const pages = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const customerX = await signUpAndLogin(ctx.app, 'stmt-x', '명세서상사');
const customerY = await signUpAndLogin(ctx.app, 'stmt-y', '다른상사');
const buyerOf = async (accountId: number) => (await db.select().from(buyer).where(eq(buyer.accountId, accountId)))[0]!;
const X = (await buyerOf(customerX.accountId)).id;
const Y = (await buyerOf(customerY.accountId)).id;
await db
  .update(buyer)
  .set({ registrationNumber: '123-45-67890', representative: '김명세', businessType: '도소매', businessItem: '문구' })
  .where(eq(buyer.id, X));

const at = new Date('2026-03-10T12:00:00+09:00');
async function pricedOrder(
  productName: string,
  lines: [string, number][],
  override: { supply: number; reason: string } | null,
) {
  const { id, orderNumber } = await f.createOrder(f.leaflet({ productName, buyerId: X }));
  await db.update(printingOrder).set({ receiptDatetime: at }).where(eq(printingOrder.id, id));
  const subtotal = lines.reduce((a, [, n]) => a + n, 0);
  const supply = Math.floor(subtotal / 1000) * 1000;
  await recordOrderPrice(db, id, {
    estimate: {
      lines: lines.map(([label, amount]) => ({
        kind: 'PRINT',
        label,
        quantity: 1,
        unit: '식',
        unitPrice: amount,
        amount,
        formula: '',
      })),
      subtotal,
      roundedOff: subtotal - supply,
      supply,
      vat: Math.floor(supply / 10),
      total: supply + Math.floor(supply / 10),
      missing: [],
      ratesDate: '2026-03-10',
    },
    override,
    source: 'EDIT',
    actor: null,
    at: new Date(),
  });
  return { id, orderNumber };
}

// A: 100,000 + 23,456 → 123,000 (절사 456) + 12,300 = 135,300.
const A = await pricedOrder(
  '명세 전단 A',
  [
    ['인쇄', 100_000],
    ['용지', 23_456],
  ],
  null,
);
// B: 50,000, overridden to 40,000 + 4,000.
const B = await pricedOrder('명세 전단 B', [['인쇄', 50_000]], { supply: 40_000, reason: '단골 할인' });
// C: cancelled in the month: not on the month's statement.
const C = await pricedOrder('명세 전단 C', [['인쇄', 70_000]], null);
expect((await f.call('POST', `${API_ORDER}/cancel/${C.id}`, { reason: '고객 취소' })).statusCode).toBe(200);
// A bag: A1 to X (55,000), B1 to Y.
const bag = await f.bagOrder([
  { position: 'A1', buyerName: '명세서상사' },
  { position: 'B1', buyerName: '다른상사' },
]);
await db.update(printingOrder).set({ receiptDatetime: at }).where(eq(printingOrder.id, bag.id));
await db.update(orderDeposit).set({ issuedPrice: 55_000 }).where(eq(orderDeposit.orderId, bag.id));

describe('trade statements', () => {
  it('splits a total and allocates VAT to add up', () => {
    expect(splitTotal(55_000)).toEqual({ supply: 50_000, vat: 5_000 });
    expect(splitTotal(12)).toEqual({ supply: 11, vat: 1 });
    expect(allocateVat([100_000, 23_456, -456], 12_300).reduce((a, b) => a + b, 0)).toBe(12_300);
  });

  it('states an order: its price lines, 절사, sums, the total in words, a Korean file name', async () => {
    const res = await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, A.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`거래명세서_${A.orderNumber}.pdf`)}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = pdfText(res.rawPayload);
    for (const s of [
      '거 래 명 세 서',
      '명세서상사',
      '123-45-67890',
      '인쇄',
      '용지',
      '절사',
      '123,000',
      '12,300',
      '135,300',
      '일금 일십삼만오천삼백원정',
      '인수자',
      '2026-03-10',
    ])
      expect(t).toContain(s);
  });

  it('states an override as a 금액 조정 line', async () => {
    const t = pdfText((await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, B.id))).rawPayload);
    expect(t).toContain('금액 조정 (단골 할인)');
    expect(t).toContain('-10,000');
    expect(t).toContain('44,000');
  });

  it('lets a customer read its own order only (another is 404), staff without ORDER read is 403', async () => {
    expect((await get(tradeStatementOrderPdfPath(API_CUSTOMER_TRADE_STATEMENT, A.id), customerX)).statusCode).toBe(200);
    const other = await get(tradeStatementOrderPdfPath(API_CUSTOMER_TRADE_STATEMENT, A.id), customerY);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe('주문을 찾을 수 없습니다.');
    expect((await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, A.id), customerX)).statusCode).toBe(403);
    const nobody = (await employeeWithoutGroups(ctx, 'stmt-nobody')).agent;
    expect((await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, A.id), nobody)).statusCode).toBe(403);
    const missing = await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, 999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('주문을 찾을 수 없습니다.');
    expect((await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, C.id))).statusCode).toBe(409);
  });

  it('states a bag advertiser its share; the advertiser must be named and on the bag', async () => {
    const none = await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, bag.id));
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('광고주를 골라');
    const res = await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, bag.id, X));
    expect(res.statusCode).toBe(200);
    const t = pdfText(res.rawPayload);
    expect(t).toContain('광고 A1');
    expect(t).not.toContain('광고 B1');
    expect(t).toContain('50,000');
    expect(t).toContain('55,000');
    const stranger = (await signUpAndLogin(ctx.app, 'stmt-z', '없는상사')).accountId;
    const z = (await buyerOf(stranger)).id;
    expect((await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, bag.id, z))).statusCode).toBe(404);
    expect((await get(tradeStatementOrderPdfPath(API_CUSTOMER_TRADE_STATEMENT, bag.id), customerY)).statusCode).toBe(
      200,
    );
  });

  it("states a buyer's month: live orders one line each, totals; bad month 400, unknown buyer 404", async () => {
    const res = await get(tradeStatementMonthPdfPath(X, '2026-03'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('거래명세서_명세서상사_2026-03.pdf'));
    const t = pdfText(res.rawPayload);
    expect(t).toContain(A.orderNumber);
    expect(t).toContain(B.orderNumber);
    expect(t).toContain(bag.orderNumber);
    expect(t).not.toContain(C.orderNumber);
    // 123,000 + 40,000 + 50,000 = 213,000; 12,300 + 4,000 + 5,000 = 21,300; 234,300.
    for (const s of ['213,000', '21,300', '234,300', '2026-03-01 ~ 2026-03-31']) expect(t).toContain(s);
    const bad = await get(tradeStatementMonthPdfPath(X, '2026-13'));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('YYYY-MM');
    const missing = await get(tradeStatementMonthPdfPath(999_999, '2026-03'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('고객사를 찾을 수 없습니다.');
  });

  it('runs to several pages with the header repeated', async () => {
    const orders = await db
      .insert(printingOrder)
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          orderNumber: `STMT-${String(i).padStart(3, '0')}`,
          workType: 'OFFSET',
          productName: `다량 전단 ${i}`,
          buyerId: Y,
          amount: 1000,
          receiver: '수령',
          address: '서울',
          receiverTel: '010-0000-0000',
          receiptDatetime: new Date('2026-04-15T10:00:00+09:00'),
        })),
      )
      .returning({ id: printingOrder.id });
    await db.insert(orderDeposit).values(orders.map((o) => ({ orderId: o.id, buyerId: Y, issuedPrice: 11_000 })));
    const res = await get(tradeStatementMonthPdfPath(Y, '2026-04'));
    expect(res.statusCode, res.body).toBe(200);
    expect(pages(res.rawPayload)).toBeGreaterThanOrEqual(2);
    const t = pdfText(res.rawPayload);
    expect(t.match(/주문번호/g)!.length).toBeGreaterThanOrEqual(2);
    expect(t).toContain('700,000'); // 70 × 10,000
    fs.writeFileSync('/tmp/docs/month.pdf', res.rawPayload);
    fs.writeFileSync(
      '/tmp/docs/order.pdf',
      (await get(tradeStatementOrderPdfPath(API_TRADE_STATEMENT, A.id))).rawPayload,
    );
  });

  it('downloads the 거래처 원장 as a PDF: 이월 잔액, lines, 기말 잔액, page numbers', async () => {
    const res = await get(`${apiReceivableLedgerPdf(Y)}?from=2026-04-01`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('거래처원장_다른상사_2026-04-01_현재.pdf'));
    const t = pdfText(res.rawPayload);
    for (const s of ['거래처 원장', '이월 잔액', '기말 잔액', 'STMT-069', '770,000', '1 / ']) expect(t).toContain(s);
    expect(pages(res.rawPayload)).toBeGreaterThanOrEqual(2);
    fs.writeFileSync('/tmp/docs/ledger.pdf', res.rawPayload);
    const missing = await get(apiReceivableLedgerPdf(999_999));
    expect(missing.statusCode).toBe(404);
  });
});
