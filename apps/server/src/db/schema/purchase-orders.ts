import { date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { item } from './items';
import { seller } from './sellers';

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
  (t) => [index('purchase_order_date_idx').on(t.orderDate), index('purchase_order_item_idx').on(t.itemId)],
);
