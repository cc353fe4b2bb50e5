import type { FastifyRequest } from 'fastify';
import { SHOPBAG_DRAFT_FIELD, SHOPBAG_SLOT_FIELD, shopbagOrderMessages as M } from '@scm/contract';
import { fieldError } from '../../platform/errors';
import type { UploadAllowance } from '../../platform/files/limits';
import { readParts } from '../../platform/files/multipart';
import { FileRejected, storeFilePart, type ReceivedFile } from '../../platform/files/receive';
import type { FileStorage } from '../../platform/files/storage';

export interface SlotForm {
  /** The slot's fields, as JSON carried them, for the contract schema. */
  fields: unknown;
  /** The draft, already in storage; the caller removes it if the save does not happen. */
  draft: ReceivedFile | null;
}

const parseSlot = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fieldError(SHOPBAG_SLOT_FIELD, '디자인 정보를 읽을 수 없습니다.');
  }
};

/**
 * Reads POST/PUT /buyer: multipart/form-data with the slot as JSON text (`slot`) and an optional draft file
 * (`draft`), or, for API clients, a plain JSON slot without a draft.
 */
export async function readSlotForm(
  request: FastifyRequest,
  storage: FileStorage,
  maxBytes: number,
  allowance: () => Promise<UploadAllowance>,
): Promise<SlotForm> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, draft: null };
  let fields: unknown = {};
  let draft: ReceivedFile | null = null;
  try {
    for await (const part of readParts(request, { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 8192 })) {
      if (part.type === 'field') {
        if (part.fieldname === SHOPBAG_SLOT_FIELD) fields = parseSlot(String(part.value));
        continue;
      }
      // A file input left blank still sends an empty, nameless part.
      if (part.fieldname !== SHOPBAG_DRAFT_FIELD || !part.filename) {
        part.file.resume();
        continue;
      }
      try {
        draft = await storeFilePart(storage, part, { allowance: await allowance(), maxBytes });
      } catch (err) {
        if (err instanceof FileRejected) throw fieldError(SHOPBAG_DRAFT_FIELD, `${M.draftRejected} (${err.message})`);
        throw err;
      }
    }
  } catch (err) {
    if (draft) await storage.delete(draft.storageKey);
    throw err;
  }
  return { fields, draft };
}
