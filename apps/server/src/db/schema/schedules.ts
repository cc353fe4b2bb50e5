import { boolean, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './common';

export const schedule = pgTable(
  'schedule',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    remark: varchar('remark', { length: 1024 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isUsed: boolean('is_used').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('schedule_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('schedule_period_idx').on(t.startDate, t.endDate),
  ],
);
