/*
 * The deposit ledger (issue 34): append-only rows (the database refuses UPDATE and DELETE; no code path writes
 * either), partial receipts that add up and settle the entry on the last one, reversals that reopen it, adjustments
 * and refunds, the popup's PATCH writing its difference as a row, the version each write carries (409 naming the rows
 * since), and the entry's caches equal to its rows' sums.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiDepositAdjustment,
  apiDepositLedger,
  apiDepositReceipt,
  apiDepositRefund,
  apiDepositReverse,
  depositLedgerMessages,
  type DepositLedger,
  type DepositOrder,
} from '@scm/contract';
import { depositLedger, orderDeposit } from '../src/db/schema';
import { ledgerSumsOf } from '../src/modules/deposits/ledger-queries';
import { depositFixture } from './deposits-fixture';
import { employeeWithoutGroups, engine, grantAuthority, makeApp } from './harness';
import { API_ORDER } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await depositFixture(ctx);
const hanbit = f.buyerId('한빛출판');

const entry = async (id: number) => (await db.select().from(orderDeposit).where(eq(orderDeposit.id, id)))[0]!;
const rowsOf = (entryId: number) =>
  db.select().from(depositLedger).where(eq(depositLedger.entryId, entryId)).orderBy(asc(depositLedger.id));
const post = async (url: string, body: object, agent = f.admin) =>
  ctx.app.inject({ method: 'POST', url, headers: agent.headers(), payload: body });
const ledger = async (entryId: number) =>
  (await f.inject('GET', apiDepositLedger(entryId))).json().data as DepositLedger;

/** An order for 한빛출판 invoiced at `issued` (typed in the popup, with its reason). */
async function invoiced(issued: number, productName = '원장 전단') {
  const { id, orderNumber } = await f.createOrder(f.leaflet({ productName, buyerId: hanbit }));
  const [e] = await f.entriesOf(id);
  expect((await f.save(e!.id, { issuedPrice: issued, isSettled: false })).statusCode).toBe(200);
  return { orderId: id, orderNumber, entryId: e!.id };
}

/** The caches equal the rows' sums, for every entry in the database. */
async function cachesHold() {
  const entries = await db.select().from(orderDeposit);
  const sums = await ledgerSumsOf(
    db,
    entries.map((e) => e.id),
  );
  for (const e of entries) {
    const s = sums.get(e.id) ?? { collected: 0, adjusted: 0 };
    expect([e.id, e.collectedPrice, e.adjustedPrice]).toEqual([e.id, s.collected, s.adjusted]);
  }
}

describe(`deposit ledger: append-only (${engine})`, () => {
  it('the database refuses to update or delete a ledger row, by any statement', async () => {
    const { entryId } = await invoiced(100_000);
    const v = (await entry(entryId)).version;
    expect(
      (await post(apiDepositReceipt(entryId), { amount: 40_000, receivedDate: '2026-11-20', version: v })).statusCode,
    ).toBe(200);
    const [row] = await rowsOf(entryId);
    await expect(db.update(depositLedger).set({ amount: 1 }).where(eq(depositLedger.id, row!.id))).rejects.toThrow();
    await expect(db.delete(depositLedger).where(eq(depositLedger.id, row!.id))).rejects.toThrow();
    await expect(db.execute(sql`update deposit_ledger set memo = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from deposit_ledger`)).rejects.toThrow();
    // The entry the row belongs to cannot go either (restricting key), nor can its order.
    await expect(db.delete(orderDeposit).where(eq(orderDeposit.id, entryId))).rejects.toThrow();
    expect(await rowsOf(entryId)).toEqual([row]);
  });

  it('no code path updates or deletes a ledger row (the server source never names one)', () => {
    const root = join(import.meta.dirname, '../src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name)) files.push(path);
      }
    };
    walk(root);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        /\.(update|delete)\(\s*depositLedger\b/.test(text) ||
        /(update|delete\s+from)\s+"?deposit_ledger"?\s/i.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });
});

