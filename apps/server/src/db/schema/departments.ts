import { boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './common';

export const department = pgTable(
  'department',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    color: varchar('color', { length: 16 }).notNull().default('#333'),
    isUsed: boolean('is_used').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('department_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
