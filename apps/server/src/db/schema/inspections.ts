import { boolean, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { employee } from './employees';
import { item } from './items';
import { itemCategory } from './item-categories';
import { printingOrder } from './orders';

/** A quality inspection of one or more items' work. */
export const inspection = pgTable(
  'inspection',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    worker: varchar('worker', { length: 255 }).notNull().default(''),
    categoryId: integer('category_id').references(() => itemCategory.id, { onDelete: 'set null' }),
    inspectionQuantity: integer('inspection_quantity').notNull(),
    defectQuantity: integer('defect_quantity').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    complete: boolean('complete').notNull().default(false),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    /** The order (or bag order) whose job was inspected, if named; its detail lists the inspection's defects. */
    orderId: integer('order_id').references(() => printingOrder.id, { onDelete: 'set null' }),
    /** The last 완료 취소: when and by whom a completed inspection was reopened. */
    completeCancelledAt: timestamp('complete_cancelled_at', { withTimezone: true, mode: 'date' }),
    completeCancelledBy: integer('complete_cancelled_by').references(() => employee.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_start_idx').on(t.startDate),
    index('inspection_end_idx').on(t.endDate),
    index('inspection_order_idx').on(t.orderId),
  ],
);

/** The items an inspection covers, in the order they were chosen. */
export const inspectionItem = pgTable(
  'inspection_item',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspection.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inspectionId, t.itemId] }), index('inspection_item_item_idx').on(t.itemId)],
);
