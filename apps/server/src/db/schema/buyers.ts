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
    /** 사업자등록번호: '123-45-67890' once checked; rows from before the check keep what was typed. */
    registrationNumber: varchar('registration_number', { length: 255 }).notNull().default(''),
    /** 대표자명, 업태, 종목 and the tax-invoice address, as a 전자세금계산서 needs them. */
    representative: varchar('representative', { length: 255 }).notNull().default(''),
    businessType: varchar('business_type', { length: 255 }).notNull().default(''),
    businessItem: varchar('business_item', { length: 255 }).notNull().default(''),
    taxInvoiceEmail: varchar('tax_invoice_email', { length: 255 }).notNull().default(''),
    /** 세금계산서 발행 방식: PER_ORDER (건별, on delivery complete) or MONTHLY (월합계). */
    taxInvoiceMode: varchar('tax_invoice_mode', { length: 16 }).notNull().default('PER_ORDER'),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    chargerName: varchar('charger_name', { length: 255 }).notNull().default(''),
    chargerTel: varchar('charger_tel', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('buyer_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
