import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_DEPOSIT,
  API_NOTIFICATION,
  estimate,
  orderPriceMessages,
  printingSpecMessages,
  rateKey,
  ratesAt,
  type OrderPrice,
  type RateRow,
} from '@scm/contract';
import { buyer, notificationMessage, orderDeposit, orderPrice, rate } from '../src/db/schema';
import { effectiveRows } from '../src/modules/rates';
import { engine, makeApp } from './harness';
import { API_ORDER } from './orders-fixture';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const f = await shopbagFixture(ctx);
afterEach(() => app.clock.release());

const day = app.clock.today();
const rows = await effectiveRows(db, day);
const paperRate = rows.find((r) => r.kind === 'PAPER' && r.parentSheet === 'GUK') as RateRow & {
  kind: 'PAPER';
  rawItemId: number;
};

/** A leaflet the demo rates price completely: offset 4/4 on a demo 국전 paper, 8절. */
const leaflet = (over: Record<string, unknown> = {}) =>
  f.leaflet({
    productName: '단가 전단',
    amount: 4000,
    printingList: [
      {
        composition: 'COVER',
        printingType: 'OFF',
        dosu: '4/4',
        julsu: '8절',
        usePaperList: [{ rawItemId: paperRate.rawItemId, amount: null, wrongAmount: null }],
      },
    ],
    ...over,
  });

const priceRows = (orderId: number) =>
  db.select().from(orderPrice).where(eq(orderPrice.orderId, orderId)).orderBy(asc(orderPrice.version));
const entries = (orderId: number) =>
  db
    .select()
    .from(orderDeposit)
    .where(and(eq(orderDeposit.orderId, orderId), isNull(orderDeposit.detachedAt)))
    .orderBy(asc(orderDeposit.id));
const priceOf = async (id: number, api = API_ORDER) =>
  (await f.call('GET', `${api}/${id}/price`)).json().data as { price: OrderPrice | null; history: OrderPrice[] };

