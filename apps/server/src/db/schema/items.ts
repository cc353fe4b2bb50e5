import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { itemCategory } from './item-categories';

/** A stocked thing: paper, ink, finished goods. Its itemCode is what the Code-128 label encodes. */
export const item = pgTable(
  'item',
  {
    id: id(),
    itemCode: varchar('item_code', { length: 255 }).notNull().unique('item_code_unique'),
    name: varchar('name', { length: 255 }).notNull(),
    standardSize: varchar('standard_size', { length: 255 }).notNull().default(''),
    itemUnit: varchar('item_unit', { length: 10 }).notNull().default(''),
    itemPrice: integer('item_price').notNull().default(0),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    itemCategoryId: integer('item_category_id')
      .notNull()
      .references(() => itemCategory.id, { onDelete: 'restrict' }),
    isBom: boolean('is_bom').notNull().default(false),
    isUsed: boolean('is_used').notNull().default(true),
    /** The least stock the shop wants on hand (the dashboard lists items below it); null = no minimum. */
    minimumStock: integer('minimum_stock'),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_category_idx').on(t.itemCategoryId),
    index('item_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('item_code_trgm').using('gin', sql`lower(${t.itemCode}) gin_trgm_ops`),
  ],
);
