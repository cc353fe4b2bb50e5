import { boolean, date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { account } from './accounts';
import { department } from './departments';
import { code } from './codes';
import { createdAt, id } from './common';

export const employee = pgTable(
  'employee',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => account.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 255 }).notNull().default(''),
    name: varchar('name', { length: 255 }).notNull(),
    departmentId: integer('department_id').references(() => department.id, { onDelete: 'restrict' }),
    positionId: integer('position_id').references(() => code.id, { onDelete: 'restrict' }),
    tel: varchar('tel', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 255 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    salaryAccount: varchar('salary_account', { length: 255 }).notNull().default(''),
    emergencyContact: varchar('emergency_contact', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    dateJoined: date('date_joined', { mode: 'string' }),
    dateResigned: date('date_resigned', { mode: 'string' }),
    isOrderReceiptNotification: boolean('is_order_receipt_notification').notNull().default(true),
    isWorkRequestDepartmentNotification: boolean('is_work_request_department_notification').notNull().default(true),
    stampFileId: integer('stamp_file_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('employee_department_idx').on(t.departmentId),
    index('employee_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
