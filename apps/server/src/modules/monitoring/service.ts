import {
  inspectionItemName,
  type ListQuery,
  type MonitoringInspectionRow,
  type MonitoringOrderRow,
  type MonitoringReleasingRow,
  type MonitoringWorkRow,
  type Page,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { toPage } from '../../platform/list';
import type { ShopClock } from '../../platform/service';
import {
  listDeliveriesCompletedToday,
  listInspectionsEndingToday,
  listOrdersReceivedToday,
  listWorkCompletedToday,
} from './queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** Rows filtered on a moment of today always have it. */
const isoOf = (d: Date | null) => (d ?? new Date(0)).toISOString();

export async function ordersReceivedToday(db: Db, clock: ShopClock, q: ListQuery): Promise<Page<MonitoringOrderRow>> {
  const { rows, total } = await listOrdersReceivedToday(db, clock, q);
  const content = rows.map((r) => ({
    ...r,
    receiptDatetime: r.receiptDatetime.toISOString(),
    cancelledAt: iso(r.cancelledAt),
  }));
  return toPage(content, total, q);
}

export async function workCompletedToday(db: Db, clock: ShopClock, q: ListQuery): Promise<Page<MonitoringWorkRow>> {
  const { rows, total } = await listWorkCompletedToday(db, clock, q);
  const content = rows.map((r) => ({
    ...r,
    receiptDatetime: r.receiptDatetime.toISOString(),
    completeDatetime: isoOf(r.completeDatetime),
  }));
  return toPage(content, total, q);
}

export async function deliveriesCompletedToday(
  db: Db,
  clock: ShopClock,
  q: ListQuery,
): Promise<Page<MonitoringReleasingRow>> {
  const { rows, total } = await listDeliveriesCompletedToday(db, clock, q);
  const content = rows.map((r) => ({
    ...r,
    deliveryStartDatetime: iso(r.deliveryStartDatetime),
    deliveryEndDatetime: isoOf(r.deliveryEndDatetime),
  }));
  return toPage(content, total, q);
}

export async function inspectionsEndingToday(
  db: Db,
  clock: ShopClock,
  q: ListQuery,
): Promise<Page<MonitoringInspectionRow>> {
  const { rows, total } = await listInspectionsEndingToday(db, clock, q);
  const content = rows.map(({ itemNames, ...r }) => ({ ...r, itemName: inspectionItemName(itemNames) }));
  return toPage(content, total, q);
}
