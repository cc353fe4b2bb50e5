import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationMessage } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp();
const f = await shopbagFixture(ctx);
const { call } = f;
const db = ctx.database.db;

describe(`shopping-bag orders (${engine})`, () => {
  it('creates a bag order with an S number, its bag row, sellers, spec and work order, and tells order-receipt staff', async () => {
    const created = await f.createBag();
    expect(created.orderNumber).toMatch(/^S\d{4}-\d{4}$/);
    const res = await call('GET', `${API_SHOPBAG_ORDER}/${created.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({
      productName: '성수동 상가 쇼핑백',
      workType: 'SHOPBAG',
      shopbagType: 'EIGHT',
      parentCityName: '테스트도',
      childCityName: '가나시',
      sellerList: [{ id: f.distribution, sellerName: '성수 배포처' }],
      completeProgress: 0,
      buyerListNumber: 0,
      buyerList: [],
      workOrderStatus: 'RECEIPT',
    });
    expect(body.printingList[0]).toMatchObject({ printingType: 'DIGITAL', digitalRemark: '광고 8컷' });
    expect(body.printingList[0].usePaperList[0]).toMatchObject({ rawItemId: f.ids.paperA, amount: 100 });
    const rows = await f.rows(created.id);
    expect(rows.order).toMatchObject({ workType: 'SHOPBAG', buyerId: null, amount: 2000 });
    expect(rows.bag).toMatchObject({ shopbagType: 'EIGHT', employeeId: f.adminEmployeeId, childCityCode: '99001' });
    expect(rows.sellers.map((s) => s.sellerId)).toEqual([f.distribution]);
    expect(rows.workOrder).toMatchObject({ status: 'RECEIPT' });
    // The admin took it: the notice goes to the other order-receipt staff (the demo sales manager).
    const notes = await db
      .select()
      .from(notificationMessage)
      .where(eq(notificationMessage.targetContentId, created.id));
    expect(notes.some((n) => n.targetDocumentType === 'SHOPBAG_ORDER' && n.content.includes(created.orderNumber))).toBe(
      true,
    );
  });

  it('answers bad fields at the field: name over 30, OFF printing, a seller twice, unknown city and employee', async () => {
    const res = await call(
      'POST',
      API_SHOPBAG_ORDER,
      f.bag({
        productName: '가'.repeat(31),
        sellerIds: [f.distribution, f.distribution],
        printingList: [{ composition: 'COVER', printingType: 'OFF' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()['productName'].defaultMessage).toBe('30자 이내로 입력해주세요.');
    expect(res.json()['sellerIds'].defaultMessage).toBe('이미 선택된 배포처입니다.');
    expect(res.json()['printingList.0.printingType']).toBeDefined();
    const refs = await call('POST', API_SHOPBAG_ORDER, f.bag({ employeeId: 999999, childCityCode: '98001' }));
    expect(refs.statusCode).toBe(400);
    expect(refs.json()['employeeId'].defaultMessage).toBe('영업 담당자를 다시 선택해주세요.');
    expect(refs.json()['childCityCode'].defaultMessage).toBe('시·군·구를 다시 선택해주세요.');
  });

  it('lists with the city, type and employee filters, buyers as count', async () => {
    const a = await f.createBag(f.bag({ productName: '목록 가 쇼핑백', shopbagType: 'FOUR' }));
    const b = await f.createBag(f.bag({ productName: '목록 나 쇼핑백', parentCityCode: '98', childCityCode: '98001' }));
    await f.fill(a.id, 'A1', f.buyerId('한빛출판'));
    const list = async (q: string) =>
      (await call('GET', `${API_SHOPBAG_ORDER}?size=100&${q}`)).json().data.content as {
        id: number;
        buyerListNumber: number;
        completeProgress: number;
        shopbagType: string;
      }[];
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    expect(ids(await list('parentCityCode=98'))).toContain(b.id);
    expect(ids(await list('parentCityCode=98'))).not.toContain(a.id);
    expect(ids(await list('parentCityCode=99&childCityCode=99001'))).toContain(a.id);
    expect(ids(await list('shopbagType=FOUR'))).toEqual(expect.arrayContaining([a.id]));
    expect(ids(await list('shopbagType=FOUR'))).not.toContain(b.id);
    expect(ids(await list('searchFilter=employeeName&searchKeyword=관리자'))).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(ids(await list('searchFilter=productName&searchKeyword=목록 가'))).toEqual([a.id]);
    const rowA = (await list('shopbagType=FOUR')).find((r) => r.id === a.id)!;
    expect(rowA).toMatchObject({ buyerListNumber: 1, completeProgress: 1, shopbagType: 'FOUR' });
    expect((await call('GET', `${API_SHOPBAG_ORDER}?searchFilter=buyerName&searchKeyword=x`)).statusCode).toBe(400);
    // The printing-order list and detail do not show bag orders.
    expect((await call('GET', `/api/admin/wk/order/${a.id}`)).statusCode).toBe(404);
  });

  it('updates the whole order while RECEIPT, refuses a type change while designs exist', async () => {
    const o = await f.createBag();
    // A change of the price (here: 12 slots instead of 8) is confirmed with the new total (issue 33).
    const put = async (over: Record<string, unknown>) => {
      const body = { ...f.bag(over), id: o.id };
      const first = await call('PUT', API_SHOPBAG_ORDER, body);
      if (first.statusCode !== 409 || first.json().errorCode !== 'PRICE_CHANGED') return first;
      return call('PUT', API_SHOPBAG_ORDER, { ...body, confirmedTotal: first.json().details.newTotal });
    };
    const ok = await put({ productName: '바뀐 쇼핑백', shopbagType: 'TWELVE', sellerIds: [], childCityCode: null });
    expect(ok.statusCode).toBe(200);
    expect((await f.rows(o.id)).bag).toMatchObject({ shopbagType: 'TWELVE', childCityCode: null });
    expect((await f.rows(o.id)).sellers).toEqual([]);

    // B4 exists only on the 12-cut bag: going to 8 would lose it.
    await f.fill(o.id, 'B4', f.buyerId('서울카페'), false);
    const lost = await put({ shopbagType: 'EIGHT' });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().errorMessage).toContain('B4');
    await f.fill(o.id, 'A1', f.buyerId('한빛출판'));
    const refused = await put({ shopbagType: 'FOUR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(
      '디자인이 등록된 쇼핑백은 유형을 바꿀 수 없습니다. 디자인을 먼저 삭제해주세요.',
    );
    expect((await f.rows(o.id)).bag!.shopbagType).toBe('TWELVE');
    // The same type with other fields still saves.
    expect((await put({ shopbagType: 'TWELVE', remark: '유형 그대로' })).statusCode).toBe(200);
  });

  it('after work starts takes delivery date, sellers and remark only; deletes only while RECEIPT; cancels', async () => {
    const o = await f.createBag();
    await f.setWorkOrderStatus(o.id, 'WORKING');
    const whole = await call('PUT', API_SHOPBAG_ORDER, { ...f.bag({ productName: '작업 중 변경' }), id: o.id });
    expect(whole.statusCode).toBe(409);
    const late = await call('PUT', API_SHOPBAG_ORDER, {
      id: o.id,
      deliveryDate: '2026-12-31',
      sellerIds: [],
      remark: '늦게',
    });
    expect(late.statusCode).toBe(200);
    expect((await f.rows(o.id)).order).toMatchObject({
      deliveryDate: '2026-12-31',
      remark: '늦게',
      productName: '성수동 상가 쇼핑백',
    });
    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/${o.id}`)).statusCode).toBe(409);
    const cancel = await call('POST', `${API_SHOPBAG_ORDER}/cancel/${o.id}`, { reason: '광고주 부족' });
    expect(cancel.statusCode).toBe(200);
    expect((await f.rows(o.id)).workOrder!.status).toBe('CANCELLED');
    expect(
      (await f.saveSlot('POST', { orderId: o.id, position: 'A1', buyerId: f.buyerId('한빛출판') })).statusCode,
    ).toBe(409);

    const fresh = await f.createBag();
    const slot = await f.fill(fresh.id, 'A1', f.buyerId('한빛출판'));
    const del = await call('DELETE', `${API_SHOPBAG_ORDER}/${fresh.id}`);
    expect(del.statusCode).toBe(200);
    expect((await f.rows(fresh.id)).order).toBeUndefined();
    expect((await f.rows(fresh.id)).deposits).toEqual([]);
    // The draft is detached, left for the hourly clean-up.
    expect((await f.fileRow(slot.draft!.id))!.ownerType).toBeNull();
  });

  it('is staff-only: a customer gets 403, a missing order 404', async () => {
    expect((await call('GET', API_SHOPBAG_ORDER, undefined, f.hanbit)).statusCode).toBe(403);
    expect((await call('POST', API_SHOPBAG_ORDER, f.bag(), f.hanbit)).statusCode).toBe(403);
    expect((await call('GET', `${API_SHOPBAG_ORDER}/999999`)).statusCode).toBe(404);
  });
});

