import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { employee } from './employees';
import { workOrder } from './work-orders';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The shipment of a finished job: READY when printing completes, SHIPPING with a carrier and invoice, COMPLETE. */
export const delivery = pgTable(
  'delivery',
  {
    id: id(),
    workOrderId: integer('work_order_id')
      .notNull()
      .unique('delivery_work_order_unique')
      .references(() => workOrder.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull().default('READY'),
    deliveryCompanyCode: varchar('delivery_company_code', { length: 20 }).notNull().default(''),
    /** Digits only. */
    invoice: varchar('invoice', { length: 40 }).notNull().default(''),
    /** Staff confirmed this carrier and invoice are shared with another shipment of the customer (합포장). */
    combinedShipment: boolean('combined_shipment').notNull().default(false),
    deliveryStartDatetime: instant('delivery_start_datetime'),
    deliveryEndDatetime: instant('delivery_end_datetime'),
    startedBy: integer('started_by').references(() => employee.id, { onDelete: 'set null' }),
    completedBy: integer('completed_by').references(() => employee.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The open list (READY and SHIPPING together) in its order: the index above gives each state its own range.
    index('delivery_open_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('READY', 'SHIPPING')`),
    index('delivery_complete_idx')
      .on(t.deliveryEndDatetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deliveryEndDatetime} is not null`),
  ],
);
