import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seller } from '../src/db/schema';
import {
  employeeWithoutGroups,
  engine,
  grantAuthority,
  makeApp,
  seedCategoryPath,
  seedItem,
  signUpAndLogin,
} from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { call, createSeller, historyOf, orderRow, createOrder } = await purchaseOrderFixture(ctx);

describe(`barcode lookup (${engine})`, () => {
  it('finds the item a Code-128 label names, with its category', async () => {
    const [, , categoryId] = await seedCategoryPath(ctx);
    const item = await seedItem(ctx, { itemCode: 'SNW250-46', name: '스노우지 250g 4×6전지', categoryId });
    const res = await call('GET', `${PO}/barcode/SNW250-46`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: item.id,
      itemName: '스노우지 250g 4×6전지',
      itemCode: 'SNW250-46',
      categoryId,
    });
    // Hand scanners may pad the code; what is read is trimmed.
    expect((await call('GET', `${PO}/barcode/${encodeURIComponent(' SNW250-46 ')}`)).json().data.id).toBe(item.id);
  });

  it('answers an unknown code with a Korean 404 and a short one with a 400', async () => {
    const unknown = await call('GET', `${PO}/barcode/NOPE-123`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: 'NOT_FOUND',
      errorMessage: '바코드 NOPE-123에 해당하는 품목이 없습니다.',
      // The scanner dialog shows it under its field; no alert on top.
      isAlert: false,
      isSnackbar: false,
    });
    const short = await call('GET', `${PO}/barcode/ab`);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: { isError: true, defaultMessage: '바코드는 3자 이상이어야 합니다.' } });
  });
});

describe('a seller with purchase orders', () => {
  it('cannot be deleted (409 with a Korean message) until its orders are gone', async () => {
    const s = await createSeller('삭제불가상사');
    const item = await seedItem(ctx);
    const id = await createOrder({ sellerId: s.id, itemId: item.id, amount: 1 });
    const refused = await call('DELETE', `/api/seller/${s.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'SELLER_IN_USE',
      errorMessage: '발주 내역이 있는 매입처는 삭제할 수 없습니다. 거래 기록을 위해 매입처 정보를 그대로 두세요.',
      isAlert: true,
    });
    expect((await db.select().from(seller).where(eq(seller.id, s.id))).length).toBe(1);
    expect((await call('DELETE', `${PO}/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/seller/${s.id}`)).statusCode).toBe(200);
  });
});

describe('purchase order permissions', () => {
  it('needs WORK_READ to read and scan, WORK_WRITE to write', async () => {
    const item = await seedItem(ctx, { itemCode: 'PERM-001' });
    const s = await createSeller();
    const id = await createOrder({ sellerId: s.id, itemId: item.id, amount: 4 });
    const body = { sellerId: s.id, itemId: item.id, amount: 4 };
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.work');
    const status = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      (await call(method, url, payload, agent)).statusCode;

    expect(await status('GET', PO)).toBe(403);
    expect(await status('GET', `${PO}/${id}`)).toBe(403);
    expect(await status('GET', `${PO}/barcode/PERM-001`)).toBe(403);
    expect(await status('POST', PO, body)).toBe(403);

    await grantAuthority(ctx, employeeId, 'WORK_READ');
    expect(await status('GET', PO)).toBe(200);
    expect(await status('GET', `${PO}/${id}`)).toBe(200);
    expect(await status('GET', `${PO}/barcode/PERM-001`)).toBe(200);
    expect(await status('POST', PO, body)).toBe(403);
    expect(await status('PUT', PO, { ...body, id })).toBe(403);
    expect(await status('PATCH', `${PO}/receive/${id}`)).toBe(403);
    expect(await status('DELETE', `${PO}/${id}`)).toBe(403);
    expect((await orderRow(id))!.receivedAt).toBeNull();

    await grantAuthority(ctx, employeeId, 'WORK_WRITE');
    expect(await status('POST', PO, body)).toBe(201);
    expect(await status('PATCH', `${PO}/receive/${id}`)).toBe(200);
    // The history row names the employee who received it.
    expect((await historyOf(id))[0]!.employeeId).toBe(employeeId);
  });

  it('customers get 403, anonymous callers 401', async () => {
    const customer = await signUpAndLogin(ctx.app, 'po.customer');
    for (const url of [PO, `${PO}/1`, `${PO}/barcode/ABC-1`])
      expect((await call('GET', url, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', PO, { sellerId: 1, itemId: 1, amount: 1 }, customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: PO })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: `${PO}/receive/1` })).statusCode).toBe(401);
  });
});
