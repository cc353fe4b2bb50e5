import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  WORK_ORDER_SORT_FIELDS,
  type ListQuery,
  type WORK_ORDER_SEARCH_FILTERS,
  type WorkOrderStatus,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { facility } from '../../db/schema/facilities';
import { inspection } from '../../db/schema/inspections';
import { item } from '../../db/schema/items';
import { printingOrder } from '../../db/schema/orders';
import { workOrder, workOrderPaper, workOrderPaperUsage, workProgress } from '../../db/schema/work-orders';
import { defineList, fetchList, type SearchOf } from '../../platform/list';
import { orderJobFacts, orderListParts } from '../order-core';

/** Σ of one of a remake's own paper columns. */
const remakePaperSum = (column: AnyColumn) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${workOrderPaper} where ${workOrderPaper.workOrderId} = ${workOrder.id})`.mapWith(
    Number,
  );
const usedPaper = sql`(select 1 from ${workOrderPaperUsage} where ${workOrderPaperUsage.workOrderId} = ${workOrder.id})`;
/** Σ of one column of the paper actually used, recorded at printing complete. */
const usedPaperSum = (column: AnyColumn) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${workOrderPaperUsage} where ${workOrderPaperUsage.workOrderId} = ${workOrder.id})`;
/** The job's paper: what it actually used when recorded, else a remake's own lines, else its order's. */
const paperSum = (used: AnyColumn, remake: AnyColumn, original: SQL<number>) =>
  sql<number>`case when exists ${usedPaper} then ${usedPaperSum(used)} when ${workOrder.kind} = 'REMAKE' then ${remakePaperSum(remake)} else ${original} end`.mapWith(
    Number,
  );

const columns = {
  id: workOrder.id,
  kind: workOrder.kind,
  reason: workOrder.reason,
  remakeAmount: workOrder.amount,
  inspectionId: workOrder.inspectionId,
  deliveryStatus: delivery.status,
  ...orderJobFacts,
  orderPaperAmount: paperSum(workOrderPaperUsage.amount, workOrderPaper.amount, orderJobFacts.orderPaperAmount),
  orderPaperWrongAmount: paperSum(
    workOrderPaperUsage.wrongAmount,
    workOrderPaper.wrongAmount,
    orderJobFacts.orderPaperWrongAmount,
  ),
  status: workOrder.status,
  receiptDatetime: workOrder.receiptDatetime,
  completeDatetime: workOrder.completeDatetime,
  printedAt: workOrder.printedAt,
  currentProgressId: workOrder.currentProgressId,
  holderDepartmentId: workOrder.holderDepartmentId,
  heldSince: workOrder.heldSince,
  departmentName: department.name,
  workProgressStatus: workProgress.status,
  ...orderListParts.columns,
};

const joins = [
  ...orderListParts.joins(workOrder.orderId),
  { table: department, on: eq(department.id, workOrder.holderDepartmentId), left: true },
  { table: workProgress, on: eq(workProgress.id, workOrder.currentProgressId), left: true },
  { table: delivery, on: eq(delivery.workOrderId, workOrder.id), left: true },
] as const;

const listOf = (opts: { dates: Record<string, AnyColumn>; defaultSort: SQL[]; defaultDateWindow: boolean }) =>
  defineList({
    from: workOrder,
    key: workOrder.id,
    joins,
    columns,
    sortFields: WORK_ORDER_SORT_FIELDS,
    sort: {
      id: workOrder.id,
      orderNumber: orderListParts.sort.orderNumber,
      productName: orderListParts.sort.productName,
      receiptDatetime: workOrder.receiptDatetime,
      deliveryDate: orderListParts.sort.deliveryDate,
      heldSince: workOrder.heldSince,
      completeDatetime: workOrder.completeDatetime,
    },
    search: {
      orderNumber: orderListParts.search.orderNumber,
      productName: orderListParts.search.productName,
    } satisfies SearchOf<typeof WORK_ORDER_SEARCH_FILTERS>,
    ...opts,
  });

// Open jobs are never hidden by a default date window; the completed history shows the last year unless asked.
const openWorkOrders = listOf({
  dates: { receiptDatetime: workOrder.receiptDatetime },
  defaultSort: [desc(workOrder.receiptDatetime), desc(workOrder.id)],
  defaultDateWindow: false,
});
const completedWorkOrders = listOf({
  dates: { completeDatetime: workOrder.completeDatetime, receiptDatetime: workOrder.receiptDatetime },
  defaultSort: [desc(workOrder.completeDatetime), desc(workOrder.id)],
  defaultDateWindow: true,
});

export type WorkOrderListRow = NonNullable<(typeof openWorkOrders)['__row']>;

/**
 * Jobs in one state. A cancelled order's job is CANCELLED (the cancel moves it in the same transaction, and only
 * from RECEIPT or WORKING), so no other state holds one: the state alone keeps cancelled orders out, and the lists
 * and their counts read the work order's own indexes without visiting the order.
 */
const inState = (status: WorkOrderStatus) => eq(workOrder.status, status);

/** The received tab: jobs no team has started. */
export const listReceivedWorkOrders = (db: Db, q: ListQuery) => fetchList(db, openWorkOrders, q, [inState('RECEIPT')]);

/** The by-department tab: jobs a team holds, optionally one department's. */
export const listHeldWorkOrders = (db: Db, q: ListQuery, departmentId: number | undefined) =>
  fetchList(db, openWorkOrders, q, [
    inState('WORKING'),
    departmentId === undefined ? undefined : eq(workOrder.holderDepartmentId, departmentId),
  ]);

