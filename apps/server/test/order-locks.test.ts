/*
 * One lock order (DESIGN.md §8 "Locks"): an order edit, cancel or bag-order change landing at the same moment as a
 * work-order or delivery move on the same order never deadlocks. Each pair runs 20 times at once, on 20 fresh orders,
 * on PostgreSQL (PGlite has one connection, so nothing there runs at once): every answer is a 2xx or a Korean 409.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_SHOPBAG_ORDER } from '@scm/contract';
import { delivery, printingOrder, workOrder } from '../src/db/schema';
import type { Method } from './api-fixture';
import { engine, makeApp, seedItem, type Agent } from './harness';
import { API_ORDER } from './orders-fixture';
import { shopbagFixture } from './shopbag-orders-fixture';
import { DL, WO, workOrderFixture } from './work-orders-fixture';

const ROUNDS = 20;

const ctx = await makeApp();
const db = ctx.database.db;
const s = await shopbagFixture(ctx);
const w = await workOrderFixture(ctx);
const printTeam = await w.team('인쇄팀');
const finishTeam = await w.team('후가공팀');
const printer = await w.staff(printTeam.id);
// Plenty of paper: a printing complete is never refused for stock here.
const paper = await seedItem(ctx, { name: '잠금 시험 용지', amount: 1_000_000 });
const printingList = [
  {
    composition: 'COVER',
    printingType: 'OFF',
    dosu: '4/0',
    usePaperList: [{ rawItemId: paper.id, amount: 1, wrongAmount: 0 }],
  },
];

type Kind = 'order' | 'bag';
type Stage = 'RECEIPT' | 'WORKING' | 'COMPLETE' | 'SHIPPING';

interface Job {
  kind: Kind;
  orderId: number;
  workOrderId: number;
  deliveryId: number | null;
  /** The body the order was created with (a whole-form edit sends it back). */
  body: Record<string, unknown>;
}

const call = (method: Method, url: string, payload?: object, agent: Agent = s.admin) =>
  ctx.app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

