/*
 * The deposit ledger's face for the bank-statement module: `recordReceipt` (a receipt from a bank line, under the
 * order's lock, settling and completing the order when the remaining reaches 0) and `openEntriesForMatching`.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositLedger, orderDeposit, printingOrder } from '../src/db/schema';
import { openEntriesForMatching, recordReceipt } from '../src/modules/deposits';
import { ledgerSumsOf } from '../src/modules/deposits/ledger-queries';
import { makeServiceContext, ShopClock, type Actor } from '../src/platform/service';
import { depositFixture } from './deposits-fixture';
import { engine, makeApp } from './harness';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await depositFixture(ctx);

const actor: Actor = {
  accountId: 1,
  userType: 'employee',
  isAdmin: true,
  employeeId: f.adminEmployeeId,
  departmentId: null,
  departmentName: null,
  buyerId: null,
  name: '관리자',
  authorities: [],
};
const inTx = <T>(work: Parameters<ReturnType<typeof makeServiceContext>['transaction']>[0]) =>
  makeServiceContext({ db, actor, clock: new ShopClock(), notify: ctx.app.notify }).transaction(work) as Promise<T>;

const entry = async (id: number) => (await db.select().from(orderDeposit).where(eq(orderDeposit.id, id)))[0]!;

describe(`deposit ledger face (${engine})`, () => {
  it('records bank-line receipts that add up, settles on the last one, and lists what is still open', async () => {
    const hanbit = await f.buyerOf('한빛출판');
    const { id: orderId } = await f.createOrder(f.leaflet({ productName: '원장 면 전단', buyerId: hanbit.id }));
    const [e] = await f.entriesOf(orderId);
    expect((await f.save(e!.id, { issuedPrice: 550_000, isSettled: false })).statusCode).toBe(200);

    const open = await openEntriesForMatching(db, { buyerIds: [hanbit.id] });
    const mine = open.find((o) => o.entryId === e!.id)!;
    expect(mine).toMatchObject({ orderId, buyerName: '한빛출판', issuedPrice: 550_000, collectedPrice: 0 });
    expect(mine.remaining).toBe(550_000);

    const first = await inTx<Awaited<ReturnType<typeof recordReceipt>>>((tx) =>
      recordReceipt(tx, {
        entryId: e!.id,
        amount: 200_000,
        receivedDate: '2026-11-20',
        depositor: '(주)한빛출판',
        source: 'BANK_LINE',
        bankLineId: 7,
        version: mine.version,
      }),
    );
    expect(first).toMatchObject({
      collectedPrice: 200_000,
      remaining: 350_000,
      isSettled: false,
      becameComplete: false,
    });
    expect(
      (await openEntriesForMatching(db, { buyerIds: [hanbit.id] })).find((o) => o.entryId === e!.id),
    ).toMatchObject({ collectedPrice: 200_000, remaining: 350_000, version: first.version });

    // A review screen that saw the old version is refused: the entry moved since.
    await expect(
      inTx((tx) =>
        recordReceipt(tx, {
          entryId: e!.id,
          amount: 350_000,
          receivedDate: '2026-11-21',
          depositor: '한빛출판',
          source: 'BANK_LINE',
          bankLineId: 8,
          version: mine.version,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'DEPOSIT_STALE' });

    const second = await inTx<Awaited<ReturnType<typeof recordReceipt>>>((tx) =>
      recordReceipt(tx, {
        entryId: e!.id,
        amount: 350_000,
        receivedDate: '2026-11-21',
        depositor: '한빛출판',
        source: 'BANK_LINE',
        bankLineId: 8,
      }),
    );
    expect(second).toMatchObject({ collectedPrice: 550_000, remaining: 0, isSettled: true, becameComplete: true });
    const settled = await entry(e!.id);
    expect(settled).toMatchObject({ isSettled: true, settledBy: f.adminEmployeeId, shortfall: null });
    const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, orderId));
    expect(order!.depositCompleteAt).not.toBeNull();
    expect(await f.notified('PRINTING_DEPOSIT', orderId)).toHaveLength(1);

    const rows = await db
      .select()
      .from(depositLedger)
      .where(eq(depositLedger.entryId, e!.id))
      .orderBy(asc(depositLedger.id));
    expect(rows.map((r) => [r.kind, r.amount, r.source, r.bankLineId, r.receivedDate])).toEqual([
      ['RECEIPT', 200_000, 'BANK_LINE', 7, '2026-11-20'],
      ['RECEIPT', 350_000, 'BANK_LINE', 8, '2026-11-21'],
    ]);
    expect(rows.every((r) => r.createdBy === f.adminEmployeeId && r.buyerId === hanbit.id)).toBe(true);
    expect((await ledgerSumsOf(db, [e!.id])).get(e!.id)).toEqual({ collected: settled.collectedPrice, adjusted: 0 });
    expect((await openEntriesForMatching(db, { buyerIds: [hanbit.id] })).some((o) => o.entryId === e!.id)).toBe(false);
    expect(await openEntriesForMatching(db, { buyerIds: [] })).toEqual([]);
  });
});