describe(`a bag order's work order (${engine})`, async () => {
  const w = await workOrderFixture(ctx);
  const printTeam = await w.team('쇼핑백인쇄팀');
  const printer = await w.staff(printTeam.id);

  it('shows in the work-order lists and detail with its advertisers, and printing complete releases its paper', async () => {
    const o = await f.createBag();
    await f.fill(o.id, 'A1', f.buyerId('한빛출판'));
    await f.fill(o.id, 'B1', f.buyerId('서울카페'));
    const workOrderId = (await f.rows(o.id)).workOrder!.id;
    const received = (await call('GET', `${WO}/receipt?size=100`)).json().data.content as {
      id: number;
      buyerName: string;
      workType: string;
    }[];
    expect(received.find((r) => r.id === workOrderId)).toMatchObject({
      workType: 'SHOPBAG',
      buyerName: '쇼핑백 (광고주 2곳)',
    });
    const detail = await call('GET', `${WO}/${workOrderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ orderId: o.id, workType: 'SHOPBAG' });

    const before = await w.stockAmount(f.ids.paperA);
    expect((await call('POST', `${WO}/work_start/${workOrderId}`, undefined, printer.agent)).statusCode).toBe(200);
    const done = await call('POST', `${WO}/printing/complete/${workOrderId}`, undefined, printer.agent);
    expect(done.statusCode).toBe(200);
    expect(await w.stockAmount(f.ids.paperA)).toBe(before - 105);
    expect((await f.rows(o.id)).order!.completeDatetime).not.toBeNull();
    const history = (await call('GET', `${WO}/history?size=100`)).json().data.content as { id: number }[];
    expect(history.map((r) => r.id)).toContain(workOrderId);
  });
});
