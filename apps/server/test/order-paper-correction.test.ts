import { describe, expect, it } from 'vitest';
import { account, employee } from '../src/db/schema';
import { hashPassword } from '../src/platform/auth/passwords';
import { engine, grantAuthority, login, makeApp } from './harness';
import { API_ORDER, orderFixture } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await orderFixture(ctx);
const { call, ids, leaflet, createOrder, rowsOf, setWorkOrderStatus } = f;

let seq = 0;
/** A signed-in employee holding `authorities`. */
async function staff(...authorities: string[]) {
  const username = `paper-fix-${++seq}-${Date.now().toString(36)}`;
  const [acc] = await db
    .insert(account)
    .values({ username, passwordHash: await hashPassword('test-pass-2468'), userType: 'employee' })
    .returning();
  const [emp] = await db
    .insert(employee)
    .values({ accountId: acc!.id, name: `직원${seq}` })
    .returning();
  for (const a of authorities) await grantAuthority(ctx, emp!.id, a);
  return login(ctx.app, username, 'test-pass-2468');
}

const supervisor = await staff('ORDER_WRITE', 'WORK_WRITE', 'WORK_SUPERVISE');
const worker = await staff('ORDER_WRITE', 'WORK_WRITE');

/** The saved order's whole form again, its only paper line changed. */
const withPaper = (id: number, usePaperList: object[]) => {
  const base = leaflet();
  return { ...base, id, printingList: [{ ...base.printingList[0], usePaperList }] };
};
const papersOf = async (id: number) => (await rowsOf(id)).papers.map((p) => [p.rawItemId, p.amount, p.wrongAmount]);

describe(`orders: a supervisor corrects paper after work started (${engine})`, () => {
  it('stores the corrected lines and names each change in the order history', async () => {
    const { id } = await createOrder(leaflet());
    await setWorkOrderStatus(id, 'WORKING');
    const res = await call(
      'PUT',
      API_ORDER,
      withPaper(id, [
        { rawItemId: ids.paperB, amount: 360, wrongAmount: 12 },
        { rawItemId: ids.paperA, amount: 50, wrongAmount: 0 },
      ]),
      supervisor,
    );
    expect(res.statusCode).toBe(200);
    expect(await papersOf(id)).toEqual([
      [ids.paperB, 360, 12],
      [ids.paperA, 50, 0],
    ]);
    const event = (await rowsOf(id)).events.find((e) => e.kind === 'PAPER_CORRECTED')!;
    expect(event.detail).toBe('용지 수정: 모조지 100g 국전 300 → 360, 파지 10 → 12 / 아트지 150g 국전 0 → 50');
  });

  it('refuses a work-write employee who is not a supervisor (403), and anything else locked even for a supervisor', async () => {
    const { id } = await createOrder(leaflet());
    await setWorkOrderStatus(id, 'WORKING');
    let res = await call(
      'PUT',
      API_ORDER,
      withPaper(id, [{ rawItemId: ids.paperB, amount: 999, wrongAmount: 0 }]),
      worker,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe('작업이 시작된 주문의 용지는 작업 총괄 권한이 있는 사람만 고칠 수 있습니다.');
    res = await call(
      'PUT',
      API_ORDER,
      { ...withPaper(id, [{ rawItemId: ids.paperB, amount: 999, wrongAmount: 0 }]), amount: 12345 },
      supervisor,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('ORDER_EDIT_LOCKED');
    expect(await papersOf(id)).toEqual([[ids.paperB, 300, 10]]);
    expect((await rowsOf(id)).events.map((e) => e.kind)).not.toContain('PAPER_CORRECTED');
  });

  it('refuses once printed: the paper has left stock', async () => {
    const { id } = await createOrder(leaflet());
    await setWorkOrderStatus(id, 'COMPLETE');
    const res = await call(
      'PUT',
      API_ORDER,
      withPaper(id, [{ rawItemId: ids.paperB, amount: 1, wrongAmount: 0 }]),
      supervisor,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      '인쇄가 완료된 주문의 용지는 고칠 수 없습니다. 용지가 이미 재고에서 출고되었습니다.',
    );
    expect(await papersOf(id)).toEqual([[ids.paperB, 300, 10]]);
  });
});
