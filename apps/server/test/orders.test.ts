import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { account, buyer, employee, notificationMessage, printingOrder, workOrder } from '../src/db/schema';
import { withParticle } from '@scm/contract';
import { engine, makeApp } from './harness';
import { API_ORDER, orderFixture } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const { app } = ctx;
const f = await orderFixture(ctx);
const { call, ids, brochure, leaflet, createOrder, rowsOf, uploadDraft } = f;

app.clock.fixAt('2026-11-20T01:30:00Z');

const orderCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(printingOrder))[0]!.n;
const workOrderCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(workOrder))[0]!.n;

describe(`orders: create and read (${engine})`, () => {
  it('creates a brochure with every spec row, its number, work order, history and draft in one go', async () => {
    const draft = await uploadDraft();
    const res = await call('POST', API_ORDER, brochure({ attachmentIds: [draft] }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const id = body.data.id as number;
    expect(body.data.orderNumber).toMatch(/^P2611-\d{4}$/);
    expect(body.message).toBe(`${withParticle(`주문 ${body.data.orderNumber}`, '이')} 등록되었습니다.`);

    const rows = await rowsOf(id);
    expect(rows.order).toMatchObject({
      workType: 'BROCHURE',
      productName: '2027 회사 소개 책자',
      buyerId: f.buyerId('한빛출판'),
      originSub: 'ORIGIN',
      outsourcingChargeId: f.adminEmployeeId,
      amount: 500,
      numberCases: 2,
      deliveryDate: '2026-12-10',
      isFoldingBinding: true,
      deliveryRemark: '오전 배송',
      receiptDatetime: new Date('2026-11-20T01:30:00Z'),
      createdBy: f.admin.accountId,
      cancelledAt: null,
    });
    expect(rows.printings.map((p) => [p.position, p.composition, p.printingType])).toEqual([
      [0, 'COVER', 'OFF'],
      [1, 'INNER', 'DIGITAL'],
    ]);
    expect(rows.printings[0]).toMatchObject({
      isOffCtpOutsourcing: true,
      offCtpOutsourcingId: ids.ctpSupplier,
      offCtpRemark: 'CTP 외주',
      isPostProcess: true,
    });
    expect(rows.printings[1]).toMatchObject({ digitalRemark: '내지 32p', isPostProcess: false });
    const [cover, inner] = rows.printings;
    expect(rows.papers.map((p) => [p.printingId, p.position, p.rawItemId, p.amount, p.wrongAmount])).toEqual([
      [cover!.id, 0, ids.paperA, 120, 6],
      [inner!.id, 0, ids.paperB, 800, null],
      [inner!.id, 1, ids.paperA, 40, 2],
    ]);
    expect(rows.processes.map((p) => [p.kind, p.printingId, p.position, p.outsourcingId, p.remark])).toEqual([
      ['POST_PROCESS', cover!.id, 0, ids.coatingSupplier, '표지만'],
      ['FOLDING_BINDING', null, 0, null, '중철 2곳'],
    ]);
    const optionsOf = (processId: number) =>
      rows.options
        .filter((o) => o.processId === processId)
        .map((o) => o.optionId)
        .sort((a, b) => a - b);
    expect(optionsOf(rows.processes[0]!.id)).toEqual([ids.gloss, ids.foil].sort((a, b) => a - b));
    expect(optionsOf(rows.processes[1]!.id)).toEqual([ids.saddle]);
    expect(rows.workOrder).toMatchObject({ status: 'RECEIPT', receiptDatetime: new Date('2026-11-20T01:30:00Z') });
    expect(rows.events.map((e) => [e.kind, e.actorName])).toEqual([['RECEIVED', '관리자']]);
    expect(rows.files.map((x) => x.id)).toEqual([draft]);

    // The detail reads it all back in entry order, with the paper's name and the files.
    const read = await call('GET', `${API_ORDER}/${id}`);
    expect(read.statusCode).toBe(200);
    const order = read.json().data;
    expect(order).toEqual(body.data);
    expect(order).toMatchObject({
      buyerName: '한빛출판',
      outsourcingChargeName: '관리자',
      workOrderId: rows.workOrder!.id,
      workOrderStatus: 'RECEIPT',
      departmentName: null,
      deliveryStatus: null,
      cancellation: null,
      attachments: [{ id: draft, originalFileName: 'draft.pdf', size: expect.any(Number), url: `/api/file/${draft}` }],
    });
    expect(order.printingList[1].usePaperList).toEqual([
      { rawItemId: ids.paperB, rawItemName: '모조지 100g 국전', itemUnit: '', amount: 800, wrongAmount: null },
      { rawItemId: ids.paperA, rawItemName: '아트지 150g 국전', itemUnit: '', amount: 40, wrongAmount: 2 },
    ]);
    expect(order.printingList[0].postProcessList[0].postProcessOption.sort()).toEqual([ids.foil, ids.gloss].sort());
    expect(order.foldingBindingList).toEqual([
      { foldingBindingOption: [ids.saddle], foldingBindingOutsourcingId: null, foldingBindingRemark: '중철 2곳' },
    ]);
  });

  it('numbers orders of the month one after the other', async () => {
    const a = await createOrder(leaflet());
    const b = await createOrder(leaflet());
    const seq = (n: string) => Number(n.slice(-4));
    expect(seq(b.orderNumber)).toBe(seq(a.orderNumber) + 1);
    expect(a.orderNumber.slice(0, 5)).toBe('P2611');
  });

  it('refuses a body the form could not produce, at the field, writing nothing', async () => {
    const before = [await orderCount(), await workOrderCount()];
    const cases: [object, string][] = [
      [leaflet({ productName: '' }), 'productName'],
      [leaflet({ workType: 'SHOPBAG' }), 'workType'],
      [leaflet({ printingList: [] }), 'printingList'],
      // Inner pages only for brochures; post-process not for NO_PRINT; an unknown field.
      [
        leaflet({
          printingList: [
            { composition: 'COVER', printingType: 'OFF' },
            { composition: 'INNER', printingType: 'OFF' },
          ],
        }),
        'printingList.1.composition',
      ],
      [
        leaflet({ printingList: [{ composition: 'COVER', printingType: 'NO_PRINT', isPostProcess: true }] }),
        'printingList.0.isPostProcess',
      ],
      [leaflet({ orderNumber: 'P9999-0001' }), 'orderNumber'],
      [leaflet({ workType: 'OSP' }), 'printingList.0.printingType'],
      [leaflet({ isFoldingBinding: true }), 'foldingBindingList'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', API_ORDER, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()[field], field).toMatchObject({ isError: true, defaultMessage: expect.any(String) });
    }
    expect([await orderCount(), await workOrderCount()]).toEqual(before);
  });

  it('answers unknown ids and options of the wrong type at their own fields, all at once', async () => {
    const before = await orderCount();
    const body = brochure({
      buyerId: 999_999,
      outsourcingChargeId: 999_998,
      foldingBindingList: [
        { foldingBindingOption: [ids.gloss], foldingBindingOutsourcingId: 999_997, foldingBindingRemark: '' },
      ],
    });
    const list = body.printingList as Record<string, unknown>[];
    list[0] = { ...list[0], offCtpOutsourcingId: 999_996, postProcessList: [{ postProcessOption: [ids.saddle] }] };
    list[1] = {
      ...list[1],
      usePaperList: [
        { rawItemId: ids.paperB, amount: 1 },
        { rawItemId: 999_995, amount: 1 },
      ],
    };
    const res = await call('POST', API_ORDER, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json<Record<string, { defaultMessage: string } | undefined>>();
    const message = (k: string) => errors[k]?.defaultMessage;
    expect(message('buyerId')).toBe('고객사를 찾을 수 없습니다. 다시 선택해주세요.');
    expect(message('outsourcingChargeId')).toBe('외주 담당자를 다시 선택해주세요.');
    expect(message('printingList.0.offCtpOutsourcingId')).toBe('외주처를 다시 선택해주세요.');
    expect(message('printingList.0.postProcessList.0.postProcessOption')).toBe('후가공 옵션을 다시 선택해주세요.');
    expect(message('printingList.1.usePaperList.1.rawItemId')).toBe('용지를 찾을 수 없습니다. 다시 선택해주세요.');
    expect(message('printingList.1.usePaperList.0.rawItemId')).toBeUndefined();
    expect(message('foldingBindingList.0.foldingBindingOption')).toBe('접지/제본 옵션을 다시 선택해주세요.');
    expect(message('foldingBindingList.0.foldingBindingOutsourcingId')).toBe('외주처를 다시 선택해주세요.');
    expect(await orderCount()).toBe(before);
  });

  it("refuses a draft that is not the caller's unattached upload, and leaves no order nor work order", async () => {
    const before = [await orderCount(), await workOrderCount()];
    const customersFile = await uploadDraft(f.hanbit);
    const res = await call('POST', API_ORDER, leaflet({ attachmentIds: [customersFile] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().attachmentIds.defaultMessage).toBe('첨부 파일을 다시 올려주세요.');
    expect([await orderCount(), await workOrderCount()]).toEqual(before);
  });

  it('notifies exactly the working employees who asked to hear of new orders', async () => {
    const staff = await db
      .select({ id: employee.id, accountId: employee.accountId, username: account.username })
      .from(employee)
      .innerJoin(account, eq(account.id, employee.accountId));
    const byName = (u: string) => staff.find((s) => s.username === u)!;
    await db.update(employee).set({ isOrderReceiptNotification: false });
    await db
      .update(employee)
      .set({ isOrderReceiptNotification: true })
      .where(
        inArray(
          employee.id,
          ['admin', 'kim.sales', 'park.print', 'jung.ship'].map((u) => byName(u).id),
        ),
      );
    // jung.ship has left the shop; park.print's account is disabled; admin takes the order and is not told of it.
    await db
      .update(employee)
      .set({ dateResigned: '2026-11-01' })
      .where(eq(employee.id, byName('jung.ship').id));
    await db
      .update(account)
      .set({ enabled: false })
      .where(eq(account.id, byName('park.print').accountId));

    const { id, orderNumber } = await createOrder(leaflet({ productName: '알림 시험 전단' }));
    const sent = await db
      .select()
      .from(notificationMessage)
      .where(
        and(eq(notificationMessage.targetDocumentType, 'PRINTING_ORDER'), eq(notificationMessage.targetContentId, id)),
      );
    // The customer the order is for hears of it on its side (issue 13).
    const [cafe] = await db.select({ accountId: buyer.accountId }).from(buyer).where(eq(buyer.name, '서울카페'));
    const kim = byName('kim.sales').accountId;
    expect(sent.map((n) => n.accountId).sort((a, b) => a - b)).toEqual([kim, cafe!.accountId].sort((a, b) => a - b));
    expect(sent.find((n) => n.accountId === kim)).toMatchObject({
      status: 'CREATED',
      content: `새 주문이 접수되었습니다: ${orderNumber} 알림 시험 전단 (서울카페)`,
    });
    expect(sent.find((n) => n.accountId === cafe!.accountId)).toMatchObject({
      status: 'CREATED',
      content: `주문 ${orderNumber} '알림 시험 전단'이 접수되었습니다.`,
    });
    await db
      .update(account)
      .set({ enabled: true })
      .where(eq(account.id, byName('park.print').accountId));
  });

  it('answers 404 for an order that does not exist, and the item lookups of the paper picker', async () => {
    expect((await call('GET', `${API_ORDER}/999999`)).json().errorMessage).toBe('주문을 찾을 수 없습니다.');
    const item = await call('GET', `${API_ORDER}/item/${ids.paperA}`);
    expect(item.json().data).toMatchObject({ id: ids.paperA, itemName: '아트지 150g 국전' });
    const code = item.json().data.itemCode as string;
    const scanned = await call('GET', `${API_ORDER}/item/barcode/${code}`);
    expect(scanned.json().data).toEqual(item.json().data);
    const unknown = await call('GET', `${API_ORDER}/item/barcode/NO-SUCH-CODE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isAlert: false });
    expect((await call('GET', `${API_ORDER}/item/999999`)).statusCode).toBe(404);
  });

  it('lists open job tickets in getBarcodeSelectList with their orderId', async () => {
    const { id, orderNumber } = await createOrder(leaflet());
    const res = await call('POST', '/graphql', { query: '{ getBarcodeSelectList { id barcode isUsed orderId } }' });
    const labels = res.json().data.getBarcodeSelectList as { barcode: string; orderId: number | null }[];
    expect(labels).toContainEqual({ id, barcode: orderNumber, isUsed: true, orderId: id });
    await f.setWorkOrderStatus(id, 'COMPLETE');
    const after = await call('POST', '/graphql', { query: '{ getBarcodeSelectList { barcode orderId } }' });
    expect(after.json().data.getBarcodeSelectList).not.toContainEqual({ barcode: orderNumber, orderId: id });
  });
});
