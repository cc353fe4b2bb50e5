import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/** Production steps in the order work passes through them. */
export const process = pgTable('process', {
  id: id(),
  name: varchar('name', { length: 255 }).notNull(),
  orderNum: integer('order_num').notNull(),
  createdAt: createdAt(),
});
