import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { item } from './items';
import { seller } from './sellers';
import { itemCategory } from './item-categories';

/** Raw material ordered from a supplier; receiving it puts its amount into stock. */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    id: id(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => seller.id, { onDelete: 'restrict' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    /** Set when the goods arrived and went into stock. */
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  // The list's default order (newest first, id breaking ties), and each keyword lookup's id within the date window.
  (t) => [
    index('purchase_order_date_idx').on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_order_item_idx').on(t.itemId, t.orderDate.desc().nullsFirst()),
    index('purchase_order_seller_idx').on(t.sellerId, t.orderDate.desc().nullsFirst()),
    // "What hasn't arrived": the 발주 status filter reads only the open orders, in list order.
    index('purchase_order_open_idx')
      .on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.receivedAt} is null`),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [index('inspection_start_idx').on(t.startDate), index('inspection_end_idx').on(t.endDate)],
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
