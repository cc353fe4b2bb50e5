import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema';

export type StoredFileRow = typeof storedFile.$inferSelect;
export type NewStoredFile = typeof storedFile.$inferInsert;

export const insertStoredFiles = (db: Db, rows: NewStoredFile[]) => db.insert(storedFile).values(rows).returning();

export const findStoredFile = async (db: Db, id: number): Promise<StoredFileRow | undefined> =>
  (await db.select().from(storedFile).where(eq(storedFile.id, id)))[0];

export const deleteStoredFile = async (db: Db, id: number): Promise<StoredFileRow | undefined> =>
  (await db.delete(storedFile).where(eq(storedFile.id, id)).returning())[0];
