import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_CUSTOMER_ORDER, API_ORDER } from '@scm/contract';
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

/** A leaflet as the customer form sends it (no buyer, paper or supplier: the shop fills those). */
const customerLeaflet = (over: Record<string, unknown> = {}) => ({
  productName: '한 부 전단',
  workType: 'LEAFLET',
  amount: 500,
  numberCases: 1,
  remark: '',
  receiver: '오지훈',
  zipCode: '04001',
  address: '서울특별시 마포구 양화로 45',
  receiverTel: '010-8800-0101',
  deliveryType: '택배',
  invoice: '',
  deliveryCompanyCode: '',
  deliveryRemark: '',
  attachmentIds: [],
  printingList: [
    { composition: 'COVER', printingType: 'OFF', dosu: '4/0', julsu: '', offCtpRemark: '', offPrintRemark: '' },
  ],
  ...over,
});

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
    const res = await f.call('POST', API_CUSTOMER_ORDER, customerLeaflet({ amount: '0', numberCases: 0 }), f.hanbit);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(zeroes);
    expect(await orders()).toBe(before);
    const taken = await f.call('POST', API_CUSTOMER_ORDER, customerLeaflet({ amount: 1 }), f.hanbit);
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