describe(`order prices: taking an order (${engine})`, () => {
  it('stores the engine’s price of the spec on the demo rates, and the deposit opens at its total', async () => {
    const { id } = await f.createOrder(leaflet());
    const expected = estimate(
      { ...leaflet(), workType: 'LEAFLET', quantity: 4000 } as Parameters<typeof estimate>[0],
      ratesAt(rows, day),
    );
    const [row] = await priceRows(id);
    expect(row).toMatchObject({ version: 1, source: 'ORDER', ratesDate: day, overrideSupply: null });
    expect(row!.missing).toEqual([]);
    expect(row!.total).toBe(expected.total);
    expect([row!.supply, row!.vat]).toEqual([expected.supply, expected.vat]);
    expect(row!.lines.map((l) => l.amount)).toEqual(expected.lines.map((l) => l.amount));
    expect(row!.total).toBeGreaterThan(0);
    const order = (await f.call('GET', `${API_ORDER}/${id}`)).json().data;
    expect(order.price).toMatchObject({ version: 1, charged: { total: expected.total }, override: null });
    expect(order.price.pricedBy).toBeTruthy();
    expect((await entries(id)).map((e) => e.issuedPrice)).toEqual([expected.total]);
  });

  it('refuses a price sent by the client, in Korean at the field', async () => {
    for (const key of ['price', 'total', 'supply']) {
      const res = await f.call('POST', API_ORDER, { ...leaflet(), [key]: 1000 });
      expect(res.statusCode).toBe(400);
      expect(res.json()[key]).toEqual({ isError: true, defaultMessage: printingSpecMessages.notInThisForm });
    }
    const inner = await f.call('POST', API_ORDER, {
      ...leaflet(),
      priceOverride: { supply: 1, reason: '특가', total: 1 },
    });
    expect(inner.statusCode).toBe(400);
    expect(JSON.stringify(inner.json())).toContain(orderPriceMessages.overrideKeys);
  });

  it('an override needs a reason, and is kept beside the computed price', async () => {
    const bad = await f.call('POST', API_ORDER, { ...leaflet(), priceOverride: { supply: 100_000, reason: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()['priceOverride.reason'].defaultMessage).toBe(orderPriceMessages.overrideReasonRequired);
    const { id } = await f.createOrder({ ...leaflet(), priceOverride: { supply: 100_000, reason: '단골 할인' } });
    const [row] = await priceRows(id);
    expect(row).toMatchObject({ overrideSupply: 100_000, overrideVat: 10_000, overrideTotal: 110_000 });
    expect(row!.overrideReason).toBe('단골 할인');
    expect(row!.total).toBeGreaterThan(110_000);
    const { price } = await priceOf(id);
    expect(price!.override).toEqual({ supply: 100_000, vat: 10_000, total: 110_000, reason: '단골 할인' });
    expect(price!.charged.total).toBe(110_000);
    expect(price!.estimate.total).toBe(row!.total);
    expect((await entries(id))[0]!.issuedPrice).toBe(110_000);
    // A customer never overrides: the customer portal's body has no such field, and a staff edit without it keeps it.
    const put = await f.call('PUT', API_ORDER, { ...leaflet({ remark: '비고만' }), id });
    expect(put.statusCode).toBe(200);
    expect(await priceRows(id)).toHaveLength(1);
  });
});

describe(`order prices: editing (${engine})`, () => {
  it('a price-changing edit is 409 PRICE_CHANGED until confirmed; then a new row, the deposit and the customer follow', async () => {
    const { id, orderNumber } = await f.createOrder(leaflet());
    const [first] = await priceRows(id);
    const body = { ...leaflet({ amount: 8000 }), id };
    const refused = await f.call('PUT', API_ORDER, body);
    expect(refused.statusCode).toBe(409);
    const err = refused.json();
    expect(err.errorCode).toBe('PRICE_CHANGED');
    expect(err.details.oldTotal).toBe(first!.total);
    expect(err.details.newTotal).toBeGreaterThan(first!.total);
    expect(err.details.difference).toBe(err.details.newTotal - first!.total);
    expect(err.details.estimate.total).toBe(err.details.newTotal);
    expect(err.errorMessage).toBe(orderPriceMessages.priceChanged(first!.total, err.details.newTotal));
    expect(await priceRows(id)).toHaveLength(1);

    const ok = await f.call('PUT', API_ORDER, { ...body, confirmedTotal: err.details.newTotal });
    expect(ok.statusCode).toBe(200);
    const after = await priceRows(id);
    expect(after.map((r) => [r.version, r.source])).toEqual([
      [1, 'ORDER'],
      [2, 'EDIT'],
    ]);
    expect(after[1]!.total).toBe(err.details.newTotal);
    expect((await entries(id))[0]!.issuedPrice).toBe(err.details.newTotal);
    const notices = await f.call('GET', `${API_NOTIFICATION}?size=50`, undefined, f.seoulCafe);
    expect(JSON.stringify(notices.json())).toContain(
      orderPriceMessages.repricedNotice(orderNumber, first!.total, err.details.newTotal),
    );
    // The same spec again writes nothing.
    expect((await f.call('PUT', API_ORDER, { ...body, remark: '다시 저장' })).statusCode).toBe(200);
    expect(await priceRows(id)).toHaveLength(2);
  });

  it('a later rate row does not move a taken order: an edit re-prices on the order’s own rates day', async () => {
    const { id } = await f.createOrder(leaflet());
    const [first] = await priceRows(id);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const later = app.clock.dayOf(tomorrow);
    const dearer = { ...paperRate, effectiveFrom: later, price: paperRate.price * 3 };
    const { id: _id, ...row } = dearer as typeof dearer & { id?: number };
    await db.insert(rate).values({ ...(row as object), rateKey: rateKey(dearer) } as typeof rate.$inferInsert);
    app.clock.fixAt(new Date(tomorrow.getTime() + 3_600_000));
    // Same spec, a quantity change: priced with the receipt day's paper price, not tomorrow's.
    const e = await f.call('PUT', API_ORDER, { ...leaflet({ amount: 5000 }), id });
    expect(e.statusCode).toBe(409);
    const onReceiptDay = estimate(
      { ...leaflet({ amount: 5000 }), workType: 'LEAFLET', quantity: 5000 } as Parameters<typeof estimate>[0],
      ratesAt(rows, first!.ratesDate),
    );
    expect(e.json().details.newTotal).toBe(onReceiptDay.total);
    const ok = await f.call('PUT', API_ORDER, { ...leaflet({ amount: 5000 }), id, confirmedTotal: onReceiptDay.total });
    expect(ok.statusCode).toBe(200);
    expect((await priceRows(id)).map((r) => r.ratesDate)).toEqual([first!.ratesDate, first!.ratesDate]);
    // A new order taken on the later day pays the new paper price.
    const { id: newer } = await f.createOrder(leaflet({ amount: 5000 }));
    const [newRow] = await priceRows(newer);
    expect(newRow!.ratesDate).toBe(later);
    expect(newRow!.total).toBeGreaterThan(onReceiptDay.total);
  });

  it('a settled deposit refuses a price-changing edit, in Korean', async () => {
    const { id } = await f.createOrder(leaflet());
    const [entry] = await entries(id);
    const settle = await f.call('PATCH', API_DEPOSIT, {
      id: entry!.id,
      version: entry!.version,
      issuedPrice: entry!.issuedPrice,
      collectedPrice: entry!.issuedPrice,
      remark: '',
      isSettled: true,
      wasSettled: false,
    });
    expect(settle.statusCode).toBe(200);
    const body = { ...leaflet({ amount: 6000 }), id };
    const first = await f.call('PUT', API_ORDER, body);
    const res = await f.call('PUT', API_ORDER, { ...body, confirmedTotal: first.json().details.newTotal });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'DEPOSIT_SETTLED_PRICE_LOCKED',
      errorMessage: orderPriceMessages.depositSettledLocked,
    });
    expect(await priceRows(id)).toHaveLength(1);
  });

  it('the price route changes only the override, on the version shown; a stale version is 409', async () => {
    const { id } = await f.createOrder(leaflet());
    const stale = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 50_000, reason: '특가' },
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toBe(orderPriceMessages.priceStale);
    const noReason = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 50_000, reason: '' },
      version: 1,
    });
    expect(noReason.statusCode).toBe(400);
    const res = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 50_000, reason: '특가' },
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const { price, history } = res.json().data as { price: OrderPrice; history: OrderPrice[] };
    expect(price).toMatchObject({
      version: 2,
      source: 'OVERRIDE',
      charged: { supply: 50_000, vat: 5_000, total: 55_000 },
    });
    expect(history.map((p) => p.version)).toEqual([1, 2]);
    expect(history[0]!.estimate.total).toBe(price.estimate.total);
    expect((await entries(id))[0]!.issuedPrice).toBe(55_000);
    // Removing it goes back to the engine's price.
    const back = await f.call('PUT', `${API_ORDER}/${id}/price`, { priceOverride: null, version: 2 });
    expect(back.json().data.price.charged.total).toBe(price.estimate.total);
  });
});

