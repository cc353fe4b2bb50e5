import { fileUrl, type Attachment } from '@scm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/context';
import { conflict, notFound } from '../errors';
import type { FileAccess } from './access';
import { checkUploadsFit, type UploadLimits } from './limits';
import {
  deleteStoredFileRows,
  deleteUnattachedUpload,
  findStoredFile,
  insertStoredFiles,
  type StoredFileRow,
} from './queries';
import type { ReceivedFile } from './receive';
import type { FileStorage } from './storage';

export const FILE_NOT_FOUND = '파일을 찾을 수 없습니다.';
export const FILE_ATTACHED =
  '다른 기록에 첨부된 파일은 여기서 삭제할 수 없습니다. 첨부된 기록의 화면에서 바꾸거나 지워주세요.';

export const presentAttachment = (r: StoredFileRow): Attachment => ({
  id: r.id,
  originalFileName: r.originalFileName,
  contentType: r.contentType,
  size: r.size,
  url: fileUrl(r.id),
  dtype: r.dtype,
});

/**
 * Records stored uploads (unattached; a module attaches them to its record later), after checking under the
 * account's lock that they still fit its quota and rate. If the rows can't be written the bytes are removed again.
 */
export async function recordUploads(
  db: Db,
  storage: FileStorage,
  limits: UploadLimits,
  principal: Principal,
  upload: { files: ReceivedFile[]; dtype: string },
): Promise<Attachment[]> {
  try {
    const rows = await db.transaction(async (tx) => {
      await checkUploadsFit(
        tx,
        limits,
        principal,
        upload.files.map((f) => f.size),
      );
      return insertStoredFiles(
        tx,
        upload.files.map((f) => ({ ...f, dtype: upload.dtype, uploadedBy: principal.accountId })),
      );
    });
    return rows.map(presentAttachment);
  } catch (err) {
    await Promise.all(upload.files.map((f) => storage.delete(f.storageKey)));
    throw err;
  }
}

/**
 * Stores the row of a file a module received in its own form (an employee's stamp), attached at once to its record;
 * returns its id. The stored-file rows are the files platform's: modules keep them through these functions.
 */
export async function storeAttachedFile(
  db: Db,
  file: ReceivedFile,
  attach: { dtype: string; uploadedBy: number; ownerType: string; ownerId: number },
): Promise<number> {
  const [row] = await insertStoredFiles(db, [{ ...file, ...attach }]);
  return row!.id;
}

/** Removes a record's file rows; the caller removes their bytes (by storage key) after the commit. */
export async function deleteStoredFiles(db: Db, ids: number[]) {
  if (ids.length) await deleteStoredFileRows(db, ids);
}

/** The file if the principal may read it; otherwise the same 404 as a missing one, so ids reveal nothing. */
export async function findReadableFile(db: Db, access: FileAccess, principal: Principal, id: number) {
  const file = await findStoredFile(db, id);
  if (!file || !(await access.canReadFile(principal, file))) throw notFound(FILE_NOT_FOUND);
  return file;
}

/** DELETE /api/file/{id}: the uploader removes a file not yet attached; an attached one stays with its record. */
export async function deleteFile(
  db: Db,
  storage: FileStorage,
  access: FileAccess,
  principal: Principal,
  id: number,
  log: FastifyBaseLogger,
) {
  const file = await findStoredFile(db, id);
  const verdict = file ? await access.deletion(principal, file) : 'hidden';
  if (!file || verdict === 'hidden') throw notFound(FILE_NOT_FOUND);
  if (verdict === 'attached') throw conflict('FILE_ATTACHED', FILE_ATTACHED);
  const deleted = await deleteUnattachedUpload(db, id, principal.accountId);
  // Attached (or removed) by another request since it was read.
  if (!deleted) throw conflict('FILE_ATTACHED', FILE_ATTACHED);
  // The row is the record: once it is gone the bytes are unreachable, so a failed removal only costs disk space.
  await storage.delete(file.storageKey).catch((err: unknown) => log.warn({ err, id }, 'stored file not removed'));
  return presentAttachment(file);
}
