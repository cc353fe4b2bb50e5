import {
  processTypeOf,
  totalPointOf,
  workOrderMessages as MSG,
  type ListQuery,
  type WorkOrderDetail,
  type WorkOrderListQuery,
  type WorkOrderRow,
  type WorkProgressStatus,
} from '@scm/contract';
import { workProgress } from '../../db/schema/work-orders';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import type { WorkflowRecord } from '../../platform/workflow';
import { deliveryOfWorkOrder } from '../deliveries';
import { countDuring } from '../facilities';
import { orderEvents, orderShipping } from '../order-core';
import { jobPaperLines } from './paper';
import {
  findWorkOrder,
  listCompletedWorkOrders,
  listHeldWorkOrders,
  listReceivedWorkOrders,
  itemUnits,
  progressesOf,
  remakesOfInspection,
  workOrdersOfOrder,
  type ProgressRow,
  type WorkOrderListRow,
} from './queries';

export const workProgressRecord: WorkflowRecord<WorkProgressStatus> = {
  table: workProgress,
  id: workProgress.id,
  state: workProgress.status,
  write: (to) => ({ status: to }),
  notFound: MSG.progressNotFound,
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

/** A row of the tabs; overdue = due before today on the shop calendar while the job is still open. */
export const presentWorkOrder = (r: WorkOrderListRow, today: string): WorkOrderRow => {
  const amount = r.remakeAmount ?? r.orderAmount;
  return {
    id: r.id,
    orderId: r.orderId,
    kind: r.kind,
    amount,
    remark: r.orderRemark,
    itemName: r.productName,
    customerName: r.buyerName ?? '',
    processType: processTypeOf(r.status, r.deliveryStatus),
    rawItemPrintAmount: r.orderPaperAmount,
    rawItemMisprintAmount: r.orderPaperWrongAmount,
    totalPoint: totalPointOf(amount, r.numberCases),
    orderNumber: r.orderNumber,
    productName: r.productName,
    workType: r.workType,
    buyerName: r.buyerName ?? '',
    workOrderStatus: r.status,
    workProgressId: r.currentProgressId,
    workProgressStatus: r.workProgressStatus,
    departmentId: r.holderDepartmentId,
    departmentName: r.departmentName,
    heldSince: iso(r.heldSince),
    deliveryDate: r.deliveryDate,
    overdue: r.deliveryDate !== null && r.deliveryDate < today && (r.status === 'RECEIPT' || r.status === 'WORKING'),
    receiptDatetime: r.receiptDatetime.toISOString(),
    completeDatetime: iso(r.completeDatetime),
    printedAt: iso(r.printedAt),
  };
};

/** A finished turn shows its recorded count; an open one bound to a machine, the count so far (live). */
const presentProgress = async (ctx: ServiceContext, p: ProgressRow, now: Date) => ({
  ...p,
  receivedAt: p.receivedAt.toISOString(),
  startedAt: iso(p.startedAt),
  finishedAt: iso(p.finishedAt),
  heldMinutes: minutesBetween(p.receivedAt, p.finishedAt ?? now),
  producedQuantity:
    p.finishedAt !== null || p.facilityId === null
      ? p.producedQuantity
      : await countDuring(ctx.db, p.facilityId, p.startedAt, null, now),
});

const page = async (
  ctx: ServiceContext,
  q: ListQuery,
  read: Promise<{ rows: WorkOrderListRow[]; total: Parameters<typeof toPage>[1] }>,
) => {
  const { rows, total } = await read;
  const today = ctx.clock.today();
  return toPage(
    rows.map((r) => presentWorkOrder(r, today)),
    total,
    q,
  );
};

/** 접수 탭. */
export const pageReceivedWorkOrders = (ctx: ServiceContext, q: ListQuery) =>
  page(ctx, q, listReceivedWorkOrders(ctx.db, q));

/**
 * 부서별 탭: jobs a team holds; `mine` means the caller's own department (an employee without one has none, so an
 * empty page), else `departmentId` if given, else every team's.
 */
export async function pageHeldWorkOrders(ctx: ServiceContext, q: WorkOrderListQuery) {
  if (q.mine && ctx.actor.departmentId === null) return toPage([], 0, q);
  const departmentId = q.mine ? ctx.actor.departmentId! : q.departmentId;
  return page(ctx, q, listHeldWorkOrders(ctx.db, q, departmentId));
}

/** GET /history: completed jobs, newest completion first (date filter on completion, the last year by default). */
export const pageCompletedWorkOrders = (ctx: ServiceContext, q: ListQuery) =>
  page(ctx, q, listCompletedWorkOrders(ctx.db, q));

export async function getWorkOrder(ctx: ServiceContext, id: number): Promise<WorkOrderDetail> {
  const row = await findWorkOrder(ctx.db, id);
  if (!row) throw notFound(MSG.notFound);
  const now = ctx.clock.now();
  const [shipping, progresses, events, shipment, jobs, paper] = await Promise.all([
    orderShipping(ctx.db, row.orderId),
    progressesOf(ctx.db, id),
    orderEvents(ctx.db, row.orderId),
    deliveryOfWorkOrder(ctx.db, id),
    workOrdersOfOrder(ctx.db, row.orderId),
    jobPaperLines(ctx.db, { id, kind: row.kind, orderId: row.orderId }),
  ]);
  const units = await itemUnits(ctx.db, [...new Set(paper.map((p) => p.rawItemId))]);
  const job = presentWorkOrder(row, ctx.clock.today());
  const self = jobs.find((j) => j.id === id);
  return {
    ...job,
    reason: row.reason,
    inspectionId: row.inspectionId,
    inspectionName: self?.inspectionName ?? null,
    usePaperList: paper.map((p) => ({ ...p, itemUnit: units.get(p.rawItemId) ?? '' })),
    workOrders: jobs.map((j) => ({
      ...j,
      // The original's quantity is its order's.
      amount: j.amount ?? (j.kind === 'REMAKE' ? 0 : row.orderAmount),
      receiptDatetime: j.receiptDatetime.toISOString(),
      completeDatetime: iso(j.completeDatetime),
    })),
    receiver: shipping?.receiver ?? '',
    address: [shipping?.zipCode, shipping?.address].filter(Boolean).join(' '),
    receiverTel: shipping?.receiverTel ?? '',
    deliveryCompanyCode: shipment?.deliveryCompanyCode || shipping?.deliveryCompanyCode || '',
    invoice: shipment?.invoice || shipping?.invoice || '',
    deliveryMemo: shipping?.deliveryRemark ?? '',
    progresses: await Promise.all(progresses.map((p) => presentProgress(ctx, p, now))),
    orderEvents: events,
    delivery: shipment
      ? {
          id: shipment.id,
          status: shipment.status,
          deliveryCompanyCode: shipment.deliveryCompanyCode,
          invoice: shipment.invoice,
          deliveryStartDatetime: iso(shipment.deliveryStartDatetime),
          deliveryEndDatetime: iso(shipment.deliveryEndDatetime),
        }
      : null,
  };
}

/** GET /remakes?inspectionId=: the remakes an inspection led to, newest first. */
export async function listRemakesOfInspection(ctx: ServiceContext, inspectionId: number) {
  const rows = await remakesOfInspection(ctx.db, inspectionId);
  return rows.map((r) => ({ ...r, amount: r.amount ?? 0, receiptDatetime: r.receiptDatetime.toISOString() }));
}
