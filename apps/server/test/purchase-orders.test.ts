import { describe, expect, it } from 'vitest';
import { purchaseOrder } from '../src/db/schema';
import dates from '../src/platform/dates';
import { engine, makeApp, seedCategoryPath, seedItem } from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { call, createSeller, stockAmount, historyOf, orderRow, createOrder } = await purchaseOrderFixture(ctx);

const today = dates.today();
const orderCount = async () => (await db.select().from(purchaseOrder)).length;

describe(`purchase order CRUD (${engine})`, () => {
  it('creates an order (not yet received), reads it, updates it and deletes it; stock never moves', async () => {
    const [, , categoryId] = await seedCategoryPath(ctx, ['용지', '아트지', '아트지 150g']);
    const paper = await seedItem(ctx, { itemCode: 'PO-ART150', name: '아트지 150g 4×6전지', categoryId, amount: 40 });
    const ink = await seedItem(ctx, { itemCode: 'PO-INK-K', name: '옵셋 잉크 먹 1kg', amount: 5 });
    const supplier = await createSeller('한솔제지 대리점');

    const created = await call('POST', PO, {
      sellerId: supplier.id,
      itemId: paper.id,
      amount: '1,200',
      orderDate: '2026-11-02',
      remark: '월초 정기 발주',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('아트지 150g 4×6전지 발주가 등록되었습니다.');
    const id = created.json().data.id as number;
    expect(created.json().data).toEqual({
      id,
      sellerId: supplier.id,
      sellerName: '한솔제지 대리점',
      itemId: paper.id,
      itemName: '아트지 150g 4×6전지',
      itemCode: 'PO-ART150',
      itemUnit: '',
      categoryId,
      amount: 1200,
      orderDate: '2026-11-02',
      remark: '월초 정기 발주',
      status: 'ORDERED',
      received: false,
      receivedAt: null,
      createdAt: expect.any(String),
    });
    expect(await orderRow(id)).toMatchObject({
      sellerId: supplier.id,
      itemId: paper.id,
      amount: 1200,
      receivedAt: null,
    });
    expect(await stockAmount(paper.id)).toBe(40);
    expect(await historyOf(id)).toEqual([]);

    const read = await call('GET', `${PO}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created.json().data);

    // Before receipt everything may change, the item included, and stock stays where it was.
    const other = await createSeller('대한잉크');
    const updated = await call('PUT', PO, {
      id,
      sellerId: other.id,
      itemId: ink.id,
      amount: 30,
      orderDate: '2026-11-03',
      remark: '잉크로 변경',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('옵셋 잉크 먹 1kg 발주가 수정되었습니다.');
    expect(updated.json().data).toMatchObject({ sellerName: '대한잉크', itemCode: 'PO-INK-K', amount: 30 });
    expect(await orderRow(id)).toMatchObject({
      sellerId: other.id,
      itemId: ink.id,
      amount: 30,
      orderDate: '2026-11-03',
      remark: '잉크로 변경',
    });
    expect(await stockAmount(paper.id)).toBe(40);
    expect(await stockAmount(ink.id)).toBe(5);

    const deleted = await call('DELETE', `${PO}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '옵셋 잉크 먹 1kg 발주가 삭제되었습니다.' });
    expect(await orderRow(id)).toBeUndefined();
    expect(await stockAmount(ink.id)).toBe(5);
    expect(await historyOf(id)).toEqual([]);

    const gone = await call('GET', `${PO}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '발주를 찾을 수 없습니다.' });
    expect((await call('PUT', PO, { id, sellerId: other.id, itemId: ink.id, amount: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `${PO}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${PO}/abc`)).statusCode).toBe(400);
  });

  it('dates an order today when no order date is sent', async () => {
    const item = await seedItem(ctx);
    const s = await createSeller();
    const res = await call('POST', PO, { sellerId: s.id, itemId: item.id, amount: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.orderDate).toBe(today);
    expect((await orderRow(res.json().data.id))!.orderDate).toBe(today);
  });
});

describe('purchase order validation', () => {
  const message = (body: Record<string, { defaultMessage: string }>, field: string) => body[field]?.defaultMessage;

  it('asks for the seller, the item and the amount with the spec’s messages, saving nothing', async () => {
    const before = await orderCount();
    const empty = await call('POST', PO, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      sellerId: { isError: true, defaultMessage: '매입처를 선택해주세요.' },
      itemId: { isError: true, defaultMessage: '품목을 선택해주세요.' },
      amount: { isError: true, defaultMessage: '수량을 입력해주세요.' },
    });
    const nulls = await call('POST', PO, { sellerId: null, itemId: null, amount: '' });
    expect(nulls.json()).toEqual(empty.json());
    expect(await orderCount()).toBe(before);
  });

  it('takes a whole amount from 1 to 999,999,999, typed as text or sent as a number', async () => {
    const item = await seedItem(ctx);
    const s = await createSeller();
    const amountError = async (amount: unknown) =>
      message((await call('POST', PO, { sellerId: s.id, itemId: item.id, amount })).json(), 'amount');
    expect(await amountError(0)).toBe('1 이상 입력해주세요.');
    expect(await amountError('-5')).toBe('1 이상 입력해주세요.');
    expect(await amountError('열 개')).toBe('숫자만 입력해주세요.');
    expect(await amountError('12a')).toBe('숫자만 입력해주세요.');
    expect(await amountError(1.5)).toBe('정수로 입력해주세요.');
    expect(await amountError(1_000_000_000)).toBe('999,999,999 이하로 입력해주세요.');
    const most = await call('POST', PO, { sellerId: s.id, itemId: item.id, amount: '999,999,999' });
    expect(most.statusCode).toBe(201);
    expect((await orderRow(most.json().data.id))!.amount).toBe(999_999_999);
  });

  it('checks the order date, the remark length and unknown fields', async () => {
    const item = await seedItem(ctx);
    const s = await createSeller();
    const base = { sellerId: s.id, itemId: item.id, amount: 1 };
    const errors = (await call('POST', PO, { ...base, orderDate: '2026-02-30', remark: '가'.repeat(1025) })).json();
    expect(errors).toEqual({
      orderDate: { isError: true, defaultMessage: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' },
      remark: { isError: true, defaultMessage: '1024자 이내로 입력해주세요.' },
    });
    expect(message((await call('POST', PO, { ...base, orderDate: '' })).json(), 'orderDate')).toBe(
      '필수 입력 항목입니다.',
    );
    expect((await call('POST', PO, { ...base, remark: '가'.repeat(1024) })).statusCode).toBe(201);
    expect((await call('POST', PO, { ...base, categoryId: 3 })).json()).toEqual({
      categoryId: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' },
    });
    // Receiving is an action of its own: an update cannot set it.
    const id = await createOrder(base);
    expect((await call('PUT', PO, { ...base, id, receiveNow: true })).json()).toEqual({
      receiveNow: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' },
    });
  });

  it('refuses a seller or an item that does not exist, under its field', async () => {
    const item = await seedItem(ctx);
    const s = await createSeller();
    const before = await orderCount();
    const noSeller = await call('POST', PO, { sellerId: 999999, itemId: item.id, amount: 1 });
    expect(noSeller.statusCode).toBe(400);
    expect(noSeller.json()).toEqual({
      sellerId: { isError: true, defaultMessage: '매입처를 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    const noItem = await call('POST', PO, { sellerId: s.id, itemId: 999999, amount: 1 });
    expect(noItem.json()).toEqual({
      itemId: { isError: true, defaultMessage: '품목을 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    expect(await orderCount()).toBe(before);
    const id = await createOrder({ sellerId: s.id, itemId: item.id, amount: 2 });
    const badUpdate = await call('PUT', PO, { id, sellerId: s.id, itemId: 999999, amount: 2 });
    expect(badUpdate.statusCode).toBe(400);
    expect((await orderRow(id))!.itemId).toBe(item.id);
  });
});

describe('purchase order list', () => {
  it('filters on the order date (one year back by default), searches item, code and seller, sorts and pages', async () => {
    const [, , cat] = await seedCategoryPath(ctx, ['잉크', '옵셋 잉크', '청']);
    const cyan = await seedItem(ctx, { itemCode: 'LST-CYAN', name: '목록시험 청 잉크', categoryId: cat });
    const gold = await seedItem(ctx, { itemCode: 'LST-GOLD', name: '목록시험 금색 잉크', categoryId: cat });
    const north = await createSeller('목록북부상사');
    const south = await createSeller('목록남부상사');
    const old = dates.addYears(today, -2);
    const recent = await createOrder({ sellerId: north.id, itemId: cyan.id, amount: 7, remark: '최근' });
    const second = await createOrder({ sellerId: south.id, itemId: gold.id, amount: 300 });
    const ancient = await createOrder({ sellerId: south.id, itemId: cyan.id, amount: 9, orderDate: old });

    const ids = async (query: string) =>
      ((await call('GET', `${PO}?${query}`)).json().data.content as { id: number }[]).map((r) => r.id);

    const byDefault = await ids('searchFilter=all&searchKeyword=목록');
    expect(byDefault).toEqual([second, recent]);
    expect(await ids(`searchKeyword=목록&startDate=${old}&endDate=${today}`)).toEqual([second, recent, ancient]);
    expect(await ids(`searchFilter=item&searchKeyword=청 잉크&startDate=${old}`)).toEqual([recent, ancient]);
    expect(await ids('searchFilter=item&searchKeyword=lst-gold')).toEqual([second]);
    expect(await ids('searchFilter=sellerName&searchKeyword=북부')).toEqual([recent]);
    expect(await ids('searchFilter=all&searchKeyword=남부상사')).toEqual([second]);
    expect(await ids('searchKeyword=목록&sort=amount,asc')).toEqual([recent, second]);
    expect(await ids('searchKeyword=목록&dateFilter=orderDate&size=1&page=1')).toEqual([recent]);

    const page = (await call('GET', `${PO}?searchKeyword=목록&size=1`)).json().data;
    expect(page.pageable).toEqual({ number: 0, size: 1, totalElements: 2, totalPages: 2, totalExact: true });
    expect(page.content[0]).toMatchObject({
      id: second,
      orderDate: today,
      sellerName: '목록남부상사',
      itemName: '목록시험 금색 잉크',
      amount: 300,
      status: 'ORDERED',
      received: false,
    });
  });

  it('refuses fields it cannot sort, search or date-filter by', async () => {
    expect((await call('GET', `${PO}?sort=remark,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', `${PO}?searchFilter=remark&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
    expect((await call('GET', `${PO}?dateFilter=createdAt`)).json()).toMatchObject({
      errorCode: 'INVALID_DATE_FILTER',
    });
  });
});
