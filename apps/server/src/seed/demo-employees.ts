import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, code, codeCategory, department, employee } from '../db/schema';

/** Personnel details for the demo staff created in demo.ts. */
const DETAILS: Record<string, { address: string; salaryAccount: string; emergencyContact: string; remark?: string }> = {
  'kim.sales': {
    address: '서울특별시 마포구 월드컵북로 21',
    salaryAccount: '국민은행 123401-04-100101',
    emergencyContact: '010-7000-1001 (배우자)',
    remark: '주요 거래처 한빛출판·서울카페 담당',
  },
  'lee.design': {
    address: '서울특별시 은평구 통일로 684',
    salaryAccount: '신한은행 110-402-100202',
    emergencyContact: '010-7000-1002 (모)',
  },
  'park.print': {
    address: '경기도 고양시 일산동구 중앙로 1275',
    salaryAccount: '우리은행 1002-340-100303',
    emergencyContact: '010-7000-1003 (배우자)',
    remark: '오프셋 4도기 책임자',
  },
  'choi.finish': {
    address: '경기도 파주시 회동길 145',
    salaryAccount: '농협은행 302-1004-1004-01',
    emergencyContact: '010-7000-1004 (부)',
  },
  'jung.ship': {
    address: '서울특별시 강서구 공항대로 247',
    salaryAccount: '하나은행 620-100505-101',
    emergencyContact: '010-7000-1005 (형)',
    remark: '1톤 화물 운전 가능',
  },
};

/** Staff beyond the sign-in demo accounts: an accountant and a designer who has left. */
const MORE_STAFF = [
  {
    username: 'han.account',
    name: '한지민',
    dept: '관리부',
    position: '대리',
    number: 'E-1006',
    tel: '010-2345-1006',
    dateJoined: '2023-09-01',
    dateResigned: null,
    remark: '입금·세금계산서 담당',
  },
  {
    username: 'seo.design',
    name: '서예린',
    dept: '디자인팀',
    position: '사원',
    number: 'E-0907',
    tel: '010-2345-0907',
    dateJoined: '2022-01-03',
    dateResigned: '2025-02-28',
    remark: '퇴사 (쇼핑백 시안 담당)',
  },
];

export async function seedDemoEmployees(tx: Db, passwordHash: string) {
  const accounts = await tx
    .select({ id: account.id, username: account.username })
    .from(account)
    .where(inArray(account.username, Object.keys(DETAILS)));
  for (const acc of accounts) {
    await tx.update(employee).set(DETAILS[acc.username]!).where(eq(employee.accountId, acc.id));
  }

  const depts = await tx.select({ id: department.id, name: department.name }).from(department);
  const positions = await tx
    .select({ id: code.id, name: code.name })
    .from(code)
    .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
    .where(eq(codeCategory.name, 'position'));
  for (const s of MORE_STAFF) {
    const [acc] = await tx
      .insert(account)
      .values({ username: s.username, passwordHash, userType: 'employee' })
      .onConflictDoNothing()
      .returning({ id: account.id });
    if (!acc) continue;
    await tx.insert(employee).values({
      accountId: acc.id,
      name: s.name,
      number: s.number,
      tel: s.tel,
      departmentId: depts.find((d) => d.name === s.dept)?.id ?? null,
      positionId: positions.find((p) => p.name === s.position)?.id ?? null,
      email: `${s.username}@print-scm.example`,
      dateJoined: s.dateJoined,
      dateResigned: s.dateResigned,
      remark: s.remark,
    });
  }
}
