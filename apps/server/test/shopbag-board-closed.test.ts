/*
 * The bag design board closes when the bag is printed: printing complete needs every filled position's draft (or a
 * confirmation naming the positions without one), and afterwards every slot change but a remark answers 409.
 */
import { notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp();
const f = await shopbagFixture(ctx);
const { call } = f;
const w = await workOrderFixture(ctx);
const printer = await w.staff((await w.team('쇼핑백 마감팀')).id);
const hanbit = f.buyerId('한빛출판');
const cafe = f.buyerId('서울카페');
const [third] = await ctx.database.db
  .select({ id: buyer.id })
  .from(buyer)
  .where(notInArray(buyer.id, [hanbit, cafe]))
  .limit(1);
const other = third!.id;

const BOARD_CLOSED = '인쇄가 완료된 쇼핑백은 디자인을 추가·변경·삭제할 수 없습니다. 비고만 수정할 수 있습니다.';

/** A bag in work: A1 with a draft, B1 and A2 without. */
async function bagInWork() {
  const o = await f.createBag();
  await f.fill(o.id, 'A1', hanbit);
  const b1 = await f.fill(o.id, 'B1', cafe, false);
  const workOrderId = (await f.rows(o.id)).workOrder!.id;
  expect((await call('POST', `${WO}/work_start/${workOrderId}`, undefined, printer.agent)).statusCode).toBe(200);
  return { o, b1, workOrderId };
}

const complete = (workOrderId: number, body?: object) =>
  call('POST', `${WO}/printing/complete/${workOrderId}`, body, printer.agent);

describe(`a bag's printing complete needs its drafts (${engine})`, () => {
  it('refuses while a filled position has no draft, naming the positions, and prints once confirmed', async () => {
    const { o, workOrderId } = await bagInWork();
    await f.fill(o.id, 'A2', other, false);
    const refused = await complete(workOrderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'SHOPBAG_DRAFTS_MISSING',
      errorMessage: 'A2, B1 위치에 시안이 없습니다. 시안 없이 인쇄 완료하려면 확인해주세요.',
    });
    expect((await f.rows(o.id)).order!.completeDatetime).toBeNull();
    expect((await f.rows(o.id)).workOrder!.status).toBe('WORKING');

    const done = await complete(workOrderId, { confirmWithoutDrafts: true, confirmShortage: true });
    expect(done.statusCode).toBe(200);
    expect((await f.rows(o.id)).order!.completeDatetime).not.toBeNull();
  });

  it('prints without asking when every filled position has its draft (100 % of the filled positions)', async () => {
    const { o, b1, workOrderId } = await bagInWork();
    const withDraft = await f.saveSlot('PUT', { id: b1.id, buyerId: cafe, remark: '' }, { name: 'b1.png' });
    expect(withDraft.statusCode).toBe(200);
    expect((await complete(workOrderId, { confirmShortage: true })).statusCode).toBe(200);
    expect((await f.rows(o.id)).workOrder!.status).toBe('COMPLETE');
  });
});

describe(`after printing complete the design board is closed (${engine})`, () => {
  it('answers 409 to adding, replacing a draft, changing the advertiser and emptying; a remark still changes', async () => {
    const { o, b1, workOrderId } = await bagInWork();
    expect((await complete(workOrderId, { confirmWithoutDrafts: true, confirmShortage: true })).statusCode).toBe(200);
    const before = await f.rows(o.id);

    const added = await f.saveSlot('POST', { orderId: o.id, position: 'C1', buyerId: other });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ errorCode: 'SHOPBAG_BOARD_CLOSED', errorMessage: BOARD_CLOSED });
    const draft = await f.saveSlot('PUT', { id: b1.id, buyerId: cafe, remark: '' }, { name: 'late.png' });
    expect(draft.statusCode).toBe(409);
    const moved = await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: b1.id, buyerId: other });
    expect(moved.statusCode).toBe(409);
    const emptied = await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${o.id}/${cafe}`);
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json().errorMessage).toBe(BOARD_CLOSED);

    const after = await f.rows(o.id);
    expect(after.slots).toEqual(before.slots);
    expect(after.deposits).toEqual(before.deposits);
    expect(await f.draftsOf(b1.id)).toEqual([]);

    const remark = await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, {
      id: b1.id,
      buyerId: cafe,
      remark: '납품 후 메모',
    });
    expect(remark.statusCode).toBe(200);
    expect((await f.rows(o.id)).slots.find((s) => s.id === b1.id)!.remark).toBe('납품 후 메모');
  });
});
