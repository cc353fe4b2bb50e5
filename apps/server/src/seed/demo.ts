import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, buyer, code, codeCategory, department, employee } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { seedDemoAuthGroups } from './demo-auth-groups';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoPartners } from './demo-partners';
import { seedDemoNoticesAndSchedules } from './demo-notices-schedules';
import { seedDemoCommonData } from './demo-common-data';
import { seedDemoProduction } from './demo-production';
import { seedDemoOrders } from './demo-orders';
import { seedDemoRates } from './demo-rates';

export const DEMO_PASSWORD = 'demo1234';

const DEPARTMENTS = [
  { name: '영업부', color: '#1E88E5' },
  { name: '디자인팀', color: '#8E24AA' },
  { name: '인쇄팀', color: '#E53935' },
  { name: '후가공팀', color: '#FB8C00' },
  { name: '출고팀', color: '#43A047' },
  { name: '관리부', color: '#546E7A' },
  { name: '품질관리팀', color: '#00897B', isUsed: false },
];

const EMPLOYEES = [
  { username: 'kim.sales', name: '김민준', dept: '영업부', position: '과장', number: 'E-1001', tel: '010-2345-1001' },
  {
    username: 'lee.design',
    name: '이서연',
    dept: '디자인팀',
    position: '대리',
    number: 'E-1002',
    tel: '010-2345-1002',
  },
  { username: 'park.print', name: '박도윤', dept: '인쇄팀', position: '부장', number: 'E-1003', tel: '010-2345-1003' },
  {
    username: 'choi.finish',
    name: '최하은',
    dept: '후가공팀',
    position: '주임',
    number: 'E-1004',
    tel: '010-2345-1004',
  },
  { username: 'jung.ship', name: '정시우', dept: '출고팀', position: '사원', number: 'E-1005', tel: '010-2345-1005' },
];

const BUYERS = [
  {
    username: 'hanbit',
    name: '한빛출판',
    tel: '02-555-0101',
    address: '서울특별시 마포구 양화로 45',
    chargerName: '오지훈',
    chargerTel: '010-8800-0101',
    email: 'order@hanbit.example',
  },
  {
    username: 'seoul-cafe',
    name: '서울카페',
    tel: '02-555-0202',
    address: '서울특별시 성동구 성수이로 88',
    chargerName: '윤서아',
    chargerTel: '010-8800-0202',
    email: 'cafe@seoulcafe.example',
  },
  {
    username: 'green-mart',
    name: '그린마트',
    tel: '031-555-0303',
    address: '경기도 성남시 분당구 판교역로 120',
    chargerName: '장예준',
    chargerTel: '010-8800-0303',
    email: 'buy@greenmart.example',
  },
];

/** A small Korean print shop: departments, staff with positions, client companies that can sign in. */
export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const depts = await tx.insert(department).values(DEPARTMENTS).returning();
    const deptId = (name: string) => depts.find((d) => d.name === name)!.id;
    const positions = await tx
      .select({ id: code.id, name: code.name })
      .from(code)
      .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
      .where(eq(codeCategory.name, 'position'));
    const positionId = (name: string) => positions.find((p) => p.name === name)?.id ?? null;

    const accounts = await tx
      .insert(account)
      .values([
        ...EMPLOYEES.map((e) => ({ username: e.username, passwordHash, userType: 'employee' as const })),
        ...BUYERS.map((b) => ({ username: b.username, passwordHash, userType: 'customer' as const })),
      ])
      .onConflictDoNothing()
      .returning();
    const accId = (username: string) => accounts.find((a) => a.username === username)?.id;
    const admin = await tx
      .select()
      .from(account)
      .where(inArray(account.username, ['admin']));
    if (admin[0]) {
      await tx
        .update(employee)
        .set({ departmentId: deptId('관리부'), positionId: positionId('대표') })
        .where(eq(employee.accountId, admin[0].id));
    }
    const staff = EMPLOYEES.filter((e) => accId(e.username)).map((e) => ({
      accountId: accId(e.username)!,
      name: e.name,
      number: e.number,
      tel: e.tel,
      departmentId: deptId(e.dept),
      positionId: positionId(e.position),
      email: `${e.username}@print-scm.example`,
      dateJoined: '2024-03-02',
    }));
    if (staff.length) await tx.insert(employee).values(staff);
    const clients = BUYERS.filter((b) => accId(b.username)).map(({ username, ...b }) => ({
      ...b,
      accountId: accId(username)!,
    }));
    if (clients.length) await tx.insert(buyer).values(clients);
    await seedDemoAuthGroups(tx);
    await seedDemoPartners(tx);
    await seedDemoNoticesAndSchedules(tx);
    await seedDemoCommonData(tx);
    await seedDemoEmployees(tx, passwordHash);
    await seedDemoProduction(tx);
    // The rates first: the demo orders and bags are priced from them as they are taken (issue 33).
    await seedDemoRates(tx);
    await seedDemoOrders(tx);
  });
}
