import { count, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { department } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

const listSpec: ListSpec = {
  sort: {
    id: department.id,
    name: department.name,
    color: department.color,
    isUsed: department.isUsed,
    createdAt: department.createdAt,
  },
  search: { name: department.name, color: department.color },
  defaultSort: [desc(department.id)],
};

export async function listDepartments(db: Db, q: ListQuery) {
  const plan = planList(q, listSpec);
  return fetchPage(
    plan,
    db.select().from(department).$dynamic(),
    db.select({ n: count() }).from(department).$dynamic(),
  );
}

export const findDepartment = async (db: Db, id: number) =>
  (await db.select().from(department).where(eq(department.id, id)))[0];

export const selectDepartments = (db: Db) =>
  db
    .select({ id: department.id, name: department.name, color: department.color, isUsed: department.isUsed })
    .from(department)
    .orderBy(sql`${department.isUsed} desc`, department.name);
