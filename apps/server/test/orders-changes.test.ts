import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemOption, storedFile } from '../src/db/schema';
import { engine, makeApp, seedItem } from './harness';
import { API_ORDER, orderFixture } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await orderFixture(ctx);
const { call, ids, brochure, leaflet, createOrder, rowsOf, uploadDraft, setWorkOrderStatus } = f;

const fileRow = async (id: number) => (await db.select().from(storedFile).where(eq(storedFile.id, id)))[0];
const put = (body: object) => call('PUT', API_ORDER, body);

describe(`orders: update (${engine})`, () => {
  it('while RECEIPT replaces the whole order, its spec and its drafts', async () => {
    const [kept, dropped, added] = [await uploadDraft(), await uploadDraft(), await uploadDraft()];
    const { id } = await createOrder(brochure({ attachmentIds: [kept, dropped] }));
    const before = await rowsOf(id);

    const body = {
      ...leaflet({ productName: '바뀐 전단', buyerId: f.buyerId('한빛출판') }),
      id,
      attachmentIds: [kept, added],
    };
    // The new spec changes the price: confirmed only with the new total (issue 33; order-prices.test.ts).
    const unconfirmed = await put(body);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().errorCode).toBe('PRICE_CHANGED');
    const res = await put({ ...body, confirmedTotal: unconfirmed.json().details.newTotal });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^주문 P\d{4}-\d{4}[이가] 수정되었습니다\.$/);
    const after = await rowsOf(id);
    expect(after.order).toMatchObject({
      productName: '바뀐 전단',
      workType: 'LEAFLET',
      amount: 3000,
      originSub: '',
      outsourcingChargeId: null,
      isFoldingBinding: false,
      orderNumber: before.order!.orderNumber,
      receiptDatetime: before.order!.receiptDatetime,
    });
    expect(after.printings.map((p) => [p.position, p.composition, p.printingType, p.dosu])).toEqual([
      [0, 'COVER', 'OFF', '4/0'],
    ]);
    expect(after.papers.map((p) => [p.rawItemId, p.amount, p.wrongAmount])).toEqual([[ids.paperB, 300, 10]]);
    expect(after.processes).toEqual([]);
    expect(after.files.map((x) => x.id).sort()).toEqual([kept, added].sort());
    // The dropped draft is unattached again, so the hourly clean-up removes it.
    expect(await fileRow(dropped)).toMatchObject({ ownerType: null, ownerId: null });
    expect(after.events.map((e) => e.kind)).toEqual(['RECEIVED', 'UPDATED']);
    expect(after.workOrder!.id).toBe(before.workOrder!.id);
  });

  it('while RECEIPT answers a delivery-only body with the whole form’s field errors', async () => {
    const { id } = await createOrder(leaflet());
    const res = await put({ id, receiver: '새 수령인' });
    expect(res.statusCode).toBe(400);
    expect(res.json().productName.defaultMessage).toBe('주문상품명을 입력해주세요.');
  });

  it('once work started changes only delivery info and remarks; other changes get the 409', async () => {
    const { id } = await createOrder(brochure());
    const detail = (await call('GET', `${API_ORDER}/${id}`)).json().data;
    await setWorkOrderStatus(id, 'WORKING');

    // The delivery part alone.
    const delivery = await put({ id, receiver: '박수령', address: '부산광역시 해운대구 1', remark: '작업 중 비고' });
    expect(delivery.statusCode).toBe(200);
    expect((await rowsOf(id)).order).toMatchObject({
      receiver: '박수령',
      address: '부산광역시 해운대구 1',
      remark: '작업 중 비고',
      deliveryRemark: '',
      productName: '2027 회사 소개 책자',
    });

    // The whole edit form, unchanged outside delivery: accepted, delivery saved.
    const form = brochure({ id, receiver: '최수령', deliveryRemark: '경비실' });
    const whole = await put(form);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toMatchObject({ receiver: '최수령', deliveryRemark: '경비실' });
    expect(whole.json().data.printingList).toEqual(detail.printingList);

    // Anything else changed: refused, nothing saved.
    for (const changed of [
      brochure({ id, amount: 501 }),
      brochure({ id, receiver: '누구', productName: '다른 책자' }),
      brochure({ id, foldingBindingList: [], isFoldingBinding: false }),
    ]) {
      const res = await put(changed);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe('작업이 시작된 주문은 배송 정보와 비고만 수정할 수 있습니다.');
    }
    // A delivery body carrying another field is the same 409; a wrong delivery field is answered at the field.
    const extra = await put({ id, receiver: '누구', productName: '다른 책자' });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().errorMessage).toBe('작업이 시작된 주문은 배송 정보와 비고만 수정할 수 있습니다.');
    const long = await put({ id, receiver: '가'.repeat(256), productName: '다른 책자' });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['receiver']);
    expect((await rowsOf(id)).order).toMatchObject({ receiver: '최수령', amount: 500 });
    expect((await rowsOf(id)).events.map((e) => e.kind)).toEqual(['RECEIVED', 'UPDATED', 'UPDATED']);
  });

  it('refuses an unknown order and a cancelled one', async () => {
    expect((await put({ ...leaflet(), id: 999_999 })).statusCode).toBe(404);
    const { id } = await createOrder(leaflet());
    await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '고객 요청' });
    const res = await put({ id, receiver: '누구' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('취소된 주문은 수정할 수 없습니다.');
  });
});

