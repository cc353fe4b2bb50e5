import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_CUSTOMER_ORDER,
  API_CUSTOMER_QUOTE,
  API_PRICE_CATALOG,
  type PriceCatalog,
  type Quote,
} from '@scm/contract';
import { item, quote } from '../src/db/schema';
import { apiFixture } from './api-fixture';
import { engine, login, makeApp } from './harness';

// The customer's order page (issue 33): the 견적서 the order came from, linked only for the customer's own order,
// and the spec naming its papers.

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const { call } = await apiFixture(ctx);
const hanbit = await login(app, 'hanbit', 'demo1234');
const seoulCafe = await login(app, 'seoul-cafe', 'demo1234');

const catalog = (await call('GET', API_PRICE_CATALOG, undefined, hanbit)).json<{ data: PriceCatalog }>().data;
const paper = catalog.papers[0]!;
const words = {
  productName: '견적 전단',
  workType: 'LEAFLET' as const,
  finishedSize: catalog.sizes.find((s) => s.parentSheets.includes(paper.parentSheet))!.size,
  paperId: paper.id,
  sides: 'DOUBLE' as const,
  color: 'COLOR' as const,
  quantity: 2000,
  finishIds: [],
};

describe(`customer order page: documents and papers (${engine})`, () => {
  it('an order from the customer’s quote links its 견적서 and names its paper; another customer gets 404', async () => {
    const made = await call('POST', API_CUSTOMER_QUOTE, words, hanbit);
    expect(made.statusCode, made.body).toBe(201);
    const q = made.json<{ data: Quote }>().data;
    const placed = await call('POST', `${API_CUSTOMER_QUOTE}/${q.id}/order`, {}, hanbit);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ data: { orderId: number } }>().data.orderId;
    const [row] = await db.select().from(quote).where(eq(quote.id, q.id));
    expect(row!.orderId).toBe(orderId);

    const page = await call('GET', `${API_CUSTOMER_ORDER}/${orderId}`, undefined, hanbit);
    expect(page.statusCode).toBe(200);
    const order = page.json().data;
    expect(order.quote).toEqual({ id: q.id, quoteNumber: q.quoteNumber });
    const [paperItem] = await db.select({ name: item.name }).from(item).where(eq(item.id, paper.id));
    expect(order.printingList.flatMap((e: { paperNames: string[] }) => e.paperNames)).toContain(paperItem!.name);
    // The paper lines themselves (amounts, spoilage) stay the shop's.
    expect(JSON.stringify(order.printingList)).not.toContain('usePaperList');

    // Another customer: the same 404 as an order that does not exist, nothing of the quote in it.
    const theirs = await call('GET', `${API_CUSTOMER_ORDER}/${orderId}`, undefined, seoulCafe);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(q.quoteNumber);
    // And its quote stays the customer's own.
    expect((await call('GET', `${API_CUSTOMER_QUOTE}/${q.id}`, undefined, seoulCafe)).statusCode).toBe(404);
  });

  it('an order placed without a quote has none', async () => {
    const placed = await call(
      'POST',
      API_CUSTOMER_ORDER,
      {
        ...words,
        productName: '바로 주문 전단',
        innerPaperId: null,
        innerPageCount: null,
        deliveryDate: '',
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
      },
      hanbit,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const order = (await call('GET', `${API_CUSTOMER_ORDER}/${id}`, undefined, hanbit)).json().data;
    expect(order.quote).toBeNull();
    expect(order.printingList[0].paperNames).toHaveLength(1);
  });
});
