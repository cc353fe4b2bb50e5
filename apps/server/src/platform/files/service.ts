import { fileUrl, type Attachment } from '@scm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/context';
import { notFound } from '../errors';
import type { FileAccess } from './access';
import { deleteStoredFile, findStoredFile, insertStoredFiles, type StoredFileRow } from './queries';
import type { ReceivedFile } from './receive';
import type { FileStorage } from './storage';

export const FILE_NOT_FOUND = '파일을 찾을 수 없습니다.';

export const presentAttachment = (r: StoredFileRow): Attachment => ({
  id: r.id,
  originalFileName: r.originalFileName,
  contentType: r.contentType,
  size: r.size,
  url: fileUrl(r.id),
  dtype: r.dtype,
});

/** Records stored uploads; if the rows can't be written the stored bytes are removed again. */
export async function recordUploads(
  db: Db,
  storage: FileStorage,
  uploadedBy: number,
  upload: { files: ReceivedFile[]; dtype: string },
): Promise<Attachment[]> {
  try {
    const rows = await insertStoredFiles(
      db,
      upload.files.map((f) => ({ ...f, dtype: upload.dtype, uploadedBy })),
    );
    return rows.map(presentAttachment);
  } catch (err) {
    await Promise.all(upload.files.map((f) => storage.delete(f.storageKey)));
    throw err;
  }
}

/** The file if the principal may read it; otherwise the same 404 as a missing one, so ids reveal nothing. */
export async function findReadableFile(db: Db, access: FileAccess, principal: Principal, id: number) {
  const file = await findStoredFile(db, id);
  if (!file || !(await access.canReadFile(principal, file))) throw notFound(FILE_NOT_FOUND);
  return file;
}

export async function deleteFile(
  db: Db,
  storage: FileStorage,
  access: FileAccess,
  principal: Principal,
  id: number,
  log: FastifyBaseLogger,
) {
  const file = await findStoredFile(db, id);
  if (!file || !access.canDeleteFile(principal, file)) throw notFound(FILE_NOT_FOUND);
  await deleteStoredFile(db, id);
  // The row is the record: once it is gone the bytes are unreachable, so a failed removal only costs disk space.
  await storage.delete(file.storageKey).catch((err: unknown) => log.warn({ err, id }, 'stored file not removed'));
  return presentAttachment(file);
}