describe(`orders: delete and cancel (${engine})`, () => {
  it('deletes an order in RECEIPT with its work order and spec, detaching its drafts', async () => {
    const draft = await uploadDraft();
    const { id } = await createOrder(brochure({ attachmentIds: [draft] }));
    const res = await call('DELETE', `${API_ORDER}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[이가] 삭제되었습니다\.$/);
    const rows = await rowsOf(id);
    expect([rows.order, rows.workOrder, rows.printings, rows.processes, rows.events]).toEqual([
      undefined,
      undefined,
      [],
      [],
      [],
    ]);
    expect(await fileRow(draft)).toMatchObject({ ownerType: null, ownerId: null });
  });

  it('refuses deleting once work started, and a missing order', async () => {
    const { id } = await createOrder(leaflet());
    await setWorkOrderStatus(id, 'WORKING');
    const res = await call('DELETE', `${API_ORDER}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('작업이 시작된 주문은 삭제할 수 없습니다. 주문을 취소해주세요.');
    expect((await rowsOf(id)).order).toBeDefined();
    expect((await call('DELETE', `${API_ORDER}/999999`)).statusCode).toBe(404);
  });

  it('cancels with a reason (work order CANCELLED, history kept); twice is refused', async () => {
    const { id } = await createOrder(leaflet());
    await setWorkOrderStatus(id, 'WORKING');
    const res = await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '고객 변심' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[이가] 취소되었습니다\.$/);
    expect(res.json().data.cancellation).toEqual({ at: expect.any(String), reason: '고객 변심' });
    const rows = await rowsOf(id);
    expect(rows.workOrder!.status).toBe('CANCELLED');
    expect(rows.order).toMatchObject({ cancelReason: '고객 변심' });
    expect(rows.events.map((e) => [e.kind, e.detail])).toEqual([
      ['RECEIVED', ''],
      ['CANCELLED', '고객 변심'],
    ]);

    const again = await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '다시' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('이미 취소된 주문입니다.');
    expect((await call('DELETE', `${API_ORDER}/${id}`)).statusCode).toBe(409);
  });

  it('two cancels at once: one wins, the other is told the order is already cancelled', async () => {
    const { id } = await createOrder(leaflet());
    const both = await Promise.all([
      call('POST', `${API_ORDER}/cancel/${id}`, { reason: '첫 번째' }),
      call('POST', `${API_ORDER}/cancel/${id}`, { reason: '두 번째' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().errorMessage).toBe('이미 취소된 주문입니다.');
    expect((await rowsOf(id)).events.filter((e) => e.kind === 'CANCELLED')).toHaveLength(1);
  });

  it('refuses cancelling after printing is complete, and without a reason', async () => {
    const { id } = await createOrder(leaflet());
    const empty = await call('POST', `${API_ORDER}/cancel/${id}`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().reason.defaultMessage).toBe('취소 사유를 입력해주세요.');
    await setWorkOrderStatus(id, 'COMPLETE');
    const res = await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '늦었음' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('인쇄가 완료된 주문은 취소할 수 없습니다.');
    expect((await rowsOf(id)).order!.cancelledAt).toBeNull();
  });

  it('answers the history: the order’s events, oldest first', async () => {
    const { id } = await createOrder(leaflet());
    await put({ ...leaflet({ remark: '수정' }), id });
    const res = await call('GET', `${API_ORDER}/history?orderId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ orderId: id, kind: 'RECEIVED', actorName: '관리자' }),
      expect.objectContaining({ orderId: id, kind: 'UPDATED', actorName: '관리자' }),
    ]);
    expect((await call('GET', `${API_ORDER}/history?orderId=999999`)).statusCode).toBe(404);
    expect((await call('GET', `${API_ORDER}/history?orderId=abc`)).statusCode).toBe(400);
  });
});

describe(`orders: who may read (${engine})`, () => {
  it('keeps the order routes to staff, and a draft to staff and the order’s own customer', async () => {
    const draft = await uploadDraft();
    const { id } = await createOrder(brochure({ attachmentIds: [draft] }));
    for (const customer of [f.hanbit, f.seoulCafe]) {
      expect((await call('GET', `${API_ORDER}/${id}`, undefined, customer)).statusCode).toBe(403);
      expect((await call('GET', API_ORDER, undefined, customer)).statusCode).toBe(403);
    }
    // The brochure is 한빛출판's: its account reads the draft, 서울카페's does not even learn it exists.
    expect((await call('GET', `/api/file/${draft}`, undefined, f.hanbit)).statusCode).toBe(200);
    expect((await call('GET', `/api/file/${draft}`, undefined, f.seoulCafe)).statusCode).toBe(404);
    expect((await call('GET', `/api/file/${draft}`)).statusCode).toBe(200);
  });
});

describe(`orders: still in use (${engine})`, () => {
  it('refuses deleting the suppliers, paper, options and customer an order uses', async () => {
    await createOrder(brochure());
    // Paper with no stock history, so only the order holds it.
    const paper = await seedItem(ctx, { name: '주문 전용 용지' });
    await createOrder(
      leaflet({
        printingList: [{ composition: 'COVER', printingType: 'OFF', usePaperList: [{ rawItemId: paper.id }] }],
      }),
    );
    const refusals: [string, string][] = [
      [`/api/item/${paper.id}`, '주문의 용지로 사용된 품목은 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.'],
      [`/api/buyer/${f.buyerId('서울카페')}`, '주문 내역이 있는 고객사는 삭제할 수 없습니다.'],
      [`/api/seller/${ids.ctpSupplier}`, '주문의 외주처로 지정된 매입처는 삭제할 수 없습니다.'],
      [`/api/seller/${ids.coatingSupplier}`, '주문의 외주처로 지정된 매입처는 삭제할 수 없습니다.'],
      [`/api/admin/pr/item_option/${ids.saddle}`, '주문에 사용된 옵션은 삭제할 수 없습니다.'],
      [`/api/admin/pr/item_option/${ids.gloss}`, '주문에 사용된 옵션은 삭제할 수 없습니다.'],
    ];
    for (const [url, message] of refusals) {
      const res = await call('DELETE', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().errorMessage, url).toBe(message);
    }
  });

  it('keeps the type of an option an order uses: 409 at the type field, a rename still allowed', async () => {
    await createOrder(brochure());
    const OPTION = '/api/admin/pr/item_option';
    const optionRow = async (id: number) => (await db.select().from(itemOption).where(eq(itemOption.id, id)))[0];
    for (const [id, other] of [
      [ids.gloss, 'FOLDING_BINDING'],
      [ids.saddle, 'POST_PROCESS'],
    ] as const) {
      const before = await optionRow(id);
      const res = await call('PUT', OPTION, { id, optionType: other, optionName: '바뀐 이름' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        optionType: { isError: true, defaultMessage: '주문에서 사용 중인 옵션은 종류를 바꿀 수 없습니다.' },
      });
      expect(await optionRow(id)).toEqual(before);
    }
    const renamed = await call('PUT', OPTION, { id: ids.gloss, optionType: 'POST_PROCESS', optionName: '고광택 코팅' });
    expect(renamed.statusCode).toBe(200);
    expect(await optionRow(ids.gloss)).toMatchObject({ optionType: 'POST_PROCESS', optionName: '고광택 코팅' });
    // An option no order uses still moves to the other type, with that type's next code.
    const unused = await f.createOption('POST_PROCESS', '미사용 옵션');
    const moved = await call('PUT', OPTION, { id: unused, optionType: 'FOLDING_BINDING', optionName: '미사용 옵션' });
    expect(moved.statusCode).toBe(200);
    expect(await optionRow(unused)).toMatchObject({
      optionType: 'FOLDING_BINDING',
      optionCode: expect.stringMatching(/^FB-/),
    });
  });
});

describe.runIf(engine === 'postgres')('orders: an option retyped while an order using it is saved', () => {
  it('either the order or the type change wins, never an order holding an option of the other type', async () => {
    const OPTION = '/api/admin/pr/item_option';
    for (let round = 0; round < 5; round++) {
      const option = await f.createOption('POST_PROCESS', `경합 옵션 ${round}`);
      const order = leaflet({
        printingList: [
          {
            composition: 'COVER',
            printingType: 'OFF',
            usePaperList: [{ rawItemId: ids.paperA }],
            isPostProcess: true,
            postProcessList: [{ postProcessOption: [option], postProcessOutsourcingId: null, postProcessRemark: '' }],
          },
        ],
      });
      const [saved, retyped] = await Promise.all([
        call('POST', API_ORDER, order),
        call('PUT', OPTION, { id: option, optionType: 'FOLDING_BINDING', optionName: `경합 옵션 ${round}` }),
      ]);
      const [row] = await db.select().from(itemOption).where(eq(itemOption.id, option));
      if (saved.statusCode === 201) {
        expect(retyped.statusCode).toBe(409);
        expect(row!.optionType).toBe('POST_PROCESS');
      } else {
        expect(saved.statusCode).toBe(400);
        expect(retyped.statusCode).toBe(200);
        expect(row!.optionType).toBe('FOLDING_BINDING');
      }
    }
  });
});
