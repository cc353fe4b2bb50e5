import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { code, codeCategory, item as itemTable } from '../src/db/schema';
import dates from '../src/platform/dates';
import { engine, makeApp, seedItem } from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';
import { stockHelpers } from './stock-fixture';

const ctx = await makeApp({ demo: false });
const { admin, call, createSeller, createOrder } = await purchaseOrderFixture(ctx);
const stockApi = stockHelpers(ctx, admin);

const today = dates.today();

describe(`purchase-order status filter (${engine})`, () => {
  it('answers what has not arrived (발주), what has (입고완료), and everything when left out or empty', async () => {
    const paper = await seedItem(ctx, { itemCode: 'DRIFT-PO-1', name: '상태필터 아트지' });
    const supplier = await createSeller('상태필터 매입처');
    const base = { sellerId: supplier.id, itemId: paper.id, orderDate: today };
    const waiting = await createOrder({ ...base, amount: 10 });
    const arrived = await createOrder({ ...base, amount: 20, receiveNow: true });
    const ids = async (query: string) => {
      const res = await call('GET', `${PO}?searchFilter=item&searchKeyword=DRIFT-PO-1${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data.content as { id: number; received: boolean }[]).map((r) => r.id).sort((a, b) => a - b);
    };
    expect(await ids('&status=ORDERED')).toEqual([waiting]);
    expect(await ids('&status=RECEIVED')).toEqual([arrived]);
    expect(await ids('')).toEqual([waiting, arrived]);
    expect(await ids('&status=')).toEqual([waiting, arrived]);
    const counted = await call('GET', `${PO}?searchFilter=item&searchKeyword=DRIFT-PO-1&status=ORDERED`);
    expect(counted.json().data.pageable.totalElements).toBe(1);
  });

  it('refuses an unknown status with a Korean field error, not a 500', async () => {
    const res = await call('GET', `${PO}?status=SHIPPED`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('발주 상태는 발주 또는 입고완료 중에서 선택해주세요.');
  });
});

describe(`stock adjustment reason (${engine})`, () => {
  const S = '/api/stocks';
  const adjust = (stockId: number, body: object) => stockApi.call('PATCH', `${S}/${stockId}`, body);
  const release = { ioType: 'AMOUNT_ADJUSTING_AS_RELEASING', adjustAmount: 3 };

  it('is required, 기타 needs a memo, and a bad value is a Korean field error; nothing moves', async () => {
    const item = await seedItem(ctx, { amount: 50 });
    const expectField = async (body: object, field: string, message: string) => {
      const res = await adjust(item.stockId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: { isError: true, defaultMessage: message } });
    };
    await expectField(release, 'reason', '조정 사유를 선택해주세요.');
    await expectField({ ...release, reason: '' }, 'reason', '조정 사유를 선택해주세요.');
    await expectField({ ...release, reason: 'LOST' }, 'reason', '조정 사유를 선택해주세요.');
    await expectField({ ...release, reason: 'OTHER' }, 'memo', '기타를 선택하면 메모를 입력해주세요.');
    await expectField({ ...release, reason: 'OTHER', memo: '   ' }, 'memo', '기타를 선택하면 메모를 입력해주세요.');
    await expectField(
      { ...release, reason: 'WASTE', memo: '가'.repeat(101) },
      'memo',
      '메모는 100자 이내로 입력해주세요.',
    );
    expect(await stockApi.amountOf(item.stockId)).toBe(50);
    expect(await stockApi.historyOf(item.stockId)).toHaveLength(1);
  });

  it('is kept on the history row and shown in the stock history and the receiving/releasing lists', async () => {
    const item = await seedItem(ctx, { itemCode: 'DRIFT-ADJ-1', name: '사유시험 스노우지', amount: 50 });
    expect((await adjust(item.stockId, { ...release, reason: 'WASTE' })).statusCode).toBe(200);
    const other = { ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', adjustAmount: 7, reason: 'OTHER', memo: ' 거래처 반품 ' };
    expect((await adjust(item.stockId, other)).statusCode).toBe(200);
    expect((await adjust(item.stockId, { ...release, reason: 'SAMPLE', memo: '' })).statusCode).toBe(200);

    const rows = await stockApi.historyOf(item.stockId);
    expect(rows.map((r) => [r.ioType, r.reason, r.memo])).toEqual([
      ['AMOUNT_ADJUSTING_AS_RECEIVING', '', ''],
      ['AMOUNT_ADJUSTING_AS_RELEASING', 'WASTE', ''],
      ['AMOUNT_ADJUSTING_AS_RECEIVING', 'OTHER', '거래처 반품'],
      ['AMOUNT_ADJUSTING_AS_RELEASING', 'SAMPLE', ''],
    ]);

    const history = (await stockApi.call('GET', `${S}/history/${item.stockId}`)).json().data.content;
    expect(history.map((h: { reason: string; memo: string }) => [h.reason, h.memo])).toEqual([
      ['SAMPLE', ''],
      ['OTHER', '거래처 반품'],
      ['WASTE', ''],
      ['', ''],
    ]);

    const search = '?searchFilter=itemName&searchKeyword=사유시험';
    const received = (await stockApi.call('GET', `/api/admin/pr/receiving_history${encodeURI(search)}`)).json().data;
    expect(received.content.map((h: { reason: string; memo: string }) => [h.reason, h.memo])).toEqual([
      ['OTHER', '거래처 반품'],
      ['', ''],
    ]);
    const released = (await stockApi.call('GET', `/api/admin/pr/releasing_history${encodeURI(search)}`)).json().data;
    expect(released.content.map((h: { reason: string }) => h.reason)).toEqual(['SAMPLE', 'WASTE']);
  });

  it('leaves a purchase-order receipt without a reason: its kind is its reason', async () => {
    const paper = await seedItem(ctx, { itemCode: 'DRIFT-ADJ-PO', name: '사유시험 발주품목' });
    const supplier = await createSeller('사유시험 매입처');
    await createOrder({ sellerId: supplier.id, itemId: paper.id, amount: 5, orderDate: today, receiveNow: true });
    const [row] = (await stockApi.call('GET', `${S}/history/${paper.stockId}`)).json().data.content;
    expect(row).toMatchObject({ ioType: 'PURCHASE_ORDER_RECEIVING', reason: '', memo: '' });
  });
});

describe(`amounts in the item's unit (${engine})`, () => {
  it('receipt messages and a shortage name the item’s unit, never a fixed 개', async () => {
    const paper = await seedItem(ctx, { itemCode: 'DRIFT-UNIT-1', name: '단위시험 아트지', amount: 3 });
    await ctx.database.db.update(itemTable).set({ itemUnit: '연' }).where(eq(itemTable.id, paper.id));
    const supplier = await createSeller('단위시험 매입처');
    const base = { sellerId: supplier.id, itemId: paper.id, orderDate: today };

    const now = await call('POST', PO, { ...base, amount: 10, orderDate: today, remark: '', receiveNow: true });
    expect(now.json().message).toBe('단위시험 아트지 발주가 등록되고 입고 처리되었습니다. 현재 재고 13연');
    expect(now.json().data.itemUnit).toBe('연');

    const later = await createOrder({ ...base, amount: 1200 });
    const received = await call('PATCH', `${PO}/receive/${later}`);
    expect(received.json().message).toBe('단위시험 아트지 발주가 입고 처리되었습니다. 현재 재고 1,213연');

    const short = await stockApi.call('PATCH', `/api/stocks/${paper.stockId}`, {
      ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
      adjustAmount: 5000,
      reason: 'WASTE',
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().errorMessage).toBe('재고가 부족합니다. 현재 재고 1,213연, 출고 요청 5,000연');
  });
});

describe(`item unit from the 품목 단위 code list (${engine})`, () => {
  let seq = 0;
  const body = (extra: object) => ({
    itemCode: `DRIFT-LIST-${++seq}`,
    name: `단위목록 시험 ${seq}`,
    itemPrice: 1000,
    itemCategoryId: categoryId,
    ...extra,
  });
  let categoryId = 0;

  it('takes a listed unit or none, and refuses any other with a Korean field error', async () => {
    categoryId = (await seedItem(ctx)).categoryId;
    const listed = await call('POST', '/api/item', body({ itemUnit: '연' }));
    expect(listed.statusCode).toBe(201);
    expect(listed.json().data.itemUnit).toBe('연');
    expect((await call('POST', '/api/item', body({ itemUnit: '' }))).statusCode).toBe(201);

    const free = await call('POST', '/api/item', body({ itemUnit: '박스' }));
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual({
      itemUnit: { isError: true, defaultMessage: '단위는 품목 단위 코드 목록에서 선택해주세요.' },
    });

    const updated = await call('PUT', '/api/item', { ...body({ itemUnit: '박스' }), id: listed.json().data.id });
    expect(updated.json()).toEqual({
      itemUnit: { isError: true, defaultMessage: '단위는 품목 단위 코드 목록에서 선택해주세요.' },
    });
  });

  it('refuses a unit code that is not in use, and lets an item keep the unit it already has', async () => {
    const db = ctx.database.db;
    const [units] = await db.select().from(codeCategory).where(eq(codeCategory.name, 'itemUnit'));
    await db.insert(code).values({ codeCategoryId: units!.id, name: '타', isUsed: false });
    const unused = await call('POST', '/api/item', body({ itemUnit: '타' }));
    expect(unused.json()).toEqual({
      itemUnit: { isError: true, defaultMessage: '단위는 품목 단위 코드 목록에서 선택해주세요.' },
    });

    // An item saved before the list was enforced keeps its value on an edit that does not touch it.
    const legacy = await seedItem(ctx, { itemCode: 'DRIFT-UNIT-LEGACY', categoryId });
    await db.update(itemTable).set({ itemUnit: '개' }).where(eq(itemTable.id, legacy.id));
    const kept = await call('PUT', '/api/item', {
      id: legacy.id,
      itemCode: 'DRIFT-UNIT-LEGACY',
      name: '옛 단위 품목',
      itemPrice: 10,
      itemCategoryId: categoryId,
      itemUnit: '개',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.itemUnit).toBe('개');
  });
});

describe(`one price: the item's purchase unit price (${engine})`, () => {
  it('is what the stock answers as itemPrice, and follows the item when it changes', async () => {
    const paper = await seedItem(ctx, { itemCode: 'DRIFT-PRICE-1', itemPrice: 48000, amount: 10 });
    const read = async () =>
      (await stockApi.call('GET', `/api/stocks/${paper.stockId}`)).json().data as Record<string, unknown>;
    expect(await read()).toMatchObject({ amount: 10, itemPrice: 48000 });
    await ctx.database.db.update(itemTable).set({ itemPrice: 50000 }).where(eq(itemTable.id, paper.id));
    expect(await read()).toMatchObject({ itemPrice: 50000 });
    const listed = (await stockApi.call('GET', '/api/stocks?searchFilter=itemCode&searchKeyword=DRIFT-PRICE-1')).json();
    expect(listed.data.content[0]).toMatchObject({ itemPrice: 50000 });
  });
});
