import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { department } from './departments';
import { employee } from './employees';
import { facility } from './facilities';
import { inspection } from './inspections';
import { item } from './items';
import { printingOrder } from './orders';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The production job of an order (작업지시), created with it in RECEIPT. Teams work it in turn through its work
 * progresses; the team holding it now and since when are kept here too, so the work lists need no progress scan.
 */
export const workOrder = pgTable(
  'work_order',
  {
    id: id(),
    /** The printing order it makes (a bag order is a printing order too). */
    orderId: integer('order_id').references(() => printingOrder.id, { onDelete: 'cascade' }),
    /** ORIGINAL (opened with the order, one per order) or REMAKE (재작업: opened later, its own paper lines). */
    kind: varchar('kind', { length: 8 }).notNull().default('ORIGINAL'),
    /**
     * The order's job now: the latest work order opened on it, one per order. Lists reading an order's job status
     * join on it, so a remake never doubles an order's row and the order follows its open remake.
     */
    isCurrent: boolean('is_current').notNull().default(true),
    /** A remake's reason, quantity and the inspection that found the defects (none for the original). */
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    amount: integer('amount'),
    inspectionId: integer('inspection_id').references(() => inspection.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('RECEIPT'),
    receiptDatetime: instant('receipt_datetime').notNull().defaultNow(),
    completeDatetime: instant('complete_datetime'),
    /**
     * When the printing was done (paper out of stock). Set with completeDatetime when printing finishes the job, or
     * alone when the printed job goes on to a finishing team (후가공), whose completion then opens the shipment.
     */
    printedAt: instant('printed_at'),
    /** The open (RECEIPT or WORKING) progress, its team and since when that team holds the job. */
    currentProgressId: integer('current_progress_id'),
    holderDepartmentId: integer('holder_department_id').references(() => department.id, { onDelete: 'set null' }),
    heldSince: instant('held_since'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_order_original_unique')
      .on(t.orderId)
      .where(sql`${t.kind} = 'ORIGINAL'`),
    uniqueIndex('work_order_current_unique')
      .on(t.orderId)
      .where(sql`${t.isCurrent}`),
    // A join on the order alone (the completed-deliveries keyword, an order's jobs): the partial unique indexes above
    // cannot serve it (bench/README.md, issue 32's bench:lists).
    index('work_order_order_idx').on(t.orderId),
    index('work_order_inspection_idx')
      .on(t.inspectionId)
      .where(sql`${t.inspectionId} is not null`),
    // The received tab, the by-department tab, and the monitoring list of today's completed work.
    index('work_order_status_idx').on(t.status, t.receiptDatetime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('work_order_holder_idx').on(
      t.holderDepartmentId,
      t.receiptDatetime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One team's jobs in work, in the tab's order: a finished job keeps its last holder, so the index above holds
    // a team's whole history; this one holds only the jobs in work.
    index('work_order_held_idx')
      .on(t.holderDepartmentId, t.receiptDatetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'WORKING'`),
    index('work_order_complete_idx')
      .on(t.completeDatetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.completeDatetime} is not null`),
  ],
);

/** One team's turn on a work order: received (RECEIPT), started (WORKING), finished or passed on (COMPLETE). */
export const workProgress = pgTable(
  'work_progress',
  {
    id: id(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrder.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => department.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 12 }).notNull().default('RECEIPT'),
    receivedAt: instant('received_at').notNull().defaultNow(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    /** Who asked this team (the previous team's employee), and who started the work here. */
    requestedBy: integer('requested_by').references(() => employee.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => employee.id, { onDelete: 'set null' }),
    /** The machine the turn runs on (picked at start or on the detail); its counter readings are the turn's output. */
    facilityId: integer('facility_id').references(() => facility.id, { onDelete: 'set null' }),
    /** The machine's count between started and finished, recorded when the turn finishes (null without a machine). */
    producedQuantity: integer('produced_quantity'),
  },
  (t) => [
    index('work_progress_work_order_idx').on(t.workOrderId, t.id),
    index('work_progress_department_idx').on(t.departmentId, t.status),
  ],
);

/** A remake's own paper (the original's paper is its order's usePaperList), released at its printing complete. */
export const workOrderPaper = pgTable(
  'work_order_paper',
  {
    id: id(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrder.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    rawItemId: integer('raw_item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull().default(0),
    wrongAmount: integer('wrong_amount').notNull().default(0),
  },
  (t) => [
    index('work_order_paper_work_order_idx').on(t.workOrderId, t.position),
    index('work_order_paper_item_idx').on(t.rawItemId),
  ],
);

/**
 * The paper a job actually used and spoiled, recorded at its printing complete when the team says so (issue 31); this
 * is what left stock. The spec's lines (the order's usePaperList, a remake's work_order_paper) stay as planned.
 */
export const workOrderPaperUsage = pgTable(
  'work_order_paper_usage',
  {
    id: id(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrder.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    rawItemId: integer('raw_item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull().default(0),
    wrongAmount: integer('wrong_amount').notNull().default(0),
  },
  (t) => [
    index('work_order_paper_usage_work_order_idx').on(t.workOrderId, t.position),
    index('work_order_paper_usage_item_idx').on(t.rawItemId),
  ],
);
