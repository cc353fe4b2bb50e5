import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '@scm/contract';
import { migrationsFolder } from '../src/db/client';
import { orderDeposit, printingOrder } from '../src/db/schema';
import { employeeWithoutGroups, engine, grantAuthority, makeApp } from './harness';
import { API_DEPOSIT, API_DEPOSIT_HISTORY, API_DEPOSIT_ORDERS, depositFixture } from './deposits-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await depositFixture(ctx);
const { inject, save, entriesOf, orderRow, listed } = f;

describe(`deposits: shopping-bag orders, one entry per slot (${engine})`, () => {
  it('shows each slot with its position and advertiser, and completes when the last slot is settled', async () => {
    await f.depositText(true);
    const bag = await f.bagOrder([
      { position: 'B1', buyerName: '서울카페' },
      { position: 'A1', buyerName: '한빛출판' },
      { position: 'A2', buyerName: '한빛출판' },
    ]);
    const row = await listed(bag.orderNumber);
    expect(row).toMatchObject({ workType: 'SHOPBAG', depositCompleteAt: null });
    expect(row!.orderDepositBuyerList.map((e) => [e.slotPosition, e.buyerName])).toEqual([
      ['A1', '한빛출판'],
      ['B1', '서울카페'],
      ['A2', '한빛출판'],
    ]);
    const byCustomer = await inject(
      'GET',
      `${API_DEPOSIT_ORDERS}?searchFilter=customerName&searchKeyword=${encodeURIComponent('서울카페')}`,
    );
    expect((byCustomer.json().data.content as DepositOrder[]).map((o) => o.id)).toContain(bag.id);

    const [b1, a1, a2] = bag.entries;
    expect((await save(a1!, { issuedPrice: 100_000, collectedPrice: 100_000, isSettled: true })).statusCode).toBe(200);
    expect((await save(b1!, { issuedPrice: 150_000, collectedPrice: 150_000, isSettled: true })).statusCode).toBe(200);
    expect((await orderRow(bag.id)).depositCompleteAt).toBeNull();
    expect(await f.notified('SHOPBAG_DEPOSIT', bag.id)).toEqual([]);
    const last = await save(a2!, { issuedPrice: 120_000, collectedPrice: 120_000, isSettled: true });
    expect(last.json().message).toMatch(/입금 완료되었습니다\.$/);
    expect((await orderRow(bag.id)).depositCompleteAt).not.toBeNull();

    // Every advertiser is told once; each text names what that advertiser was invoiced.
    expect((await f.notified('SHOPBAG_DEPOSIT', bag.id)).map((n) => n.accountId)).toEqual(
      [f.hanbit.accountId, f.seoulCafe.accountId].sort((a, b) => a - b),
    );
    expect((await f.outbox(bag.id)).map((m) => [m.text, m.referenceType])).toEqual(
      expect.arrayContaining([
        ['한빛출판님 동네 상점 쇼핑백 입금 220,000원 확인', 'SHOPBAG_ORDER'],
        ['서울카페님 동네 상점 쇼핑백 입금 150,000원 확인', 'SHOPBAG_ORDER'],
      ]),
    );
    expect(await f.outbox(bag.id)).toHaveLength(2);
    const history = await inject(
      'GET',
      `${API_DEPOSIT_HISTORY}?searchFilter=orderNumber&searchKeyword=${bag.orderNumber}`,
    );
    expect(
      history
        .json()
        .data.content.map((h: { slotPosition: string }) => h.slotPosition)
        .sort(),
    ).toEqual(['A1', 'A2', 'B1']);
    await f.depositText(false);
  });

  it('leaves out a bag order with no filled slot (nothing is owed yet)', async () => {
    const bag = await f.bagOrder([]);
    expect(await listed(bag.orderNumber)).toBeUndefined();
  });
});

