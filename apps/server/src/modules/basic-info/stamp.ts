import type { FastifyReply, FastifyRequest } from 'fastify';
import { basicInfoMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/files/file-names';
import { StoredObjectMissing, type FileStorage } from '../../platform/files/storage';
import { companyStampFile } from './service';

/** GET /api/basic_info/stamp: the company's stamp image, shown in place; 404 when there is none. */
export async function sendCompanyStamp(db: Db, storage: FileStorage, req: FastifyRequest, reply: FastifyReply) {
  const file = await companyStampFile(db);
  if (!file) throw notFound(basicInfoMessages.stampNotFound);
  // A new stamp is a new stored file, so the file id identifies the bytes.
  const etag = `"company-stamp-${file.id}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('inline', file.originalFileName));
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const content = await storage.get(file.storageKey).catch((err: unknown) => {
    if (err instanceof StoredObjectMissing) throw notFound(basicInfoMessages.stampNotFound);
    throw err;
  });
  return reply.header('content-type', file.contentType).header('content-length', file.size).send(content);
}
