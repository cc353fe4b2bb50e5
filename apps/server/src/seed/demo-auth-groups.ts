import { inArray } from 'drizzle-orm';
import { AUTHORITIES, readAuthority, writeAuthority, type AuthorityName, type MenuArea } from '@scm/contract';
import type { Db } from '../db/client';
import { authGroup, authGroupAuthority, authority, department, departmentAuthGroup } from '../db/schema';

const rw = (...areas: MenuArea[]): AuthorityName[] => areas.flatMap((a) => [readAuthority(a), writeAuthority(a)]);
const r = (...areas: MenuArea[]): AuthorityName[] => areas.map(readAuthority);

/** Sensible permission groups for the demo departments: each team reads and writes its own work. */
const GROUPS: { name: string; authorities: AuthorityName[]; departments: string[] }[] = [
  // Every authority, HR_MANAGE included: the office (관리부) keeps the staff records.
  { name: '전체 관리', authorities: AUTHORITIES.map((a) => a.name), departments: ['관리부'] },
  {
    name: '영업',
    authorities: [...rw('ORDER', 'PARTNER'), ...r('WORK', 'MONITORING', 'COMMON')],
    departments: ['영업부'],
  },
  {
    name: '생산',
    authorities: [...rw('WORK', 'PROCESS', 'FACILITY'), ...r('ORDER', 'MONITORING', 'COMMON')],
    departments: ['인쇄팀', '후가공팀', '디자인팀'],
  },
  {
    name: '출고',
    authorities: [...rw('WORK'), ...r('ORDER', 'PROCESS', 'MONITORING', 'COMMON')],
    departments: ['출고팀'],
  },
];

export async function seedDemoAuthGroups(tx: Db) {
  const authorities = await tx.select().from(authority);
  const departments = await tx
    .select()
    .from(department)
    .where(
      inArray(
        department.name,
        GROUPS.flatMap((g) => g.departments),
      ),
    );
  for (const g of GROUPS) {
    const [group] = await tx.insert(authGroup).values({ name: g.name }).returning();
    const ids = authorities.filter((a) => g.authorities.includes(a.name as AuthorityName)).map((a) => a.id);
    if (ids.length)
      await tx.insert(authGroupAuthority).values(ids.map((authorityId) => ({ authGroupId: group!.id, authorityId })));
    const deptIds = departments.filter((d) => g.departments.includes(d.name)).map((d) => d.id);
    if (deptIds.length)
      await tx
        .insert(departmentAuthGroup)
        .values(deptIds.map((departmentId) => ({ departmentId, authGroupId: group!.id })));
  }
}
