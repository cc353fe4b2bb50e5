import { eq } from 'drizzle-orm';
import { ERRORS, type Department, type DepartmentCreateSchema, type ListQuery } from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { department } from '../../db/schema/departments';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { referencedKind, type References } from '../../platform/references';
import { findDepartment, listDepartments, selectDepartments } from './queries';

type Row = typeof department.$inferSelect;
export const presentDepartment = (r: Row): Department => ({
  id: r.id,
  name: r.name,
  color: r.color,
  isUsed: r.isUsed,
  createdAt: r.createdAt.toISOString(),
});

const NOT_FOUND = '부서를 찾을 수 없습니다.';

export async function pageDepartments(db: Db, q: ListQuery) {
  const { rows, total } = await listDepartments(db, q);
  return toPage(rows.map(presentDepartment), total, q);
}

export async function getDepartment(db: Db, id: number) {
  const row = await findDepartment(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return presentDepartment(row);
}

export async function createDepartment(db: Db, input: z.output<typeof DepartmentCreateSchema>) {
  const [row] = await db.insert(department).values(input).returning();
  return presentDepartment(row!);
}

export async function updateDepartment(db: Db, id: number, input: z.output<typeof DepartmentCreateSchema>) {
  const [row] = await db.update(department).set(input).where(eq(department.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return presentDepartment(row);
}

/** Departments employees belong to (the database refuses their deletion). */
export const DEPARTMENT = referencedKind('department', 'DEPARTMENT_IN_USE', ERRORS.DEPARTMENT_IN_USE);

/** A department with employees is kept (their history points at it); it can be marked unused instead. */
export async function deleteDepartment(db: Db, id: number, references: References) {
  const row = await findDepartment(db, id);
  if (!row) throw notFound(NOT_FOUND);
  await references.deleteUnlessUsed(db, DEPARTMENT, [id], () => db.delete(department).where(eq(department.id, id)));
  return presentDepartment(row);
}

export const departmentSelectList = (db: Db) => selectDepartments(db);
