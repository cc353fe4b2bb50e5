import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** The company's own details; a single row with id 1. */
export const basicInfo = pgTable('basic_info', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  representative: varchar('representative', { length: 255 }).notNull(),
  tel: varchar('tel', { length: 255 }).notNull(),
  address: varchar('address', { length: 255 }).notNull(),
  email: varchar('email', { length: 255 }).notNull().default(''),
  fax: varchar('fax', { length: 255 }).notNull().default(''),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
});
