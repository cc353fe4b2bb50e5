import { and, asc, eq } from 'drizzle-orm';
import { API_SHOPBAG_ORDER, SHOPBAG_SLOT_FILE_OWNER } from '@scm/contract';
import {
  city,
  orderDeposit,
  printingOrder,
  shopbagOrder,
  shopbagOrderSeller,
  shopbagOrderSlot,
  storedFile,
  workOrder,
} from '../src/db/schema';
import type { Agent, TestContext } from './harness';
import { orderFixture } from './orders-fixture';
import { PDF_MINI, PNG_1X1 } from './upload-fixtures';

export { API_SHOPBAG_ORDER };

/** Bag orders: the orders fixture's agents and catalogue, a test area (codes no real 시·도 uses), and readers. */
export async function shopbagFixture(ctx: TestContext) {
  const o = await orderFixture(ctx);
  const db = ctx.database.db;
  await db
    .insert(city)
    .values([
      { code: '99', name: '테스트도', parentCode: null, position: 99 },
      { code: '98', name: '다른도', parentCode: null, position: 98 },
    ])
    .onConflictDoNothing();
  await db
    .insert(city)
    .values([
      { code: '99001', name: '가나시', parentCode: '99', position: 1 },
      { code: '98001', name: '다라군', parentCode: '98', position: 1 },
    ])
    .onConflictDoNothing();
  const distribution = await o.createSeller('성수 배포처');

  const bag = (over: Record<string, unknown> = {}) => ({
    productName: '성수동 상가 쇼핑백',
    shopbagType: 'EIGHT',
    employeeId: o.adminEmployeeId,
    parentCityCode: '99',
    childCityCode: '99001',
    deliveryDate: '2026-12-20',
    sellerIds: [distribution],
    quality: '크라프트',
    amount: 2000,
    numberCases: 1,
    remark: '손잡이 검정',
    printingList: [
      {
        composition: 'COVER',
        printingType: 'DIGITAL',
        dosu: '4/0',
        digitalRemark: '광고 8컷',
        isPostProcess: true,
        usePaperList: [{ rawItemId: o.ids.paperA, amount: 100, wrongAmount: 5 }],
        postProcessList: [{ postProcessOption: [o.ids.gloss], postProcessOutsourcingId: null, postProcessRemark: '' }],
      },
    ],
    ...over,
  });

  const createBag = async (body: object = bag(), agent: Agent = o.admin) => {
    const res = await o.call('POST', API_SHOPBAG_ORDER, body, agent);
    if (res.statusCode !== 201) throw new Error(`bag: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; orderNumber: string; workOrderId: number };
  };

  /** POST or PUT /buyer as multipart: the slot JSON and, if given, a draft. */
  const saveSlot = (
    method: 'POST' | 'PUT',
    slot: object,
    draft: { name: string; bytes?: Buffer; type?: string } | null = null,
    agent: Agent = o.admin,
  ) => {
    const form = new FormData();
    form.append('slot', JSON.stringify(slot));
    if (draft)
      form.append('draft', new Blob([draft.bytes ?? PNG_1X1], { type: draft.type ?? 'image/png' }), draft.name);
    return ctx.app.inject({ method, url: `${API_SHOPBAG_ORDER}/buyer`, headers: agent.headers(), payload: form });
  };
  const fill = async (orderId: number, position: string, buyerId: number, draft = true) => {
    const res = await saveSlot(
      'POST',
      { orderId, position, buyerId, remark: `${position} 광고` },
      draft ? { name: `${position}.png` } : null,
    );
    if (res.statusCode !== 201) throw new Error(`slot: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; draft: { id: number; url: string } | null };
  };

  const rows = async (orderId: number) => ({
    order: (await db.select().from(printingOrder).where(eq(printingOrder.id, orderId)))[0],
    bag: (await db.select().from(shopbagOrder).where(eq(shopbagOrder.orderId, orderId)))[0],
    sellers: await db
      .select()
      .from(shopbagOrderSeller)
      .where(eq(shopbagOrderSeller.orderId, orderId))
      .orderBy(asc(shopbagOrderSeller.position)),
    slots: await db
      .select()
      .from(shopbagOrderSlot)
      .where(eq(shopbagOrderSlot.orderId, orderId))
      .orderBy(asc(shopbagOrderSlot.position)),
    deposits: await db
      .select()
      .from(orderDeposit)
      .where(eq(orderDeposit.orderId, orderId))
      .orderBy(asc(orderDeposit.id)),
    workOrder: (await db.select().from(workOrder).where(eq(workOrder.orderId, orderId)))[0],
  });
  const draftsOf = (slotId: number) =>
    db
      .select()
      .from(storedFile)
      .where(and(eq(storedFile.ownerType, SHOPBAG_SLOT_FILE_OWNER), eq(storedFile.ownerId, slotId)));
  const fileRow = async (id: number) => (await db.select().from(storedFile).where(eq(storedFile.id, id)))[0];

  return { ...o, distribution, bag, createBag, saveSlot, fill, rows, draftsOf, fileRow, PDF_MINI };
}
