import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { DEPARTMENT_SORT_FIELDS, type DEPARTMENT_SEARCH_FILTERS, type ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { department } from '../../db/schema/departments';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

const departmentList = defineList({
  from: department,
  key: department.id,
  columns: getTableColumns(department),
  sortFields: DEPARTMENT_SORT_FIELDS,
  sort: {
    id: department.id,
    name: department.name,
    color: department.color,
    isUsed: department.isUsed,
    createdAt: department.createdAt,
  },
  search: { name: department.name, color: department.color } satisfies SearchOf<typeof DEPARTMENT_SEARCH_FILTERS>,
  defaultSort: [desc(department.id)],
});

export const listDepartments = (db: Db, q: ListQuery) => fetchList(db, departmentList, q);

export const findDepartment = async (db: Db, id: number) =>
  (await db.select().from(department).where(eq(department.id, id)))[0];

export const selectDepartments = (db: Db) =>
  db
    .select({ id: department.id, name: department.name, color: department.color, isUsed: department.isUsed })
    .from(department)
    .orderBy(sql`${department.isUsed} desc`, department.name);
