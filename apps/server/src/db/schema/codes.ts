import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

export const codeCategory = pgTable('code_category', {
  id: id(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
});

export const code = pgTable(
  'code',
  {
    id: id(),
    codeCategoryId: integer('code_category_id')
      .notNull()
      .references(() => codeCategory.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    isUsed: boolean('is_used').notNull().default(true),
    isDeletable: boolean('is_deletable').notNull().default(false),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('code_category_idx').on(t.codeCategoryId)],
);