function must(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** One invoice is one parcel (a second shipment with it asks for 합포장): each shipment here gets its own. */
let invoiceSeq = 0;
const freshInvoice = () => `6012345${String(invoiceSeq++).padStart(5, '0')}`;

/**
 * A fresh order (or bag order) brought to `stage` through the API, one step after the other. A printing order is
 * written straight into its tables (as the work-order tests do: creates queue for the month's order number, and 240
 * of them through the API were most of this file's time) unless the pair edits the whole form after work started,
 * which must send back exactly what the API stored.
 */
async function jobAt(kind: Kind, stage: Stage, viaApi: boolean): Promise<Job> {
  const body =
    kind === 'order'
      ? s.leaflet({ printingList, deliveryRemark: '처음 메모' })
      : s.bag({ printingList: printingList.map((p) => ({ ...p, printingType: 'DIGITAL' })) });
  let orderId: number;
  let workOrderId: number;
  if (kind === 'order' && !viaApi) {
    ({ orderId, workOrderId } = await w.createOrder({ papers: [{ itemId: paper.id, amount: 1, wrongAmount: 0 }] }));
  } else {
    const created = await call('POST', kind === 'order' ? API_ORDER : API_SHOPBAG_ORDER, body);
    must(created, `${kind} create`);
    orderId = created.json().data.id as number;
    const [wo] = await db.select({ id: workOrder.id }).from(workOrder).where(eq(workOrder.orderId, orderId));
    workOrderId = wo!.id;
  }
  if (stage !== 'RECEIPT')
    must(await call('POST', `${WO}/work_start/${workOrderId}`, undefined, printer.agent), 'start');
  let deliveryId: number | null = null;
  if (stage === 'COMPLETE' || stage === 'SHIPPING') {
    must(await call('POST', `${WO}/printing/complete/${workOrderId}`, {}, printer.agent), 'complete');
    deliveryId = (await db.select({ id: delivery.id }).from(delivery).where(eq(delivery.workOrderId, workOrderId)))[0]!
      .id;
  }
  if (stage === 'SHIPPING')
    must(
      await call('PATCH', `${DL}/start/${deliveryId}`, { deliveryCompanyCode: '04', invoice: freshInvoice() }),
      'ship',
    );
  return { kind, orderId, workOrderId, deliveryId, body };
}

/** The order side of a pair: staff at the order screens. */
const orderSide = {
  cancel: (j: Job) =>
    call('POST', `${j.kind === 'order' ? API_ORDER : API_SHOPBAG_ORDER}/cancel/${j.orderId}`, { reason: '고객 요청' }),
  /** The whole form again: while RECEIPT it replaces the order, once started only delivery info and remarks change. */
  edit: (j: Job) =>
    call('PUT', j.kind === 'order' ? API_ORDER : API_SHOPBAG_ORDER, {
      ...j.body,
      id: j.orderId,
      ...(j.kind === 'order' ? { deliveryRemark: '수정한 메모' } : { remark: '수정한 비고' }),
    }),
  /** The delivery part alone (a bag order's late edit: delivery date, distribution targets, remark). */
  editDelivery: (j: Job) =>
    j.kind === 'order'
      ? call('PUT', API_ORDER, { id: j.orderId, receiver: '박수령', deliveryRemark: '배송만 수정' })
      : call('PUT', API_SHOPBAG_ORDER, {
          id: j.orderId,
          deliveryDate: '2026-12-24',
          sellerIds: j.body.sellerIds,
          remark: '늦은 수정',
        }),
};

/** The work side of a pair: a team at the work-order and delivery screens. */
const workSide = {
  start: (j: Job) => call('POST', `${WO}/work_start/${j.workOrderId}`, undefined, printer.agent),
  nextTeam: (j: Job) =>
    call('POST', `${WO}/next_team`, { workOrderId: j.workOrderId, departmentId: finishTeam.id }, printer.agent),
  complete: (j: Job) => call('POST', `${WO}/printing/complete/${j.workOrderId}`, {}, printer.agent),
  deliveryInfo: (j: Job) =>
    call(
      'PATCH',
      `${WO}/delivery/${j.workOrderId}`,
      { deliveryCompanyCode: '04', invoice: freshInvoice(), deliveryMemo: '경비실' },
      printer.agent,
    ),
  deliveryStart: (j: Job) =>
    call('PATCH', `${DL}/start/${j.deliveryId}`, { deliveryCompanyCode: '04', invoice: freshInvoice() }),
  deliveryComplete: (j: Job) => call('PATCH', `${DL}/complete/${j.deliveryId}`),
};

type Pair = [Kind, Stage, keyof typeof orderSide, keyof typeof workSide];
// Every order-side write meets every work-side move at least once, each where it can land (the pairs that deadlocked
// before the one lock order among them); each pair costs 20 fresh orders, so the list stays short.
const pairs: Pair[] = [
  ['order', 'RECEIPT', 'cancel', 'start'],
  ['order', 'RECEIPT', 'edit', 'start'],
  ['order', 'RECEIPT', 'edit', 'deliveryInfo'],
  ['order', 'WORKING', 'cancel', 'nextTeam'],
  ['order', 'WORKING', 'cancel', 'complete'],
  ['order', 'WORKING', 'edit', 'nextTeam'],
  ['order', 'WORKING', 'editDelivery', 'deliveryInfo'],
  ['order', 'COMPLETE', 'editDelivery', 'deliveryStart'],
  ['order', 'SHIPPING', 'editDelivery', 'deliveryComplete'],
  ['bag', 'RECEIPT', 'edit', 'start'],
  ['bag', 'WORKING', 'cancel', 'nextTeam'],
  ['bag', 'WORKING', 'editDelivery', 'complete'],
];

const HANGUL = /[가-힣]/;

describe.runIf(engine === 'postgres')(`one lock order for an order and its work order (${engine})`, () => {
  it.each(pairs)(
    `%s at %s: %s against %s, ${ROUNDS} at once, never a 5xx`,
    async (kind, stage, ours, theirs) => {
      // Fresh orders for this pair, brought to the stage together (the pool queues what it cannot run at once).
      const viaApi = ours === 'edit' && stage !== 'RECEIPT';
      const jobs = await Promise.all(Array.from({ length: ROUNDS }, () => jobAt(kind, stage, viaApi)));
      const answers = await Promise.all(jobs.flatMap((j) => [orderSide[ours](j), workSide[theirs](j)]));
      const unexpected = answers
        .filter((res) => !(res.statusCode < 300 || (res.statusCode === 409 && HANGUL.test(res.json().errorMessage))))
        .map((res) => `${res.statusCode} ${res.body}`);
      expect(unexpected).toEqual([]);
      // The lock order itself keeps them apart: no pair needed the retry's last resort, the 409 of a collision.
      expect(answers.filter((res) => res.statusCode === 409 && res.json().errorCode === 'CONCURRENT_UPDATE')).toEqual(
        [],
      );
      // Each job ends in one consistent state: a cancelled order's work order is CANCELLED, and only then.
      const ends = await db
        .select({ status: workOrder.status, cancelledAt: printingOrder.cancelledAt })
        .from(workOrder)
        .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
        .where(
          inArray(
            workOrder.id,
            jobs.map((j) => j.workOrderId),
          ),
        );
      expect(ends.filter((e) => (e.status === 'CANCELLED') !== (e.cancelledAt !== null))).toEqual([]);
    },
    60_000,
  );
});
