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
  /** 사업자등록번호 as '123-45-67890' ('' until entered). */
  registrationNumber: varchar('registration_number', { length: 255 }).notNull().default(''),
  /** 업태 and 종목, as on the company's registration certificate. */
  businessType: varchar('business_type', { length: 255 }).notNull().default(''),
  businessItem: varchar('business_item', { length: 255 }).notNull().default(''),
  /** Where buyers send tax-invoice mail. */
  taxInvoiceEmail: varchar('tax_invoice_email', { length: 255 }).notNull().default(''),
  /** The company's stamp (직인) image, a stored file attached to this record; null when none. */
  stampFileId: integer('stamp_file_id'),
});
