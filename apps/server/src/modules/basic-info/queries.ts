import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basicInfo } from '../../db/schema/basic-info';
import { storedFile } from '../../db/schema/files';

export type BasicInfoRow = typeof basicInfo.$inferSelect;
export type BasicInfoWrite = Omit<BasicInfoRow, 'id' | 'stampFileId'>;

export const findBasicInfo = async (db: Db, id: number): Promise<BasicInfoRow | undefined> =>
  (await db.select().from(basicInfo).where(eq(basicInfo.id, id)))[0];

/** The row locked for an update, so two saves of the stamp cannot both keep the old file's id. */
export const lockBasicInfo = async (db: Db, id: number): Promise<BasicInfoRow | undefined> =>
  (await db.select().from(basicInfo).where(eq(basicInfo.id, id)).for('update'))[0];

export const insertBasicInfoIfMissing = (db: Db, row: BasicInfoRow) =>
  db.insert(basicInfo).values(row).onConflictDoNothing();

export const updateBasicInfoRow = async (db: Db, id: number, values: BasicInfoWrite & { stampFileId: number | null }) =>
  (await db.update(basicInfo).set(values).where(eq(basicInfo.id, id)).returning())[0];

/** The stored file of the company's stamp (직인), or undefined when none is stored. */
export const findCompanyStampFile = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: storedFile.id,
        storageKey: storedFile.storageKey,
        contentType: storedFile.contentType,
        size: storedFile.size,
        originalFileName: storedFile.originalFileName,
      })
      .from(basicInfo)
      .innerJoin(storedFile, eq(storedFile.id, basicInfo.stampFileId))
      .where(eq(basicInfo.id, id))
  )[0];

export const findStoredFileKey = async (db: Db, id: number) =>
  (await db.select({ storageKey: storedFile.storageKey }).from(storedFile).where(eq(storedFile.id, id)))[0]?.storageKey;
