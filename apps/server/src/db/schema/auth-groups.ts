import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { department } from './departments';
import { employee } from './employees';
import { createdAt, id } from './common';

/** An authority the server checks, e.g. COMMON_READ. Seeded from the contract's list; not edited by users. */
export const authority = pgTable('authority', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  nameKorean: varchar('name_korean', { length: 255 }).notNull(),
});

export const authGroup = pgTable('auth_group', {
  id: id(),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

export const authGroupAuthority = pgTable(
  'auth_group_authority',
  {
    authGroupId: integer('auth_group_id')
      .notNull()
      .references(() => authGroup.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => authority.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.authGroupId, t.authorityId] })],
);

export const departmentAuthGroup = pgTable(
  'department_auth_group',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => department.id, { onDelete: 'cascade' }),
    authGroupId: integer('auth_group_id')
      .notNull()
      .references(() => authGroup.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.authGroupId] }), index('dag_group_idx').on(t.authGroupId)],
);

export const employeeAuthGroup = pgTable(
  'employee_auth_group',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id, { onDelete: 'cascade' }),
    authGroupId: integer('auth_group_id')
      .notNull()
      .references(() => authGroup.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.authGroupId] }), index('eag_group_idx').on(t.authGroupId)],
);
