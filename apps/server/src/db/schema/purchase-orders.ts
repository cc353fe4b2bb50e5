import { sql } from 'drizzle-orm';
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
  // The list's default order (newest first, id breaking ties), and each keyword lookup's id within the date window.
  (t) => [
    index('purchase_order_date_idx').on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_order_item_idx').on(t.itemId, t.orderDate.desc().nullsFirst()),
    index('purchase_order_seller_idx').on(t.sellerId, t.orderDate.desc().nullsFirst()),
    // The amount sort (largest first, then the default order breaking ties) walks this instead of sorting the year.
    index('purchase_order_amount_idx').on(
      t.amount.desc().nullsFirst(),
      t.orderDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // "What hasn't arrived": the 발주 status filter reads only the open orders, in list order.
    index('purchase_order_open_idx')
      .on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.receivedAt} is null`),
  ],
);
