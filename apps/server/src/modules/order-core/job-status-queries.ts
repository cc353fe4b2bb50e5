import { and, eq } from 'drizzle-orm';
import { delivery } from '../../db/schema/deliveries';
import { department } from '../../db/schema/departments';
import { printingOrder } from '../../db/schema/orders';
import { workOrder } from '../../db/schema/work-orders';

/**
 * The join condition onto the order's current job (the latest work order opened on it: its open remake, once one is
 * opened), one row per order, for every read of an order's job status.
 */
export const currentWorkOrderJoin = and(eq(workOrder.orderId, printingOrder.id), eq(workOrder.isCurrent, true))!;

/** Where the job is now: its work order's state, the team holding it and its delivery, read beside the order. */
export const jobStatusColumns = {
  workOrderId: workOrder.id,
  workOrderStatus: workOrder.status,
  departmentName: department.name,
  deliveryStatus: delivery.status,
};

/** The joins `jobStatusColumns` read through, for a list kit's `joins` (left joins: every order keeps its row). */
export const jobStatusJoins = [
  { table: workOrder, on: currentWorkOrderJoin, left: true },
  { table: department, on: eq(department.id, workOrder.holderDepartmentId), left: true },
  { table: delivery, on: eq(delivery.workOrderId, workOrder.id), left: true },
] as const;
