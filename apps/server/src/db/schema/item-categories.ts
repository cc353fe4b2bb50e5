import { boolean, index, integer, pgTable, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/** Three levels: level 1 has no parent, level 2 a parent, level 3 a parent that has a parent. */
export const itemCategory = pgTable(
  'item_category',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 255 }).notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => itemCategory.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('item_category_parent_idx').on(t.parentId)],
);
