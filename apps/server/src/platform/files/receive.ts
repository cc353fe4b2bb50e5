import type { FastifyRequest } from 'fastify';
import { FileDtypeSchema } from '@scm/contract';
import { AppError, badRequest, fieldError } from '../errors';
import { cleanContentType, cleanFileName } from './file-names';
import { newStorageKey, type FileStorage } from './storage';

export interface ReceivedFile {
  storageKey: string;
  originalFileName: string;
  contentType: string;
  size: number;
}

export interface ReceiveLimits {
  /** The multipart field carrying the file(s): `file` or `files`. */
  fileField: string;
  maxFiles: number;
  maxBytes: number;
}

/**
 * Streams each file part of a multipart request into storage, with the optional `dtype` field. Any failure
 * (too large, too many, a bad field) removes the files already stored, so nothing is left behind.
 */
export async function receiveFiles(
  request: FastifyRequest,
  storage: FileStorage,
  limits: ReceiveLimits,
): Promise<{ files: ReceivedFile[]; dtype: string }> {
  if (!request.isMultipart()) throw badRequest('FILE_REQUIRED');
  const files: ReceivedFile[] = [];
  let dtype = '';
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'dtype') dtype = parseDtype(part.value);
        continue;
      }
      // A browser sends an empty, nameless part for a file input left blank.
      if (part.fieldname !== limits.fileField || !part.filename) {
        part.file.resume();
        continue;
      }
      const storageKey = newStorageKey();
      const size = await storage.put(storageKey, part.file);
      if (part.file.truncated) {
        await storage.delete(storageKey);
        throw new AppError(413, 'FILE_TOO_LARGE');
      }
      files.push({
        storageKey,
        originalFileName: cleanFileName(part.filename),
        contentType: cleanContentType(part.mimetype),
        size,
      });
    }
  } catch (err) {
    await Promise.all(files.map((f) => storage.delete(f.storageKey)));
    throw err;
  }
  if (files.length === 0) throw badRequest('FILE_REQUIRED');
  return { files, dtype };
}

function parseDtype(value: unknown): string {
  const parsed = FileDtypeSchema.safeParse(value);
  if (!parsed.success) throw fieldError('dtype', parsed.error.issues[0]?.message ?? '잘못된 값입니다.');
  return parsed.data;
}
