import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { account } from './accounts';
import { createdAt, id } from './common';

/** A client company; its account signs in to the customer area. Sign-up creates one. */
export const buyer = pgTable(
  'buyer',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => account.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    tel: varchar('tel', { length: 255 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 255 }).notNull().default(''),
    registrationNumber: varchar('registration_number', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    chargerName: varchar('charger_name', { length: 255 }).notNull().default(''),
    chargerTel: varchar('charger_tel', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('buyer_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
