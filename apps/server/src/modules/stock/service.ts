import {
  STOCK_DELETE_REFUSED,
  stockMessages,
  type InputOutput,
  type ListQuery,
  type Page,
  type ReceivingHistory,
  type ReleasingHistory,
  type Stock,
  type StockAdjustValues,
  type StockHistory,
  type StockListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { employeeNames } from '../employees';
import { ordersOfJobs } from '../order-core';
import { listHistoryOfStock, listStockMoves } from './history-queries';
import { changeStock } from './ledger';
import { findStock, listStocks, type StockRow } from './queries';

export const presentStock = (r: StockRow): Stock => ({
  ...r,
  adjustedDate: r.adjustedDate?.toISOString() ?? null,
});

export async function pageStocks(db: Db, q: StockListQuery) {
  const { rows, total } = await listStocks(db, q);
  return toPage(rows.map(presentStock), total, q);
}

async function requireStock(db: Db, id: number) {
  const row = await findStock(db, id);
  if (!row) throw notFound(stockMessages.notFound);
  return row;
}

export const getStock = async (db: Db, id: number) => presentStock(await requireStock(db, id));

/**
 * A hand adjustment from the stock screen: the amount is always positive and the io type says which way it goes.
 * The ledger does the atomic change and its history row; a release below zero comes back as its 409.
 */
export async function adjustStock(db: Db, id: number, input: StockAdjustValues, employeeId: number | null) {
  const row = await requireStock(db, id);
  const delta = input.ioType === 'AMOUNT_ADJUSTING_AS_RECEIVING' ? input.adjustAmount : -input.adjustAmount;
  await changeStock(db, {
    itemId: row.itemId,
    delta,
    ioType: input.ioType,
    unitPrice: input.unitPrice || undefined,
    reason: input.reason,
    memo: input.memo,
    employeeId,
  });
  return getStock(db, id);
}

/**
 * A stock record is created with its item and removed with it (the foreign key cascades), so it is never deleted on
 * its own: that would leave an item without stock. The user is told to delete the item or mark it unused instead.
 */
export async function refuseStockDelete(db: Db, id: number): Promise<never> {
  await requireStock(db, id);
  throw conflict('STOCK_DELETE_REFUSED', STOCK_DELETE_REFUSED);
}

export async function pageStockHistory(db: Db, id: number, q: ListQuery): Promise<Page<StockHistory>> {
  await requireStock(db, id);
  const { rows, total } = await listHistoryOfStock(db, id, q);
  const ids = [...new Set(rows.flatMap((r) => (r.employeeId === null ? [] : [r.employeeId])))];
  const names = await employeeNames(db, ids);
  return toPage(
    rows.map(({ employeeId, workDate, ...r }) => ({
      ...r,
      workDate: workDate.toISOString(),
      employeeName: employeeId === null ? '' : (names.get(employeeId) ?? ''),
    })),
    total,
    q,
  );
}

async function pageMoves(db: Db, direction: InputOutput, q: ListQuery) {
  const { rows, total } = await listStockMoves(db, direction, q);
  // A production release names its order (the work order the ledger row refers to).
  const jobIds = rows.flatMap((r) =>
    r.referenceType === 'WORK_ORDER' && r.referenceId !== null ? [r.referenceId] : [],
  );
  const orders = await ordersOfJobs(db, [...new Set(jobIds)]);
  return toPage(
    rows.map(({ referenceType, referenceId, ...r }) => {
      const order = referenceType === 'WORK_ORDER' && referenceId !== null ? orders.get(referenceId) : undefined;
      return {
        ...r,
        workDate: r.workDate.toISOString(),
        orderId: order?.orderId ?? null,
        orderNumber: order?.orderNumber ?? null,
        orderWorkType: order?.workType ?? null,
      };
    }),
    total,
    q,
  );
}

export const pageReceivingHistory = async (db: Db, q: ListQuery): Promise<Page<ReceivingHistory>> => {
  const page = await pageMoves(db, 'INPUT', q);
  return { ...page, content: page.content.map(({ type: _type, ...r }) => r) };
};

export const pageReleasingHistory = (db: Db, q: ListQuery): Promise<Page<ReleasingHistory>> =>
  pageMoves(db, 'OUTPUT', q);
