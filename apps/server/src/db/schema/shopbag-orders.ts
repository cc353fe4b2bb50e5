import { index, integer, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { account } from './accounts';
import { buyer } from './buyers';
import { city } from './cities';
import { employee } from './employees';
import { id } from './common';
import { printingOrder } from './orders';
import { seller } from './sellers';

/**
 * What makes a printing order (work type SHOPBAG) a shopping-bag order: its cut count, the sales employee and the
 * area it is sold in. Everything an order has (number, product, delivery, print spec, work order, delivery,
 * events) stays on `printing_order` and its children, so work orders, paper release and deliveries treat bags
 * like any job.
 */
export const shopbagOrder = pgTable(
  'shopbag_order',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    /** FOUR, EIGHT or TWELVE. */
    shopbagType: varchar('shopbag_type', { length: 8 }).notNull(),
    /** The sales employee in charge (required on the form). */
    employeeId: integer('employee_id').references(() => employee.id, { onDelete: 'set null' }),
    parentCityCode: varchar('parent_city_code', { length: 10 }).references(() => city.code, { onDelete: 'restrict' }),
    childCityCode: varchar('child_city_code', { length: 10 }).references(() => city.code, { onDelete: 'restrict' }),
  },
  (t) => [
    index('shopbag_order_city_idx').on(t.parentCityCode, t.childCityCode),
    index('shopbag_order_employee_idx').on(t.employeeId),
  ],
);

/** The distribution targets (배포처) of a bag order: suppliers from the seller picker, each once. */
export const shopbagOrderSeller = pgTable(
  'shopbag_order_seller',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => seller.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.sellerId] }), index('shopbag_order_seller_seller_idx').on(t.sellerId)],
);

/**
 * A design slot (A1 … D4) sold to an advertiser (a buyer). Its draft is a stored file owned by the slot
 * (ownerType ShopbagOrderSlot). A customer's own bag orders are those in which it holds a slot.
 */
export const shopbagOrderSlot = pgTable(
  'shopbag_order_slot',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    position: varchar('position', { length: 3 }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'restrict' }),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => account.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('shopbag_order_slot_position_unique').on(t.orderId, t.position),
    index('shopbag_order_slot_buyer_idx').on(t.buyerId, t.orderId),
  ],
);