describe(`order prices: the customer is told (${engine})`, () => {
  const noticesOf = (accountId: number, orderId: number) =>
    db
      .select({ content: notificationMessage.content, type: notificationMessage.targetDocumentType })
      .from(notificationMessage)
      .where(and(eq(notificationMessage.accountId, accountId), eq(notificationMessage.targetContentId, orderId)))
      .orderBy(asc(notificationMessage.id));

  it('금액 조정 after work started tells the order’s customer the old and new totals, the difference and the reason; no one else', async () => {
    const { id, orderNumber } = await f.createOrder(leaflet());
    await f.setWorkOrderStatus(id, 'WORKING');
    const [first] = await priceRows(id);
    const res = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 80_000, reason: '단골 할인' },
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const text = orderPriceMessages.repricedNotice(orderNumber, first!.total, 88_000, {
      adjusted: true,
      reason: '단골 할인',
    });
    expect(text).toContain(`→ 88,000원으로 변경되었습니다`);
    expect(text).toContain('사유: 단골 할인');
    expect(text).toContain(`−${(first!.total - 88_000).toLocaleString('en-US')}원`);
    const customerRows = await noticesOf(f.seoulCafe.accountId, id);
    expect(customerRows).toContainEqual({ content: text, type: 'PRINTING_ORDER' });
    // Another customer is told nothing, and its notification list does not name the order.
    expect(await noticesOf(f.hanbit.accountId, id)).toEqual([]);
    const theirs = await f.call('GET', `${API_NOTIFICATION}?size=50`, undefined, f.hanbit);
    expect(JSON.stringify(theirs.json())).not.toContain(orderNumber);
    // Saving the same override again changes nothing and tells no one again.
    const same = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 80_000, reason: '단골 할인' },
      version: 2,
    });
    expect(same.statusCode).toBe(200);
    expect(await priceRows(id)).toHaveLength(2);
    expect(await noticesOf(f.seoulCafe.accountId, id)).toHaveLength(customerRows.length);
  });

  it('a cancelled order’s price no longer changes; an unknown or bag id on the printing route is 404', async () => {
    const { id } = await f.createOrder(leaflet());
    expect((await f.call('POST', `${API_ORDER}/cancel/${id}`, { reason: '고객 요청' })).statusCode).toBe(200);
    const res = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 1_000, reason: '특가' },
      version: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('ORDER_CANCELLED');
    expect(await priceRows(id)).toHaveLength(1);
    const { id: bagId } = await f.createBag();
    expect((await f.call('GET', `${API_ORDER}/${bagId}/price`)).statusCode).toBe(404);
    expect((await f.call('GET', `${API_SHOPBAG_ORDER}/${id}/price`)).statusCode).toBe(404);
  });

  it('금액 조정 on an order whose deposit is settled is refused in Korean, nothing written, no one told', async () => {
    const { id } = await f.createOrder(leaflet());
    const [entry] = await entries(id);
    const settle = await f.call('PATCH', API_DEPOSIT, {
      id: entry!.id,
      version: entry!.version,
      issuedPrice: entry!.issuedPrice,
      collectedPrice: entry!.issuedPrice,
      remark: '',
      isSettled: true,
      wasSettled: false,
    });
    expect(settle.statusCode).toBe(200);
    const told = (await noticesOf(f.seoulCafe.accountId, id)).length;
    const res = await f.call('PUT', `${API_ORDER}/${id}/price`, {
      priceOverride: { supply: 10_000, reason: '특가' },
      version: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'DEPOSIT_SETTLED_PRICE_LOCKED',
      errorMessage: orderPriceMessages.depositSettledLocked,
    });
    expect(await priceRows(id)).toHaveLength(1);
    expect(await noticesOf(f.seoulCafe.accountId, id)).toHaveLength(told);
  });

  it('a bag order’s 금액 조정 tells its advertisers', async () => {
    const { id, orderNumber } = await f.createBag();
    await f.fill(id, 'A1', f.buyerId('서울카페'), false);
    const { price } = await priceOf(id, API_SHOPBAG_ORDER);
    const res = await f.call('PUT', `${API_SHOPBAG_ORDER}/${id}/price`, {
      priceOverride: { supply: 500_000, reason: '특가' },
      version: price!.version,
    });
    expect(res.statusCode).toBe(200);
    expect(await noticesOf(f.seoulCafe.accountId, id)).toContainEqual({
      content: orderPriceMessages.repricedNotice(orderNumber, price!.charged.total, 550_000, {
        adjusted: true,
        reason: '특가',
      }),
      type: 'SHOPBAG_ORDER',
    });
    expect((await f.rows(id)).deposits.map((d) => d.issuedPrice)).toEqual([550_000]);
  });
});

