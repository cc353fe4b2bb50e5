import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { toPage } from '../../platform/list';
import { listGroupMembers, listPartnerManagers, listUsedDepartments } from './queries';

export async function pageUsedDepartments(db: Db, q: ListQuery) {
  const { rows, total } = await listUsedDepartments(db, q);
  return toPage(rows, total, q);
}

/** `connected`: employees linked to the group; otherwise the ones that could still be added. */
export async function pageGroupMembers(db: Db, q: ListQuery, authGroupId: number, connected: boolean) {
  const { rows, total } = await listGroupMembers(db, q, authGroupId, connected);
  return toPage(rows, total, q);
}

/** Phone numbers only when the caller may see colleagues' contacts. */
export async function pagePartnerManagers(db: Db, q: ListQuery, withTel: boolean) {
  const { rows, total } = await listPartnerManagers(db, q, withTel);
  return toPage(rows, total, q);
}
