import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_CUSTOMER_ORDER,
  API_CUSTOMER_QUOTE,
  API_FILE,
  API_ORDER,
  ORDER_TEXT_MAX,
  API_PRICE_CATALOG,
  catalogRates,
  priceCustomerSpec,
  type PriceCatalog,
  API_QUOTE,
  defaultValidUntil,
  estimate,
  ratesAt,
  type EstimateInput,
  type Quote,
  type QuoteListItem,
} from '@scm/contract';
import { buyer, orderDeposit, orderPrice, printingOrder, quote, rate, storedFile } from '../src/db/schema';
import { currentOrderPrice, orderPriceHistory } from '../src/modules/order-prices';
import { effectiveRows } from '../src/modules/rates';
import { apiFixture } from './api-fixture';
import { engine, login, makeApp, signUpAndLogin, type Agent } from './harness';
import { PDF_MINI } from './upload-fixtures';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const { admin, call } = await apiFixture(ctx);
const hanbit = await login(app, 'hanbit', 'demo1234');
const seoulCafe = await login(app, 'seoul-cafe', 'demo1234');
const [hanbitBuyer] = await db.select().from(buyer).where(eq(buyer.name, '한빛출판'));

const today = () => app.clock.today();
const rows = await effectiveRows(db, today());
const paperRate = rows.find((r) => r.kind === 'PAPER' && r.parentSheet === 'GUK') as { id: number; rawItemId: number };

/** A 4/4 offset leaflet of `quantity` A4 on the demo paper (국전 8절), as the staff form sends it. */
const spec = () => ({
  workType: 'LEAFLET',
  finishedSize: 'A4',
  isFoldingBinding: false,
  foldingBindingList: [],
  printingList: [
    {
      composition: 'COVER',
      printingType: 'OFF',
      dosu: '4/4',
      julsu: '8절',
      isOffCtpOutsourcing: false,
      offCtpOutsourcingId: null,
      isOffPrintOutsourcing: false,
      offPrintOutsourcingId: null,
      isPostProcess: false,
      usePaperList: [{ rawItemId: paperRate.rawItemId, amount: null, wrongAmount: null }],
      postProcessList: [],
    },
  ],
});
const staffBody = (over: Record<string, unknown> = {}) => ({
  buyerId: hanbitBuyer!.id,
  productName: '매장 홍보 전단',
  quantity: 4000,
  remark: '납기 협의',
  ...spec(),
  ...over,
});
/** The catalog the customer form reads, and a leaflet in the buyer's words on its first paper. */
const catalog = (await call('GET', API_PRICE_CATALOG, undefined, hanbit)).json<{ data: PriceCatalog }>().data;
const published = catalog.papers[0]!;
const customerWords = {
  productName: '매장 홍보 전단',
  workType: 'LEAFLET' as const,
  finishedSize: catalog.sizes.find((s) => s.parentSheets.includes(published.parentSheet))!.size,
  paperId: published.id,
  sides: 'DOUBLE' as const,
  color: 'COLOR' as const,
  quantity: 4000,
  finishIds: [],
};
const customerBody = (over: Record<string, unknown> = {}) => ({ ...customerWords, ...over });
/** What the customer form shows for those words: the cheaper of 옵셋 and 디지털, priced by the engine. */
const customerTotal = () => priceCustomerSpec(customerWords, catalog, catalogRates(catalog)).estimate.total;

