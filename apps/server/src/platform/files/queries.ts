import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema';

export type StoredFileRow = typeof storedFile.$inferSelect;
export type NewStoredFile = typeof storedFile.$inferInsert;

export const insertStoredFiles = (db: Db, rows: NewStoredFile[]) => db.insert(storedFile).values(rows).returning();

export const findStoredFile = async (db: Db, id: number): Promise<StoredFileRow | undefined> =>
  (await db.select().from(storedFile).where(eq(storedFile.id, id)))[0];

/** Deletes file rows by id (their bytes are the caller's to remove once the transaction has committed). */
export const deleteStoredFileRows = (db: Db, ids: number[]) => db.delete(storedFile).where(inArray(storedFile.id, ids));

/** Deletes the file only while it is still unattached and the uploader's, so an attach in between wins. */
export const deleteUnattachedUpload = async (db: Db, id: number, uploadedBy: number) =>
  (
    await db
      .delete(storedFile)
      .where(and(eq(storedFile.id, id), isNull(storedFile.ownerType), eq(storedFile.uploadedBy, uploadedBy)))
      .returning()
  )[0];

/** Attaches the uploader's unattached files to a record; returns the ids it attached. */
export const attachStoredFiles = async (
  db: Db,
  ids: number[],
  uploadedBy: number,
  owner: { ownerType: string; ownerId: number },
) =>
  ids.length
    ? (
        await db
          .update(storedFile)
          .set(owner)
          .where(and(inArray(storedFile.id, ids), isNull(storedFile.ownerType), eq(storedFile.uploadedBy, uploadedBy)))
          .returning({ id: storedFile.id })
      ).map((r) => r.id)
    : [];

/**
 * Detaches a record's files except `keep`: they become unattached again (their uploader's), so the hourly clean-up
 * removes them once they are a day old. Returns the ids detached.
 */
export const detachStoredFiles = async (
  db: Db,
  owner: { ownerType: string; ownerId: number },
  keep: readonly number[] = [],
) =>
  (
    await db
      .update(storedFile)
      .set({ ownerType: null, ownerId: null })
      .where(
        and(
          eq(storedFile.ownerType, owner.ownerType),
          eq(storedFile.ownerId, owner.ownerId),
          keep.length ? notInArray(storedFile.id, [...keep]) : undefined,
        ),
      )
      .returning({ id: storedFile.id })
  ).map((r) => r.id);

/**
 * Removes up to `batch` files never attached and older than `hours`; each row is deleted by exactly one process
 * (rows another process holds are skipped). Returns the removed rows' storage keys.
 */
export const deleteExpiredUnattached = async (db: Db, hours: number, batch: number) =>
  db
    .delete(storedFile)
    .where(
      inArray(
        storedFile.id,
        sql`(select id from stored_file where owner_type is null
              and created_at < now() - make_interval(hours => ${hours})
              order by created_at limit ${batch} for update skip locked)`,
      ),
    )
    .returning({ id: storedFile.id, storageKey: storedFile.storageKey });
