import { boolean, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { item } from './items';
import { itemCategory } from './item-categories';

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
