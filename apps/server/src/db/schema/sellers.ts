import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './common';

/** A supplier (paper, ink, outsourcing). */
export const seller = pgTable(
  'seller',
  {
    id: id(),
    sellerName: varchar('seller_name', { length: 255 }).notNull(),
    sellerTel: varchar('seller_tel', { length: 255 }).notNull(),
    sellerAddress: varchar('seller_address', { length: 255 }).notNull(),
    sellerChargerName: varchar('seller_charger_name', { length: 255 }).notNull(),
    sellerChargerTel: varchar('seller_charger_tel', { length: 255 }).notNull().default(''),
    sellerFax: varchar('seller_fax', { length: 255 }).notNull().default(''),
    sellerEmail: varchar('seller_email', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('seller_name_trgm').using('gin', sql`lower(${t.sellerName}) gin_trgm_ops`)],
);
