import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, appSetting, employee } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { seedReferenceData } from './reference';
import type { FileStorage } from '../platform/files/storage';
import { seedDemoData } from './demo';
import { seedDemoStamp } from './demo-stamp';

export interface SeedOptions {
  adminPassword?: string;
  demo: boolean;
  log: (line: string) => void;
  /** Where the demo's company stamp goes; without it (tests) the demo company has no stamp. */
  storage?: FileStorage;
}

/**
 * Runs on every start and only ever adds what is missing: the reference codes, the `admin` employee
 * (first start only) and, once, the demo data set. Nothing existing is overwritten.
 */
export async function seedDatabase(db: Db, opts: SeedOptions) {
  await seedReferenceData(db);
  await ensureAdmin(db, opts);
  if (opts.demo) {
    const inserted = await db
      .insert(appSetting)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await seedDemoData(db);
      if (opts.storage) await seedDemoStamp(db, opts.storage);
      opts.log('데모 데이터를 불러왔습니다. (DEMO_DATA=false 로 끌 수 있습니다)');
    }
  }
}

async function ensureAdmin(db: Db, opts: SeedOptions) {
  const [existing] = await db.select({ id: account.id }).from(account).where(eq(account.username, 'admin'));
  if (existing) return;
  const generated = !opts.adminPassword;
  const password = opts.adminPassword ?? crypto.randomBytes(6).toString('base64url').slice(0, 10);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [acc] = await tx
      .insert(account)
      .values({ username: 'admin', passwordHash, userType: 'employee', isAdmin: true })
      .onConflictDoNothing()
      .returning();
    if (!acc) return;
    await tx.insert(employee).values({ accountId: acc.id, name: '관리자', number: 'A-0001' });
  });
  if (generated) {
    opts.log('='.repeat(60));
    opts.log(`관리자 계정이 만들어졌습니다. 아이디: admin  비밀번호: ${password}`);
    opts.log('이 비밀번호는 지금 한 번만 표시됩니다. 로그인 후 비밀번호를 변경하세요.');
    opts.log('='.repeat(60));
  }
}
