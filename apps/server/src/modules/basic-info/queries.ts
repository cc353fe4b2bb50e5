import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basicInfo } from '../../db/schema/basic-info';

export type BasicInfoRow = typeof basicInfo.$inferSelect;

export const findBasicInfo = async (db: Db, id: number): Promise<BasicInfoRow | undefined> =>
  (await db.select().from(basicInfo).where(eq(basicInfo.id, id)))[0];

export const insertBasicInfoIfMissing = (db: Db, row: BasicInfoRow) =>
  db.insert(basicInfo).values(row).onConflictDoNothing();
