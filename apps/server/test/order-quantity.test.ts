import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_CUSTOMER_ORDER,
  API_ORDER,
  API_PRICE_CATALOG,
  customerSpecMessages,
  type PriceCatalog,
} from '@scm/contract';
import { printingOrder } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

// An order of 0 copies (수량) or 0 cases (건수) is refused at the field, on every order form that takes one.
const ctx = await makeApp();
const f = await shopbagFixture(ctx);
const db = ctx.database.db;

const orders = async () => (await db.select({ n: count() }).from(printingOrder))[0]!.n;
const zeroes = {
  amount: { isError: true, defaultMessage: '수량은 1 이상이어야 합니다.' },
  numberCases: { isError: true, defaultMessage: '건수는 1 이상이어야 합니다.' },
};

/** A leaflet as the customer form sends it, in the buyer's words, on the first published paper and a size it is cut to. */
const customerLeaflet = async (over: Record<string, unknown> = {}) => {
  const catalog = (await f.call('GET', API_PRICE_CATALOG, undefined, f.hanbit)).json<{ data: PriceCatalog }>().data;
  const paper = catalog.papers[0]!;
  const size = catalog.sizes.find((x) => x.parentSheets.includes(paper.parentSheet))!.size;
  return {
    productName: '한 부 전단',
    workType: 'LEAFLET',
    finishedSize: size,
    paperId: paper.id,
    sides: 'SINGLE',
    color: 'COLOR',
    quantity: 500,
    receiver: '오지훈',
    zipCode: '04001',
    address: '서울특별시 마포구 양화로 45',
    receiverTel: '010-8800-0101',
    deliveryType: '택배',
    ...over,
  };
};

describe(`an order needs at least one copy and one case (${engine})`, () => {
  it('refuses 0 on the staff printing order, creating nothing; 1 is taken', async () => {
    const before = await orders();
    const res = await f.call('POST', API_ORDER, f.leaflet({ amount: 0, numberCases: '0' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(zeroes);
    expect(await orders()).toBe(before);

    const one = await f.createOrder(f.leaflet({ amount: 1, numberCases: 1 }));
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, one.id));
    expect(row).toMatchObject({ amount: 1, numberCases: 1 });
  });

  it('refuses 0 when a staff order is changed, keeping the saved amount', async () => {
    const created = await f.createOrder(f.leaflet({ amount: 700 }));
    const res = await f.call('PUT', API_ORDER, { ...f.leaflet({ amount: 0 }), id: created.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ amount: zeroes.amount });
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, created.id));
    expect(row!.amount).toBe(700);
  });

  it('refuses 0 on the customer’s order form, creating nothing', async () => {
    const before = await orders();
    // The customer asks for copies (부) only; the shop counts the cases.
    const res = await f.call('POST', API_CUSTOMER_ORDER, await customerLeaflet({ quantity: '0' }), f.hanbit);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ quantity: { isError: true, defaultMessage: customerSpecMessages.quantityRequired } });
    expect(await orders()).toBe(before);
    const taken = await f.call('POST', API_CUSTOMER_ORDER, await customerLeaflet({ quantity: 1 }), f.hanbit);
    expect(taken.statusCode).toBe(201);
  });

  it('refuses 0 on a shopping-bag order, creating nothing', async () => {
    const before = await orders();
    const res = await f.call('POST', API_SHOPBAG_ORDER, f.bag({ amount: 0, numberCases: 0 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(zeroes);
    expect(await orders()).toBe(before);
  });
});
