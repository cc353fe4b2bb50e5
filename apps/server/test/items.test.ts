import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inspection, inspectionItem, item, purchaseOrder, seller, stock, stockHistory } from '../src/db/schema';
import { changeStock } from '../src/modules/stock/ledger';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  engine,
  grantAuthority,
  login,
  makeApp,
  seedCategoryPath,
  seedItem,
  signUpAndLogin,
  type Agent,
} from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const [paper, art, art150] = await seedCategoryPath(ctx, ['용지', '아트지', '150g']);
const valid = (over: Record<string, unknown> = {}) => ({
  itemCode: `ART-150-${Math.random().toString(36).slice(2, 8)}`,
  name: '아트지 150g 국전지',
  standardSize: '636x939',
  itemUnit: '연',
  itemPrice: '52,000',
  remark: '대한제지 납품',
  itemCategoryId: art150,
  ...over,
});
const itemRow = async (id: number) => (await db.select().from(item).where(eq(item.id, id)))[0];
const stockRow = async (itemId: number) => (await db.select().from(stock).where(eq(stock.itemId, itemId)))[0];

describe(`item create (${engine})`, () => {
  it('creates the item and its stock record, answers the detail with its category path', async () => {
    const body = valid();
    const res = await call('POST', '/api/item', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: '아트지 150g 국전지 품목이 등록되었습니다.',
      data: {
        itemCode: body.itemCode,
        name: '아트지 150g 국전지',
        standardSize: '636x939',
        itemUnit: '연',
        itemPrice: 52000,
        remark: '대한제지 납품',
        itemCategoryId: art150,
        itemCategoryName: '용지 > 아트지 > 150g',
        isBom: false,
        isUsed: true,
        amount: 0,
      },
    });
    const { id, stockId } = res.json().data as { id: number; stockId: number };
    expect(await itemRow(id)).toMatchObject({ itemCode: body.itemCode, itemPrice: 52000, itemCategoryId: art150 });
    expect(await stockRow(id)).toMatchObject({ id: stockId, amount: 0 });
  });

  it('keeps optional fields empty and takes isBom / isUsed as sent', async () => {
    const res = await call('POST', '/api/item', {
      itemCode: 'BOM-LEAFLET-A4',
      name: 'A4 전단 완제품',
      itemPrice: 0,
      itemCategoryId: art,
      isBom: true,
      isUsed: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ standardSize: '', itemUnit: '', remark: '', isBom: true, isUsed: false });
    expect(res.json().data.itemCategoryName).toBe('용지 > 아트지');
  });

  it('answers each required field with its own message and saves nothing', async () => {
    const before = (await db.select().from(item)).length;
    const res = await call('POST', '/api/item', { itemCode: ' ', name: '', itemPrice: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      itemCode: { isError: true, defaultMessage: '품목 코드를 입력해주세요.' },
      name: { isError: true, defaultMessage: '품목명을 입력해주세요.' },
      itemPrice: { isError: true, defaultMessage: '필수 입력 항목입니다.' },
      itemCategoryId: { isError: true, defaultMessage: '카테고리를 선택해주세요.' },
    });
    expect((await db.select().from(item)).length).toBe(before);
  });

  it('checks itemPrice: numbers only, whole, at least 0', async () => {
    const priceError = async (itemPrice: unknown) =>
      (await call('POST', '/api/item', valid({ itemPrice }))).json().itemPrice?.defaultMessage as string | undefined;
    expect(await priceError('abc')).toBe('숫자만 입력해주세요.');
    expect(await priceError('12원')).toBe('숫자만 입력해주세요.');
    expect(await priceError('1.5')).toBe('정수로 입력해주세요.');
    expect(await priceError(-1)).toBe('0이상으로 입력해주세요.');
    expect(await priceError(2_147_483_648)).toBe('2,147,483,647 이하로 입력해주세요.');
    const okZero = await call('POST', '/api/item', valid({ itemPrice: '0' }));
    expect(okZero.statusCode).toBe(201);
    expect(okZero.json().data.itemPrice).toBe(0);
  });

  it('limits lengths: 255 for code, name and size, 10 for the unit, 1024 for the remark; no unknown keys', async () => {
    const res = await call(
      'POST',
      '/api/item',
      valid({
        itemCode: 'A'.repeat(256),
        name: '가'.repeat(256),
        standardSize: 'x'.repeat(256),
        itemUnit: '가'.repeat(11),
        remark: '가'.repeat(1025),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      itemCode: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
      name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
      standardSize: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
      itemUnit: { isError: true, defaultMessage: '10자 이내로 입력해주세요.' },
      remark: { isError: true, defaultMessage: '1024자 이내로 입력해주세요.' },
    });
    const fits = await call('POST', '/api/item', valid({ remark: '가'.repeat(1024) }));
    expect(fits.statusCode).toBe(201);
    const extra = await call('POST', '/api/item', valid({ amount: 5 }));
    expect(extra.json()).toEqual({ amount: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' } });
  });

  it('takes only characters a Code-128 label can print in the item code; a null category is not chosen', async () => {
    const korean = await call('POST', '/api/item', valid({ itemCode: '아트지-150' }));
    expect(korean.statusCode).toBe(400);
    expect(korean.json()).toEqual({
      itemCode: {
        isError: true,
        defaultMessage: '품목 코드는 바코드로 출력되므로 영문, 숫자, 기호만 입력할 수 있습니다.',
      },
    });
    const nullCategory = await call('POST', '/api/item', valid({ itemCategoryId: null }));
    expect(nullCategory.json()).toEqual({
      itemCategoryId: { isError: true, defaultMessage: '카테고리를 선택해주세요.' },
    });
  });

  it('refuses a category that does not exist, at the field', async () => {
    const res = await call('POST', '/api/item', valid({ itemCategoryId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ itemCategoryId: { isError: true, defaultMessage: '카테고리를 찾을 수 없습니다.' } });
  });

  it('refuses a duplicate item code at the field, also when two saves race', async () => {
    const first = await call('POST', '/api/item', valid({ itemCode: 'DUP-001' }));
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/item', valid({ itemCode: ' DUP-001 ', name: '다른 품목' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ itemCode: { isError: true, defaultMessage: '이미 사용 중인 품목 코드입니다.' } });

    const racing = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/item', valid({ itemCode: 'RACE-001' }))),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of racing.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ itemCode: { isError: true, defaultMessage: '이미 사용 중인 품목 코드입니다.' } });
    }
    expect(await db.select().from(item).where(eq(item.itemCode, 'RACE-001'))).toHaveLength(1);
  });
});

describe('item read, update, delete', () => {
  it('reads one item; a missing one is a 404 with a Korean message', async () => {
    const created = (await call('POST', '/api/item', valid())).json().data as { id: number };
    const read = await call('GET', `/api/item/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: created.id, itemCategoryName: '용지 > 아트지 > 150g' });
    const gone = await call('GET', '/api/item/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '품목을 찾을 수 없습니다.' });
    expect((await call('GET', '/api/item/abc')).statusCode).toBe(400);
  });

  it('updates through PUT /api/item/ (trailing slash) and PUT /api/item', async () => {
    const created = (await call('POST', '/api/item', valid())).json().data as { id: number; itemCode: string };
    const changed = {
      id: created.id,
      itemCode: created.itemCode,
      name: '아트지 150g 4×6',
      standardSize: '788x1091',
      itemUnit: '연',
      itemPrice: 61000,
      remark: '',
      itemCategoryId: art150,
      isBom: false,
      isUsed: false,
    };
    const slash = await call('PUT', '/api/item/', changed);
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toMatchObject({ message: '아트지 150g 4×6 품목이 수정되었습니다.', data: changed });
    expect(await itemRow(created.id)).toMatchObject({ name: '아트지 150g 4×6', itemPrice: 61000, isUsed: false });

    const bare = await call('PUT', '/api/item', { ...changed, itemCategoryId: paper, itemPrice: '61,500' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data).toMatchObject({ itemCategoryName: '용지', itemPrice: 61500 });
    expect(await itemRow(created.id)).toMatchObject({ itemCategoryId: paper, itemPrice: 61500 });
  });

  it('update checks the code against other items only, the category, the fields and the id', async () => {
    const a = (await call('POST', '/api/item', valid({ itemCode: 'UPD-A' }))).json().data as { id: number };
    await call('POST', '/api/item', valid({ itemCode: 'UPD-B' }));
    const same = await call('PUT', '/api/item/', { ...valid({ itemCode: 'UPD-A' }), id: a.id });
    expect(same.statusCode).toBe(200);
    const taken = await call('PUT', '/api/item/', { ...valid({ itemCode: 'UPD-B' }), id: a.id });
    expect(taken.json()).toEqual({ itemCode: { isError: true, defaultMessage: '이미 사용 중인 품목 코드입니다.' } });
    const noCategory = await call('PUT', '/api/item/', {
      ...valid({ itemCode: 'UPD-A' }),
      id: a.id,
      itemCategoryId: 0,
    });
    expect(noCategory.json()).toEqual({
      itemCategoryId: { isError: true, defaultMessage: '카테고리를 선택해주세요.' },
    });
    const badPrice = await call('PUT', '/api/item/', { ...valid({ itemCode: 'UPD-A' }), id: a.id, itemPrice: 'x' });
    expect(badPrice.json()).toEqual({ itemPrice: { isError: true, defaultMessage: '숫자만 입력해주세요.' } });
    expect((await call('PUT', '/api/item/', { ...valid(), id: 999_999 })).statusCode).toBe(404);
    expect((await itemRow(a.id))?.itemCode).toBe('UPD-A');
  });

  it('deletes an unused item together with its stock record', async () => {
    const created = (await call('POST', '/api/item', valid({ name: '삭제할 모조지' }))).json().data as {
      id: number;
    };
    expect(await stockRow(created.id)).toBeDefined();
    const res = await call('DELETE', `/api/item/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: '삭제할 모조지 품목이 삭제되었습니다.' });
    expect(await itemRow(created.id)).toBeUndefined();
    expect(await stockRow(created.id)).toBeUndefined();
    expect((await call('DELETE', `/api/item/${created.id}`)).statusCode).toBe(404);
  });

  const inUse = {
    errorCode: 'ITEM_IN_USE',
    errorMessage: '발주, 검수 또는 재고 이력이 있는 품목은 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
  };

  it('refuses to delete an item with stock history', async () => {
    const seeded = await seedItem(ctx, { amount: 10 });
    await changeStock(db, { itemId: seeded.id, delta: -10, ioType: 'AMOUNT_ADJUSTING_AS_RELEASING' });
    const res = await call('DELETE', `/api/item/${seeded.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(inUse);
    expect(await itemRow(seeded.id)).toBeDefined();
    const history = await db.select().from(stockHistory).where(eq(stockHistory.stockId, seeded.stockId));
    expect(history).toHaveLength(2);
  });

  it('refuses to delete an item a purchase order or an inspection points at', async () => {
    const [supplier] = await db
      .insert(seller)
      .values({ sellerName: '시험제지', sellerTel: '02-1', sellerAddress: '서울', sellerChargerName: '김' })
      .returning();
    const ordered = await seedItem(ctx);
    await db
      .insert(purchaseOrder)
      .values({ sellerId: supplier!.id, itemId: ordered.id, amount: 10, orderDate: '2025-01-02' });
    const byOrder = await call('DELETE', `/api/item/${ordered.id}`);
    expect(byOrder.statusCode).toBe(409);
    expect(byOrder.json()).toMatchObject(inUse);
    expect(await itemRow(ordered.id)).toBeDefined();
    expect(await stockRow(ordered.id)).toBeDefined();

    const inspected = await seedItem(ctx);
    const [check] = await db
      .insert(inspection)
      .values({ name: '검수', inspectionQuantity: 5, startDate: '2025-01-02', endDate: '2025-01-02' })
      .returning();
    await db.insert(inspectionItem).values({ inspectionId: check!.id, itemId: inspected.id, position: 0 });
    const byInspection = await call('DELETE', `/api/item/${inspected.id}`);
    expect(byInspection.statusCode).toBe(409);
    expect(byInspection.json()).toMatchObject(inUse);
    expect(await itemRow(inspected.id)).toBeDefined();
  });
});

const [ink, offset, black] = await seedCategoryPath(ctx, ['잉크', '옵셋 잉크', '먹']);
const [, , cyan] = await seedCategoryPath(ctx, ['잉크2', '옵셋2', '청']);
const tag = Math.random().toString(36).slice(2, 6);
const k1 = await seedItem(ctx, { itemCode: `INK-K-${tag}`, name: `옵셋 먹 ${tag}`, categoryId: black, amount: 40 });
const k2 = await seedItem(ctx, { itemCode: `INK-K2-${tag}`, name: `옵셋 먹 고농도 ${tag}`, categoryId: black });
const postItem = async (over: Record<string, unknown>) =>
  (await call('POST', '/api/item', valid(over))).json().data as { id: number };
const mid = await postItem({ itemCode: `INK-MID-${tag}`, name: `옵셋 공용 ${tag}`, itemCategoryId: offset });
const top = await postItem({ itemCode: `INK-TOP-${tag}`, name: `잉크 기타 ${tag}`, itemCategoryId: ink });
const other = await seedItem(ctx, { itemCode: `INK-C-${tag}`, name: `옵셋 청 ${tag}`, categoryId: cyan });

describe('item list', () => {
  const ids = async (query: string) =>
    ((await call('GET', `/api/item?size=100&${query}`)).json().data.content as { id: number }[]).map((i) => i.id);

  it('filters by category: level 3, level 2 and level 1 take everything under them', async () => {
    expect((await ids(`itemCategoryId=${black}`)).sort()).toEqual([k1.id, k2.id].sort());
    expect((await ids(`itemCategoryId=${offset}`)).sort()).toEqual([k1.id, k2.id, mid.id].sort());
    expect((await ids(`itemCategoryId=${ink}`)).sort()).toEqual([k1.id, k2.id, mid.id, top.id].sort());
    expect(await ids(`itemCategoryId=${cyan}`)).toEqual([other.id]);
    expect((await call('GET', '/api/item?itemCategoryId=abc')).statusCode).toBe(400);
  });

  it('shows category path and stock amount, newest first by default, and pages', async () => {
    const page = (await call('GET', `/api/item?itemCategoryId=${ink}&size=2`)).json().data;
    expect(page.pageable).toEqual({ number: 0, size: 2, totalElements: 4, totalPages: 2, totalExact: true });
    expect(page.content.map((i: { id: number }) => i.id)).toEqual([top.id, mid.id]);
    const list = (await call('GET', `/api/item?itemCategoryId=${black}&sort=amount,desc`)).json().data.content;
    expect(list[0]).toMatchObject({ id: k1.id, amount: 40, itemCategoryName: '잉크 > 옵셋 잉크 > 먹' });
    expect(list[1]).toMatchObject({ id: k2.id, amount: 0 });
  });

  it('searches all, itemCode and name, combined with the category filter', async () => {
    expect(await ids(`searchFilter=itemCode&searchKeyword=INK-K2-${tag}`)).toEqual([k2.id]);
    expect((await ids(`searchFilter=name&searchKeyword=${encodeURIComponent(`옵셋 먹`)}`)).sort()).toEqual(
      [k1.id, k2.id].sort(),
    );
    expect((await ids(`searchFilter=all&searchKeyword=${tag}`)).length).toBe(5);
    expect(await ids(`searchFilter=all&searchKeyword=ink-c-${tag}`)).toEqual([other.id]);
    expect(await ids(`itemCategoryId=${cyan}&searchFilter=name&searchKeyword=${encodeURIComponent('먹')}`)).toEqual([]);
  });

  it('sorts by the whitelisted fields only', async () => {
    const byCode = (await call('GET', `/api/item?itemCategoryId=${ink}&sort=itemCode,asc`)).json().data.content as {
      itemCode: string;
    }[];
    const codes = byCode.map((i) => i.itemCode);
    expect(codes).toEqual([...codes].sort());
    for (const field of ['name', 'itemPrice', 'standardSize', 'itemUnit', 'itemCategoryName', 'createdAt', 'id'])
      expect((await call('GET', `/api/item?sort=${field},desc`)).statusCode).toBe(200);
    expect((await call('GET', '/api/item?sort=remark,asc')).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', '/api/item?searchFilter=remark&searchKeyword=x')).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
  });
});

describe('item permissions', () => {
  it('needs PROCESS_READ to read and PROCESS_WRITE to write', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.process');
    const one = await seedItem(ctx);
    expect((await call('GET', '/api/item', undefined, agent)).statusCode).toBe(403);
    expect((await call('GET', `/api/item/${one.id}`, undefined, agent)).statusCode).toBe(403);
    expect((await call('POST', '/api/item', valid(), agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PROCESS_READ');
    expect((await call('GET', '/api/item', undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `/api/item/${one.id}`, undefined, agent)).statusCode).toBe(200);
    expect((await call('POST', '/api/item', valid(), agent)).statusCode).toBe(403);
    expect((await call('PUT', '/api/item/', { ...valid(), id: one.id }, agent)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/item/${one.id}`, undefined, agent)).statusCode).toBe(403);
    expect(await itemRow(one.id)).toBeDefined();
    await grantAuthority(ctx, employeeId, 'PROCESS_WRITE');
    expect((await call('POST', '/api/item', valid(), agent)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/item/${one.id}`, undefined, agent)).statusCode).toBe(200);
  });

  it('customers get 403, anonymous callers 401', async () => {
    const customer = await signUpAndLogin(app, 'item.customer');
    expect((await call('GET', '/api/item', undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/item', valid(), customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/item' })).statusCode).toBe(401);
  });
});