describe(`order prices: bag orders (${engine})`, () => {
  it('prices the bag and splits its total over the filled slots, exactly, the remainder to the first slots', async () => {
    const { id } = await f.createBag();
    const { price } = await priceOf(id, API_SHOPBAG_ORDER);
    expect(price!.version).toBe(1);
    const total = price!.charged.total;
    const advertisers = (await db.select({ id: buyer.id }).from(buyer).orderBy(asc(buyer.id)).limit(3)).map(
      (b) => b.id,
    );
    expect(advertisers).toHaveLength(3);
    await f.fill(id, 'B1', advertisers[1]!, false);
    await f.fill(id, 'A1', advertisers[0]!, false);
    await f.fill(id, 'C1', advertisers[2]!, false);
    const issued = async () => {
      const r = await f.rows(id);
      const pos = new Map(r.slots.map((s) => [s.id, s.position]));
      return r.deposits
        .filter((d) => d.detachedAt === null)
        .map((d) => [pos.get(d.slotId!)!, d.issuedPrice] as const)
        .sort(([a], [b]) => a.localeCompare(b));
    };
    const three = await issued();
    expect(three.map(([p]) => p)).toEqual(['A1', 'B1', 'C1']);
    expect(three.reduce((s, [, v]) => s + v, 0)).toBe(total);
    const base = Math.floor(total / 3);
    expect(three.map(([, v]) => v)).toEqual([0, 1, 2].map((i) => base + (i < total - base * 3 ? 1 : 0)));
    // Emptying a slot splits again over the two left.
    const del = await f.call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${id}/${advertisers[1]}`);
    expect(del.statusCode).toBe(200);
    const two = await issued();
    expect(two.map(([p]) => p)).toEqual(['A1', 'C1']);
    expect(two.reduce((s, [, v]) => s + v, 0)).toBe(total);
  });

  it('a bag edit that changes the price is confirmed first, and the slots’ shares follow', async () => {
    const { id } = await f.createBag();
    await f.fill(id, 'A1', f.buyerId('한빛출판'), false);
    const body = { ...f.bag({ amount: 4000 }), id };
    const refused = await f.call('PUT', API_SHOPBAG_ORDER, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('PRICE_CHANGED');
    const newTotal = refused.json().details.newTotal as number;
    expect((await f.call('PUT', API_SHOPBAG_ORDER, { ...body, confirmedTotal: newTotal })).statusCode).toBe(200);
    expect((await f.rows(id)).deposits.map((d) => d.issuedPrice)).toEqual([newTotal]);
  });
});

describe('order prices: append-only', () => {
  it('no server path updates a price row, and the one delete is the deleted order’s', () => {
    const src = path.resolve(__dirname, '../src');
    const grep = (pattern: string) => {
      try {
        return execFileSync('grep', ['-rnE', pattern, src], { encoding: 'utf8' }).trim().split('\n');
      } catch {
        return [];
      }
    };
    expect(grep('update\\(orderPrice\\b')).toEqual([]);
    expect(grep('UPDATE\\s+"?order_price')).toEqual([]);
    const deletes = grep('delete\\(orderPrice\\b');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toContain('modules/order-prices/queries.ts');
  });
});