describe(`deposit ledger: receipts, reversals, adjustments, refunds (${engine})`, () => {
  it('two partial receipts add up; the second settles the entry and completes the order; a reversal reopens it', async () => {
    const { orderId, orderNumber, entryId } = await invoiced(550_000);
    let v = (await entry(entryId)).version;
    const first = await post(apiDepositReceipt(entryId), {
      amount: '200,000',
      receivedDate: '2026-11-20',
      depositor: '(주)한빛출판',
      memo: '1차',
      version: v,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('입금 200,000원을 기록했습니다.');
    let listed = (await f.listed(orderNumber))!;
    expect(listed.depositCompleteAt).toBeNull();
    expect(listed.orderDepositBuyerList).toMatchObject([
      { issuedPrice: 550_000, collectedPrice: 200_000, remaining: 350_000, adjustedPrice: 0, isSettled: false },
    ]);

    v = (await entry(entryId)).version;
    const second = await post(apiDepositReceipt(entryId), { amount: 350_000, receivedDate: '2026-11-21', version: v });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(`${orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`);
    expect(await entry(entryId)).toMatchObject({ isSettled: true, collectedPrice: 550_000, shortfall: null });
    expect((await f.orderRow(orderId)).depositCompleteAt).not.toBeNull();
    expect(await f.notified('PRINTING_DEPOSIT', orderId)).toHaveLength(1);

    const [r1] = await rowsOf(entryId);
    v = (await entry(entryId)).version;
    const reversed = await post(apiDepositReverse(r1!.id), { reason: '오입금 확인', version: v });
    expect(reversed.statusCode).toBe(200);
    expect(await entry(entryId)).toMatchObject({ isSettled: false, collectedPrice: 350_000 });
    expect((await entry(entryId)).unsettledAt).not.toBeNull();
    expect((await f.orderRow(orderId)).depositCompleteAt).toBeNull();
    listed = (await f.listed(orderNumber))!;
    expect(listed.orderDepositBuyerList[0]).toMatchObject({ remaining: 200_000, status: 'OPEN' });

    // A receipt is reversed once; a reversal is not a receipt.
    v = (await entry(entryId)).version;
    const again = await post(apiDepositReverse(r1!.id), { reason: '다시', version: v });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'DEPOSIT_ALREADY_REVERSED',
      errorMessage: '이미 취소된 입금입니다.',
    });
    const rows = await rowsOf(entryId);
    const onReversal = await post(apiDepositReverse(rows[2]!.id), { reason: '다시', version: v });
    expect(onReversal.json()).toMatchObject({ errorCode: 'DEPOSIT_NOT_RECEIPT' });
    expect(rows.map((r) => [r.kind, r.amount, r.reversesId, r.reason])).toEqual([
      ['RECEIPT', 200_000, null, null],
      ['RECEIPT', 350_000, null, null],
      ['REVERSAL', -200_000, r1!.id, '오입금 확인'],
    ]);
    const read = await ledger(entryId);
    expect(read).toMatchObject({ collectedPrice: 350_000, remaining: 200_000, isSettled: false });
    expect(read.rows.map((r) => [r.kind, r.reversedById, r.createdByName])).toEqual([
      ['RECEIPT', rows[2]!.id, expect.any(String)],
      ['RECEIPT', null, expect.any(String)],
      ['REVERSAL', null, expect.any(String)],
    ]);
    await cachesHold();
  });

  it('an adjustment changes what is owed, not what was received, and can settle an entry with money in', async () => {
    const { entryId } = await invoiced(100_000, '조정 전단');
    let v = (await entry(entryId)).version;
    const noReason = await post(apiDepositAdjustment(entryId), { amount: 5_000, reason: ' ', version: v });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason.defaultMessage).toBe('사유를 입력해주세요.');
    const zero = await post(apiDepositAdjustment(entryId), { amount: 0, reason: '할인', version: v });
    expect(zero.json().amount.defaultMessage).toBe(depositLedgerMessages.amountNonZero);
    expect(
      (await post(apiDepositReceipt(entryId), { amount: 90_000, receivedDate: '2026-11-20', version: v })).statusCode,
    ).toBe(200);
    v = (await entry(entryId)).version;
    const discount = await post(apiDepositAdjustment(entryId), { amount: 10_000, reason: '단골 할인', version: v });
    expect(discount.statusCode).toBe(200);
    expect(await entry(entryId)).toMatchObject({
      issuedPrice: 100_000,
      adjustedPrice: 10_000,
      collectedPrice: 90_000,
      isSettled: true,
    });
    // A surcharge makes it owe again: the settlement is lifted.
    v = (await entry(entryId)).version;
    expect(
      (await post(apiDepositAdjustment(entryId), { amount: -3_000, reason: '추가 배송비', version: v })).statusCode,
    ).toBe(200);
    expect(await entry(entryId)).toMatchObject({ adjustedPrice: 7_000, isSettled: false });
    await cachesHold();
  });

  it('a refund pays back at most what was received (at the field), and nets off 환불 필요', async () => {
    const { orderId, orderNumber, entryId } = await invoiced(80_000, '환불 전단');
    let v = (await entry(entryId)).version;
    await post(apiDepositReceipt(entryId), { amount: 80_000, receivedDate: '2026-11-20', version: v });
    expect((await entry(entryId)).isSettled).toBe(true);
    expect((await f.call('POST', `${API_ORDER}/cancel/${orderId}`, { reason: '고객 취소' })).statusCode).toBe(200);
    expect((await f.listed(orderNumber))!.orderDepositBuyerList[0]).toMatchObject({ refundDue: true });
    v = (await entry(entryId)).version;
    const over = await post(apiDepositRefund(entryId), { amount: 80_001, reason: '주문 취소', version: v });
    expect(over.statusCode).toBe(400);
    expect(over.json().amount.defaultMessage).toBe('환불 금액은 받은 금액(80,000원)을 넘을 수 없습니다.');
    const noReason = await post(apiDepositRefund(entryId), { amount: 80_000, version: v });
    expect(noReason.json().reason.defaultMessage).toBe('사유를 입력해주세요.');
    expect(
      (await post(apiDepositRefund(entryId), { amount: 80_000, reason: '주문 취소', version: v })).statusCode,
    ).toBe(200);
    const after = (await f.listed(orderNumber))!.orderDepositBuyerList[0]!;
    expect(after).toMatchObject({ refundDue: false, collectedPrice: 0 });
    // A receipt refunded cannot be reversed below zero.
    const [receipt] = await rowsOf(entryId);
    v = (await entry(entryId)).version;
    expect((await post(apiDepositReverse(receipt!.id), { reason: '취소', version: v })).json()).toMatchObject({
      errorCode: 'DEPOSIT_REVERSE_AFTER_REFUND',
    });
    await cachesHold();
  });

  it('bad input gets Korean messages at its fields', async () => {
    const { entryId } = await invoiced(10_000, '검증 전단');
    const v = (await entry(entryId)).version;
    const res = await post(apiDepositReceipt(entryId), { amount: 'abc', receivedDate: '2026-02-30', version: v });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      amount: { defaultMessage: '숫자만 입력해주세요.' },
      receivedDate: { defaultMessage: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' },
    });
    const empty = await post(apiDepositReceipt(entryId), { amount: '', receivedDate: '', version: v });
    expect(empty.json()).toMatchObject({
      amount: { defaultMessage: '금액을 입력해주세요.' },
      receivedDate: { defaultMessage: '입금일을 입력해주세요.' },
    });
    expect(
      (await post(apiDepositReceipt(entryId), { amount: 0, receivedDate: '2026-11-20', version: v })).json(),
    ).toMatchObject({ amount: { defaultMessage: '1원 이상 입력해주세요.' } });
    expect(
      (await post(apiDepositReceipt(999_999), { amount: 1, receivedDate: '2026-11-20', version: 0 })).statusCode,
    ).toBe(404);
    expect(await rowsOf(entryId)).toEqual([]);
  });
});