const make = async (body: object = staffBody(), url = API_QUOTE, agent = admin) => {
  const res = await call('POST', url, body, agent);
  if (res.statusCode !== 201) throw new Error(`quote: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Quote; message: string }>();
};
/** A draft uploaded by `agent` through the file API (dtype PrintingWorkOrder); its id. */
const uploadDraft = async (agent: Agent) => {
  const form = new FormData();
  form.append('file', new Blob([PDF_MINI], { type: 'application/pdf' }), 'draft.pdf');
  form.append('dtype', 'PrintingWorkOrder');
  const res = await app.inject({ method: 'POST', url: `${API_FILE}/single`, headers: agent.headers(), payload: form });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
};
const engineTotal = (quantity: number, day = today()) =>
  estimate({ ...spec(), quantity } as unknown as EstimateInput, ratesAt(rows, day)).total;

describe(`quotes (${engine})`, () => {
  it('numbers quotes Q + yymm + a monthly sequence, in creation order, also when made at once', async () => {
    const prefix = `Q${today().slice(2, 4)}${today().slice(5, 7)}-`;
    const made = await Promise.all([1, 2, 3, 4].map(() => make()));
    const numbers = made.map((m) => m.data.quoteNumber);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^${prefix}\\d{4}$`));
    expect(new Set(numbers).size).toBe(4);
    const seqs = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(seqs[3]! - seqs[0]!).toBe(3);
    expect(made[0]!.message).toBe(`견적서 ${numbers[0]}${/[013678]$/.test(numbers[0]!) ? '이' : '가'} 작성되었습니다.`);
  });

  it("prices the spec with the engine and the day's rates, stores the snapshot, defaults validity to 30 days", async () => {
    const { data } = await make();
    expect(data.estimate.missing).toEqual([]);
    expect(data.estimate.total).toBe(engineTotal(4000));
    expect(data.estimate.vat).toBe(Math.floor(data.estimate.supply / 10));
    expect(data.charged.total).toBe(data.estimate.total);
    expect(data.estimate.ratesDate).toBe(today());
    expect(data.quoteDate).toBe(today());
    expect(data.validUntil).toBe(defaultValidUntil(today()));
    expect(data.status).toBe('OPEN');
    expect(data.buyerName).toBe('한빛출판');
    expect(data.spec?.printingList[0]).toMatchObject({ dosu: '4/4', julsu: '8절' });
    expect(data.specSummary.map((r) => r.label)).toEqual(['상품명', '종류', '완성 사이즈', '수량', '인쇄', '용지']);
    const [row] = await db.select().from(quote).where(eq(quote.id, data.id));
    expect(row).toMatchObject({ total: data.estimate.total, supply: data.estimate.supply, quantity: 4000 });
    expect(row!.lines).toEqual(data.estimate.lines);
    expect(row!.createdBy).toBe(admin.accountId);
  });

  it('keeps a staff override beside the computed price, and the reason is required', async () => {
    const { data } = await make(staffBody({ priceOverride: { supply: 100_000, reason: '단골 할인' } }));
    expect(data.override).toEqual({ supply: 100_000, vat: 10_000, total: 110_000, reason: '단골 할인' });
    expect(data.charged).toEqual({ supply: 100_000, vat: 10_000, total: 110_000 });
    expect(data.estimate.total).toBe(engineTotal(4000));
    const noReason = await call('POST', API_QUOTE, staffBody({ priceOverride: { supply: 100_000, reason: '' } }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('사유');
  });

  it('refuses a client price, a bad buyer, a bad paper and a validity out of range, each in Korean', async () => {
    for (const key of ['price', 'total', 'supply', 'estimate']) {
      const res = await call('POST', API_QUOTE, staffBody({ [key]: 1 }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/[가-힣]/);
      const own = await call('POST', API_CUSTOMER_QUOTE, customerBody({ [key]: 1 }), hanbit);
      expect(own.statusCode).toBe(400);
    }
    const before = (await db.select().from(quote)).length;
    const badBuyer = await call('POST', API_QUOTE, staffBody({ buyerId: 999_999 }));
    expect(badBuyer.statusCode).toBe(400);
    expect(badBuyer.body).toContain('고객사를 찾을 수 없습니다');
    const badPaper = spec();
    badPaper.printingList[0]!.usePaperList[0]!.rawItemId = 999_999;
    const paper = await call('POST', API_QUOTE, staffBody(badPaper));
    expect(paper.statusCode).toBe(400);
    expect(paper.body).toContain('용지를 찾을 수 없습니다');
    const past = await call('POST', API_QUOTE, staffBody({ validUntil: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('유효기간은 오늘 이후');
    const far = await call('POST', API_QUOTE, staffBody({ validUntil: defaultValidUntil(today(), 400) }));
    expect(far.statusCode).toBe(400);
    expect((await db.select().from(quote)).length).toBe(before);
    // A valid-until staff chose is kept.
    const chosen = defaultValidUntil(today(), 7);
    expect((await make(staffBody({ validUntil: chosen }))).data.validUntil).toBe(chosen);
  });

  it('lists with search, status filter and paging', async () => {
    await make(staffBody({ productName: '검색용 특별 리플렛' }));
    const res = await call(
      'GET',
      `${API_QUOTE}?searchFilter=productName&searchKeyword=${encodeURIComponent('특별 리플렛')}&size=5`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: { content: QuoteListItem[]; totalElements: number } }>().data;
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ productName: '검색용 특별 리플렛', buyerName: '한빛출판', status: 'OPEN' });
    expect(page.content[0]!.total).toBe(engineTotal(4000));
    const ordered = await call('GET', `${API_QUOTE}?status=ORDERED&size=100`);
    expect(ordered.statusCode).toBe(200);
    const sorted = await call('GET', `${API_QUOTE}?sort=total,asc&size=100`);
    const totals = sorted.json<{ data: { content: QuoteListItem[] } }>().data.content.map((q) => q.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const badSort = await call('GET', `${API_QUOTE}?sort=nope,asc`);
    expect(badSort.statusCode).toBe(400);
  });

  it('a customer quotes for itself, lists and reads only its own; another customer gets 404', async () => {
    const mine = (await make(customerBody(), API_CUSTOMER_QUOTE, hanbit)).data;
    expect(mine.buyerName).toBe('한빛출판');
    expect(mine.spec).toBeNull();
    expect(mine.estimate.total).toBe(customerTotal());
    expect(mine.estimate.missing).toEqual([]);
    // The stored spec is the staff spec the order form would store.
    const [stored] = await db.select().from(quote).where(eq(quote.id, mine.id));
    expect(stored!.spec.printingList[0]!.usePaperList[0]!.rawItemId).toBe(published.id);
    // An unpublished paper is refused at its field; a staff spec field is not in this form.
    const unpublished = await call('POST', API_CUSTOMER_QUOTE, customerBody({ paperId: 999_999 }), hanbit);
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.body).toContain('인쇄소가 제공하지 않는 용지입니다');
    const staffField = await call('POST', API_CUSTOMER_QUOTE, customerBody({ printingList: [] }), hanbit);
    expect(staffField.statusCode).toBe(400);
    const cafe = await signUpAndLogin(app, `quotecust${Date.now() % 100000}`, '견적 테스트 고객');
    const theirs = (await make(customerBody({ productName: '카페 메뉴판' }), API_CUSTOMER_QUOTE, cafe)).data;

    const list = await call('GET', `${API_CUSTOMER_QUOTE}?size=100`, undefined, hanbit);
    const ids = list.json<{ data: { content: QuoteListItem[] } }>().data.content.map((q) => q.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    for (const path of ['', '/pdf']) {
      expect((await call('GET', `${API_CUSTOMER_QUOTE}/${theirs.id}${path}`, undefined, hanbit)).statusCode).toBe(404);
    }
    const convert = await call('POST', `${API_CUSTOMER_QUOTE}/${theirs.id}/order`, {}, hanbit);
    expect(convert.statusCode).toBe(404);
    expect(convert.json().errorMessage).toBe('견적서를 찾을 수 없습니다.');
    // A customer uses neither the staff routes nor an override.
    expect((await call('GET', API_QUOTE, undefined, hanbit)).statusCode).toBe(403);
    const override = await call(
      'POST',
      API_CUSTOMER_QUOTE,
      customerBody({ priceOverride: { supply: 1, reason: '할인' } }),
      hanbit,
    );
    expect(override.statusCode).toBe(400);
    // Staff see every quote.
    expect((await call('GET', `${API_QUOTE}/${theirs.id}`)).json().data.buyerName).toBe('견적 테스트 고객');
    void seoulCafe;
  });

  it('turns a quote into an order in one step, keeping its price even after a rate change', async () => {
    const q = (await make(staffBody({ priceOverride: { supply: 300_000, reason: '특가' } }))).data;
    // The paper's price doubles from tomorrow; the quote is converted tomorrow.
    const [paperRow] = await db.select().from(rate).where(eq(rate.id, paperRate.id));
    const quoteDay = today();
    const tomorrow = defaultValidUntil(quoteDay, 1);
    const { id: _id, ...copy } = paperRow!;
    await db.insert(rate).values({ ...copy, effectiveFrom: tomorrow, price: (paperRow!.price ?? 0) * 2 });
    app.clock.fixAt(`${tomorrow}T03:00:00Z`);
    try {
      // Priced again today (tomorrow's rates), the same spec would cost more.
      const repriced = estimate(
        { ...spec(), quantity: 4000 } as unknown as EstimateInput,
        ratesAt(await effectiveRows(db, tomorrow), tomorrow),
      );
      expect(repriced.total).toBeGreaterThan(q.estimate.total);
      const res = await call('POST', `${API_QUOTE}/${q.id}/order`, { deliveryDate: defaultValidUntil(tomorrow, 7) });
      expect(res.statusCode, res.body).toBe(201);
      const { orderId, orderNumber } = res.json<{ data: { orderId: number; orderNumber: string } }>().data;
      expect(res.json().message).toContain(orderNumber);
      const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, orderId));
      expect(order).toMatchObject({ buyerId: hanbitBuyer!.id, productName: '매장 홍보 전단', amount: 4000 });
      const price = await currentOrderPrice(db, orderId);
      expect(price!.source).toBe('QUOTE');
      expect(price!.estimate).toEqual(q.estimate);
      expect(price!.estimate.ratesDate).toBe(quoteDay);
      expect(price!.override).toEqual(q.override);
      expect(price!.charged.total).toBe(330_000);
      // One price row, the quote's; the deposit entry opens at the quote's charged total.
      expect((await orderPriceHistory(db, orderId)).map((p) => [p.version, p.source])).toEqual([[1, 'QUOTE']]);
      const deposits = await db.select().from(orderDeposit).where(eq(orderDeposit.orderId, orderId));
      expect(deposits.map((d) => Number(d.issuedPrice))).toEqual([330_000]);
      // The staff order page reads the order made.
      expect((await call('GET', `${API_ORDER}/${orderId}`)).statusCode).toBe(200);
      const after = (await call('GET', `${API_QUOTE}/${q.id}`)).json<{ data: Quote }>().data;
      expect(after).toMatchObject({ status: 'ORDERED', orderId, orderNumber });
      // Again: 409, and no second order.
      const again = await call('POST', `${API_QUOTE}/${q.id}/order`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().errorMessage).toBe(
        `이미 주문 ${orderNumber}${/[013678]$/.test(orderNumber) ? '으로' : '로'} 전환된 견적서입니다.`,
      );
      // The order a quote became cannot be deleted out from under it.
      const del = await call('DELETE', `${API_ORDER}/${orderId}`);
      expect(del.statusCode).toBe(409);
    } finally {
      app.clock.release();
    }
  });

  it('the order takes the delivery info and drafts given; bad input is refused at its field and nothing is made', async () => {
    const counts = async () => ({
      orders: (await db.select({ id: printingOrder.id }).from(printingOrder)).length,
      prices: (await db.select({ id: orderPrice.id }).from(orderPrice)).length,
      deposits: (await db.select({ id: orderDeposit.id }).from(orderDeposit)).length,
    });
    const delivery = {
      deliveryDate: defaultValidUntil(today(), 10),
      receiver: '김수령',
      receiverTel: '010-1234-5678',
      zipCode: '04538',
      address: '서울특별시 중구 을지로 100, 3층',
      deliveryType: '택배',
      deliveryRemark: '경비실에 맡겨주세요',
    };
    const q = (await make(staffBody({ productName: '배송 정보 전단' }))).data;
    const before = await counts();
    const hanbitDraft = await uploadDraft(hanbit);

    // Unreadable or too long values, each at its field in Korean; nothing is made.
    const bad = await call('POST', `${API_QUOTE}/${q.id}/order`, {
      deliveryDate: '2026-02-30',
      receiver: '가'.repeat(ORDER_TEXT_MAX + 1),
      attachmentIds: [0],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<Record<string, { defaultMessage: string }>>();
    expect(Object.keys(fields).sort()).toEqual(['attachmentIds.0', 'deliveryDate', 'receiver']);
    for (const f of Object.values(fields)) expect(f.defaultMessage).toMatch(/[가-힣]/);
    // A 납기일 before today, then a draft that is not the caller's own upload: refused at the field, inside the
    // transaction — no order, price or deposit entry, the quote still open, the upload still unattached.
    const past = await call('POST', `${API_QUOTE}/${q.id}/order`, { ...delivery, deliveryDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().deliveryDate.defaultMessage).toBe('납기일은 접수일보다 빠를 수 없습니다.');
    const theirs = await call('POST', `${API_QUOTE}/${q.id}/order`, { ...delivery, attachmentIds: [hanbitDraft] });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().attachmentIds.defaultMessage).toBe('첨부 파일을 다시 올려주세요.');
    expect(await counts()).toEqual(before);
    expect((await db.select().from(quote).where(eq(quote.id, q.id)))[0]!.orderId).toBeNull();
    expect((await db.select().from(storedFile).where(eq(storedFile.id, hanbitDraft)))[0]!.ownerId).toBeNull();
    // A price is never taken from the body.
    const priced = await call('POST', `${API_QUOTE}/${q.id}/order`, { ...delivery, total: 1 });
    expect(priced.statusCode).toBe(400);

    // Staff: the order row carries the delivery info, and staff's own upload is the order's draft.
    const staffDraft = await uploadDraft(admin);
    const ok = await call('POST', `${API_QUOTE}/${q.id}/order`, { ...delivery, attachmentIds: [staffDraft] });
    expect(ok.statusCode, ok.body).toBe(201);
    const { orderId } = ok.json<{ data: { orderId: number } }>().data;
    const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, orderId));
    expect(order).toMatchObject(delivery);
    const drafts = await db
      .select()
      .from(storedFile)
      .where(and(eq(storedFile.ownerType, 'printing-order'), eq(storedFile.ownerId, orderId)));
    expect(drafts.map((f) => f.id)).toEqual([staffDraft]);
    expect((await currentOrderPrice(db, orderId))!.estimate).toEqual(q.estimate);

    // The customer: its own quote, its own upload; the order page answers the delivery info and the draft.
    const mine = (await make(customerBody({ productName: '고객 배송 전단' }), API_CUSTOMER_QUOTE, hanbit)).data;
    const placed = await call(
      'POST',
      `${API_CUSTOMER_QUOTE}/${mine.id}/order`,
      { ...delivery, deliveryType: '', attachmentIds: [hanbitDraft] },
      hanbit,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const customerOrderId = placed.json<{ data: { orderId: number } }>().data.orderId;
    const page = await call('GET', `${API_CUSTOMER_ORDER}/${customerOrderId}`, undefined, hanbit);
    expect(page.json().data).toMatchObject({ receiver: '김수령', zipCode: '04538', address: delivery.address });
    expect(page.json().data.attachments.map((a: { id: number }) => a.id)).toEqual([hanbitDraft]);
  });

  it('refuses to convert an expired quote (409, Korean) and two conversions at once make one order', async () => {
    const q = (await make(staffBody({ validUntil: defaultValidUntil(today(), 2) }))).data;
    app.clock.fixAt(`${defaultValidUntil(today(), 3)}T03:00:00Z`);
    try {
      const listed = await call('GET', `${API_QUOTE}/${q.id}`);
      expect(listed.json().data.status).toBe('EXPIRED');
      const res = await call('POST', `${API_QUOTE}/${q.id}/order`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toContain('유효기간');
      expect((await db.select().from(quote).where(eq(quote.id, q.id)))[0]!.orderId).toBeNull();
    } finally {
      app.clock.release();
    }

    const twice = (await make(customerBody(), API_CUSTOMER_QUOTE, hanbit)).data;
    const answers = await Promise.all([
      call('POST', `${API_CUSTOMER_QUOTE}/${twice.id}/order`, {}, hanbit),
      call('POST', `${API_QUOTE}/${twice.id}/order`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const orders = await db
      .select()
      .from(printingOrder)
      .where(and(eq(printingOrder.buyerId, hanbitBuyer!.id), eq(printingOrder.productName, twice.productName)));
    const [linked] = await db.select().from(quote).where(eq(quote.id, twice.id));
    expect(orders.map((o) => o.id)).toContain(linked!.orderId);
  });

  it('answers the PDF: A4, the Korean font embedded, the number inside, a Korean RFC 5987 file name', async () => {
    const q = (await make(staffBody({ priceOverride: { supply: 123_400, reason: '단골 할인' } }))).data;
    for (const [url, agent] of [
      [`${API_QUOTE}/${q.id}/pdf`, admin],
      [`${API_CUSTOMER_QUOTE}/${q.id}/pdf`, hanbit],
    ] as const) {
      const res = await call('GET', url, undefined, agent);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`견적서_${q.quoteNumber}.pdf`)}`,
      );
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = bytes.toString('latin1');
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/);
      expect(text).toMatch(/\/FontFile[23]? /);
      expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
      // The document's title (an info string, UTF-16BE with its byte-order mark) carries the number.
      const title = Buffer.concat([
        Buffer.from([0xfe, 0xff]),
        Buffer.from(`견적서 ${q.quoteNumber}`, 'utf16le').swap16(),
      ]);
      expect(text).toContain(`(${title.toString('latin1')})`);
    }
  });
});