/** Completed jobs, newest completion first. */
export const listCompletedWorkOrders = (db: Db, q: ListQuery) =>
  fetchList(db, completedWorkOrders, q, [inState('COMPLETE')]);

/** One job with its order facts (cancelled orders included: the detail still shows them). */
export async function findWorkOrder(db: Db, id: number): Promise<WorkOrderListRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(workOrder)
    .innerJoin(joins[0].table, joins[0].on)
    .leftJoin(joins[1].table, joins[1].on)
    .leftJoin(department, joins[2].on)
    .leftJoin(workProgress, joins[3].on)
    .leftJoin(delivery, joins[4].on)
    .where(eq(workOrder.id, id));
  return row;
}

export const findProgress = async (db: Db, id: number) =>
  (await db.select().from(workProgress).where(eq(workProgress.id, id)))[0];

export const insertProgress = async (db: Db, values: typeof workProgress.$inferInsert) =>
  (await db.insert(workProgress).values(values).returning({ id: workProgress.id }))[0]!.id;

export const findDepartment = async (db: Db, id: number) =>
  (await db.select().from(department).where(eq(department.id, id)))[0];

const requester = alias(employee, 'requester');

/** Where the job has been: every team's turn, oldest first, with who started it and who asked for it. */
export const progressesOf = (db: Db, workOrderId: number) =>
  db
    .select({
      id: workProgress.id,
      departmentId: workProgress.departmentId,
      departmentName: department.name,
      status: workProgress.status,
      employeeName: employee.name,
      requestedByName: requester.name,
      receivedAt: workProgress.receivedAt,
      startedAt: workProgress.startedAt,
      finishedAt: workProgress.finishedAt,
      facilityId: workProgress.facilityId,
      facilityName: facility.name,
      producedQuantity: workProgress.producedQuantity,
    })
    .from(workProgress)
    .innerJoin(department, eq(department.id, workProgress.departmentId))
    .leftJoin(facility, eq(facility.id, workProgress.facilityId))
    .leftJoin(employee, eq(employee.id, workProgress.employeeId))
    .leftJoin(requester, eq(requester.id, workProgress.requestedBy))
    .where(eq(workProgress.workOrderId, workOrderId))
    .orderBy(asc(workProgress.id));

export type ProgressRow = Awaited<ReturnType<typeof progressesOf>>[number];

/** The teams a job can be passed to (departments in use), by name, for the next-team picker. */
export const selectTeams = (db: Db) =>
  db
    .select({ id: department.id, name: department.name })
    .from(department)
    .where(eq(department.isUsed, true))
    .orderBy(asc(department.name), asc(department.id));

/** Every job of the order (the original and its remakes), oldest first, with the inspection each remake answers. */
export const workOrdersOfOrder = (db: Db, orderId: number) =>
  db
    .select({
      id: workOrder.id,
      kind: workOrder.kind,
      status: workOrder.status,
      current: workOrder.isCurrent,
      reason: workOrder.reason,
      amount: workOrder.amount,
      inspectionId: workOrder.inspectionId,
      inspectionName: inspection.name,
      receiptDatetime: workOrder.receiptDatetime,
      completeDatetime: workOrder.completeDatetime,
    })
    .from(workOrder)
    .leftJoin(inspection, eq(inspection.id, workOrder.inspectionId))
    .where(eq(workOrder.orderId, orderId))
    .orderBy(asc(workOrder.id));

/** The remakes an inspection led to, newest first, with their orders. */
export const remakesOfInspection = (db: Db, inspectionId: number) =>
  db
    .select({
      id: workOrder.id,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      status: workOrder.status,
      amount: workOrder.amount,
      reason: workOrder.reason,
      receiptDatetime: workOrder.receiptDatetime,
    })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(and(eq(workOrder.inspectionId, inspectionId), eq(workOrder.kind, 'REMAKE')))
    .orderBy(desc(workOrder.id));

/** The units of the items, for the detail's paper lines. */
export async function itemUnits(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: item.id, unit: item.itemUnit })
    .from(item)
    .where(inArray(item.id, [...itemIds]));
  return new Map(rows.map((r) => [r.id, r.unit]));
}

/** The order's latest remaining job, which becomes its current one again. */
export const latestJobOf = async (db: Db, orderId: number) =>
  (
    await db
      .select({ id: workOrder.id })
      .from(workOrder)
      .where(eq(workOrder.orderId, orderId))
      .orderBy(desc(workOrder.id))
      .limit(1)
  )[0];

/** The machines a turn may run on, for the picker (WORK readers need no FACILITY authority). */
export const selectMachines = (db: Db) =>
  db
    .select({ id: facility.id, name: facility.name, code: facility.code })
    .from(facility)
    .orderBy(asc(facility.name), asc(facility.id));

/** Whether the machine exists (a turn is bound only to one that does). */
export const machineExists = async (db: Db, id: number) =>
  (await db.select({ id: facility.id }).from(facility).where(eq(facility.id, id))).length > 0;

/** A remake's own paper lines with the item's name, in entry order. */
export const remakePaperLines = (db: Db, workOrderId: number) =>
  db
    .select({
      rawItemId: workOrderPaper.rawItemId,
      itemName: item.name,
      amount: workOrderPaper.amount,
      wrongAmount: workOrderPaper.wrongAmount,
    })
    .from(workOrderPaper)
    .innerJoin(item, eq(item.id, workOrderPaper.rawItemId))
    .where(eq(workOrderPaper.workOrderId, workOrderId))
    .orderBy(asc(workOrderPaper.position));