describe(`deposits: at the same time (${engine})`, () => {
  it('two entries settled at once complete the order exactly once', async () => {
    await f.depositText(true);
    const bag = await f.bagOrder([
      { position: 'A1', buyerName: '한빛출판' },
      { position: 'B1', buyerName: '서울카페' },
    ]);
    const answers = await Promise.all(
      bag.entries.map((id) => save(id, { issuedPrice: 10_000, collectedPrice: 10_000, isSettled: true })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const messages = answers.map((a) => a.json().message as string);
    expect(messages.filter((m) => m.endsWith('입금 완료되었습니다.'))).toHaveLength(1);
    expect((await entriesOf(bag.id)).every((e) => e.isSettled)).toBe(true);
    expect((await orderRow(bag.id)).depositCompleteAt).not.toBeNull();
    expect(await f.notified('SHOPBAG_DEPOSIT', bag.id)).toHaveLength(2);
    expect(await f.outbox(bag.id)).toHaveLength(2);
    await f.depositText(false);
  });

  it('of two people settling the same entry, one gets the 409', async () => {
    const { id } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    const paid = { issuedPrice: 40_000, collectedPrice: 40_000, isSettled: true };
    const answers = await Promise.all([save(entry!.id, paid), save(entry!.id, paid)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await f.notified('PRINTING_DEPOSIT', id)).toHaveLength(1);
  });
});

describe(`deposits: who may (${engine})`, () => {
  it('refuses customers and employees without the area, and read-only staff their saves', async () => {
    const { id } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    const patch = (agent: typeof f.admin) => save(entry!.id, { isSettled: true }, agent);
    for (const url of [API_DEPOSIT_ORDERS, API_DEPOSIT_HISTORY])
      expect((await inject('GET', url, undefined, f.hanbit)).statusCode).toBe(403);
    expect((await patch(f.hanbit)).statusCode).toBe(403);

    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.deposit');
    expect((await inject('GET', API_DEPOSIT_ORDERS, undefined, agent)).statusCode).toBe(403);
    expect((await inject('GET', API_DEPOSIT_HISTORY, undefined, agent)).statusCode).toBe(403);
    expect((await patch(agent)).statusCode).toBe(403);

    await grantAuthority(ctx, employeeId, 'ORDER_READ');
    expect((await inject('GET', API_DEPOSIT_ORDERS, undefined, agent)).statusCode).toBe(200);
    expect((await inject('GET', API_DEPOSIT_HISTORY, undefined, agent)).statusCode).toBe(403);
    expect((await patch(agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    expect((await inject('GET', API_DEPOSIT_HISTORY, undefined, agent)).statusCode).toBe(200);
    expect((await entriesOf(id))[0]!.isSettled).toBe(false);
    expect(API_DEPOSIT).toBe('/api/od/deposit');
  });
});

describe(`deposits: orders from before deposits (${engine})`, () => {
  it('the data migration opens the missing entries once', async () => {
    const [old] = await db
      .insert(printingOrder)
      .values({
        orderNumber: `OLD-${Date.now().toString(36)}`,
        workType: 'LEAFLET',
        productName: '예전 주문',
        buyerId: f.buyerId('한빛출판'),
      })
      .returning();
    expect(await entriesOf(old!.id)).toEqual([]);
    const file = fs.readdirSync(migrationsFolder).find((n) => n.endsWith('_deposit_entries.sql'))!;
    const statements = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run++) for (const s of statements) await db.execute(sql.raw(s));
    expect(await entriesOf(old!.id)).toEqual([
      expect.objectContaining({ buyerId: f.buyerId('한빛출판'), slotId: null, isSettled: false }),
    ]);
    const row = await listed(old!.orderNumber);
    expect(row!.orderDepositBuyerList).toHaveLength(1);
    // Test clean-up: entries never go with their order (the key refuses), so they are removed first.
    await db.delete(orderDeposit).where(eq(orderDeposit.orderId, old!.id));
    await db.delete(printingOrder).where(eq(printingOrder.id, old!.id));
  });
});
