import type { FastifyReply, FastifyRequest } from 'fastify';
import { basicInfoMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { sendStoredImage } from '../../platform/files/image-form';
import type { FileStorage } from '../../platform/files/storage';
import { companyStampFile } from './service';

/** GET /api/basic_info/stamp: the company's stamp image, shown in place; 404 when there is none. */
export async function sendCompanyStamp(db: Db, storage: FileStorage, req: FastifyRequest, reply: FastifyReply) {
  const options = { etagPrefix: 'company-stamp', missingMessage: basicInfoMessages.stampNotFound };
  return sendStoredImage(storage, await companyStampFile(db), options, req, reply);
}
