import { boolean, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './common';

export const notice = pgTable(
  'notice',
  {
    id: id(),
    title: varchar('title', { length: 255 }).notNull(),
    comment: varchar('comment', { length: 1024 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isUsed: boolean('is_used').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('notice_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('notice_period_idx').on(t.startDate, t.endDate),
  ],
);