describe(`deposit ledger: versions and the popup's save (${engine})`, () => {
  it('a write from a stale screen answers 409 DEPOSIT_STALE naming the rows written since', async () => {
    const { entryId } = await invoiced(300_000, '버전 전단');
    const seen = (await entry(entryId)).version;
    await post(apiDepositReceipt(entryId), { amount: 100_000, receivedDate: '2026-11-20', version: seen });
    const stale = await post(apiDepositReceipt(entryId), {
      amount: 100_000,
      receivedDate: '2026-11-20',
      version: seen,
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.errorCode).toBe('DEPOSIT_STALE');
    expect(body.errorMessage).toContain('그 사이 기록된 원장 1건');
    expect(body.details).toMatchObject({
      version: seen + 1,
      collectedPrice: 100_000,
      rowsSince: [{ kind: 'RECEIPT', amount: 100_000, entryVersion: seen + 1 }],
    });
    expect(await rowsOf(entryId)).toHaveLength(1);
  });

  it('two receipts from the same screen at once: one is written, one answers 409', async () => {
    const { entryId } = await invoiced(300_000, '동시 전단');
    const v = (await entry(entryId)).version;
    const answers = await Promise.all([
      post(apiDepositReceipt(entryId), { amount: 100_000, receivedDate: '2026-11-20', version: v }),
      post(apiDepositReceipt(entryId), { amount: 120_000, receivedDate: '2026-11-20', version: v }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await rowsOf(entryId)).toHaveLength(1);
    await cachesHold();
  });

  it('PATCH writes a changed 수금 금액 as a receipt, and a lower one as a correction (수금 금액 수정)', async () => {
    const { entryId } = await invoiced(200_000, '팝업 전단');
    expect((await f.save(entryId, { collectedPrice: 150_000, isSettled: false })).statusCode).toBe(200);
    expect((await f.save(entryId, { collectedPrice: 120_000, isSettled: false })).statusCode).toBe(200);
    expect((await f.save(entryId, { collectedPrice: 120_000, isSettled: false, remark: '메모만' })).statusCode).toBe(
      200,
    );
    expect((await rowsOf(entryId)).map((r) => [r.kind, r.amount, r.reason, r.source])).toEqual([
      ['RECEIPT', 150_000, null, 'HAND'],
      ['REVERSAL', -30_000, '수금 금액 수정', 'HAND'],
    ]);
    expect(await entry(entryId)).toMatchObject({ collectedPrice: 120_000 });
    await cachesHold();
  });

  it('the ledger routes are ORDER write; a reader sees the ledger but writes nothing', async () => {
    const { entryId } = await invoiced(10_000, '권한 전단');
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'ledger-reader');
    await grantAuthority(ctx, employeeId, 'ORDER_READ');
    const v = (await entry(entryId)).version;
    const read = await ctx.app.inject({ method: 'GET', url: apiDepositLedger(entryId), headers: agent.headers() });
    expect(read.statusCode).toBe(200);
    for (const [url, body] of [
      [apiDepositReceipt(entryId), { amount: 1, receivedDate: '2026-11-20', version: v }],
      [apiDepositAdjustment(entryId), { amount: 1, reason: '할인', version: v }],
      [apiDepositRefund(entryId), { amount: 1, reason: '환불', version: v }],
    ] as const)
      expect((await post(url, body, agent)).statusCode).toBe(403);
    expect(await rowsOf(entryId)).toEqual([]);
  });

  it('the list answers each entry’s issued, adjusted, collected and remaining', async () => {
    const { orderNumber } = await invoiced(50_000, '목록 전단');
    const row = (await f.listed(orderNumber)) as DepositOrder;
    expect(row.orderDepositBuyerList[0]).toMatchObject({
      issuedPrice: 50_000,
      adjustedPrice: 0,
      collectedPrice: 0,
      remaining: 50_000,
    });
  });
});

describe(`deposit ledger: the data migration (${engine})`, () => {
  it('gives an entry with money from before the ledger one MIGRATION receipt, once', async () => {
    const { entryId } = await invoiced(90_000, '이전 수금 전단');
    // Money typed before the ledger existed: the cache alone, no rows.
    await db.update(orderDeposit).set({ collectedPrice: 70_000 }).where(eq(orderDeposit.id, entryId));
    const file = readFileSync(join(import.meta.dirname, '../src/db/migrations/0035_deposit_ledger.sql'), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "deposit_ledger"');
    await db.execute(sql.raw(backfill));
    const migrated = await db.select().from(depositLedger).where(eq(depositLedger.source, 'MIGRATION'));
    await db.execute(sql.raw(backfill));
    expect(await db.select().from(depositLedger).where(eq(depositLedger.source, 'MIGRATION'))).toEqual(migrated);
    expect((await rowsOf(entryId)).map((r) => [r.kind, r.amount, r.source])).toEqual([
      ['RECEIPT', 70_000, 'MIGRATION'],
    ]);
    await cachesHold();
  });
});
