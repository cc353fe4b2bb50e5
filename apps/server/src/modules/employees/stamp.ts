import type { FastifyReply, FastifyRequest } from 'fastify';
import { employeeMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { sendStoredImage } from '../../platform/files/image-form';
import type { FileStorage } from '../../platform/files/storage';
import { findStampFile } from './queries';

/** GET /api/employee/stamp/{id}: the employee's stamp image, shown in place; 404 when there is none. */
export async function sendStamp(
  db: Db,
  storage: FileStorage,
  employeeId: number,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const options = { etagPrefix: 'stamp', missingMessage: employeeMessages.stampNotFound };
  return sendStoredImage(storage, await findStampFile(db, employeeId), options, req, reply);
}
