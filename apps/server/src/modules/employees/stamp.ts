import type { FastifyReply, FastifyRequest } from 'fastify';
import { employeeMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/files/file-names';
import { StoredObjectMissing, type FileStorage } from '../../platform/files/storage';
import { findStampFile } from './queries';

/** GET /api/employee/stamp/{id}: the employee's stamp image, shown in place; 404 when there is none. */
export async function sendStamp(
  db: Db,
  storage: FileStorage,
  employeeId: number,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const file = await findStampFile(db, employeeId);
  if (!file) throw notFound(employeeMessages.stampNotFound);
  // A new stamp is a new stored file, so the file id identifies the bytes.
  const etag = `"stamp-${file.id}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('inline', file.originalFileName));
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const content = await storage.get(file.storageKey).catch((err: unknown) => {
    if (err instanceof StoredObjectMissing) throw notFound(employeeMessages.stampNotFound);
    throw err;
  });
  return reply.header('content-type', file.contentType).header('content-length', file.size).send(content);
}
