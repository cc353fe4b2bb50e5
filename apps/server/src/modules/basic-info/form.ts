import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  BASIC_INFO_FORM_FIELD_TYPES,
  COMPANY_STAMP_CONTENT_TYPES,
  COMPANY_STAMP_FIELD,
  COMPANY_STAMP_MAX_BYTES,
  basicInfoMessages,
} from '@scm/contract';
import type { z } from 'zod';
import { AppError, FieldError, fieldError, zodToFieldErrors } from '../../platform/errors';
import { FILE_FORMATS } from '../../platform/files/formats';
import type { UploadAllowance } from '../../platform/files/limits';
import { readParts } from '../../platform/files/multipart';
import { FileRejected, storeFilePart, type ReceivedFile } from '../../platform/files/receive';
import type { FileStorage } from '../../platform/files/storage';

interface BasicInfoForm {
  fields: Record<string, unknown>;
  /** The stamp image, already in storage; the caller removes it if the save does not happen. */
  stamp: ReceivedFile | null;
}

/** A form post carries every value as text: the id and the switch are turned back into their JSON types. */
function typed(name: string, value: string): unknown {
  switch (BASIC_INFO_FORM_FIELD_TYPES[name]) {
    case 'number':
      return /^\d+$/.test(value.trim()) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case undefined:
      return value;
  }
}

/** The company stamp goes into PDFs: PNG or JPG only, checked by content as well as name. */
const STAMP_FORMATS = FILE_FORMATS.filter((f) =>
  (COMPANY_STAMP_CONTENT_TYPES as readonly string[]).includes(f.contentTypes[0]!),
);

async function storeStamp(storage: FileStorage, part: MultipartFile, allowance: UploadAllowance) {
  try {
    return await storeFilePart(storage, part, { formats: STAMP_FORMATS, allowance });
  } catch (err) {
    if (err instanceof FileRejected) {
      const message = err.reason === 'not-allowed' ? basicInfoMessages.stampNotImage : err.message;
      throw fieldError(COMPANY_STAMP_FIELD, message);
    }
    if (err instanceof AppError && err.errorCode === 'FILE_TOO_LARGE')
      throw fieldError(COMPANY_STAMP_FIELD, basicInfoMessages.stampTooLarge);
    throw err;
  }
}

/**
 * Reads PUT /api/basic_info: multipart/form-data (flat fields and an optional `stamp` image part) or a plain JSON
 * body without a stamp. The stamp counts against the uploader's upload rate.
 */
export async function readBasicInfoForm(
  request: FastifyRequest,
  storage: FileStorage,
  allowance: () => Promise<UploadAllowance>,
): Promise<BasicInfoForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw fieldError('_', '잘못된 요청입니다.');
    return { fields: body as Record<string, unknown>, stamp: null };
  }
  const fields: Record<string, unknown> = {};
  let stamp: ReceivedFile | null = null;
  try {
    const parts = readParts(request, { fileSize: COMPANY_STAMP_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== COMPANY_STAMP_FIELD) fields[part.fieldname] = typed(part.fieldname, String(part.value));
        continue;
      }
      // A file input left blank still sends an empty, nameless part.
      if (part.fieldname !== COMPANY_STAMP_FIELD || !part.filename) {
        part.file.resume();
        continue;
      }
      stamp = await storeStamp(storage, part, await allowance());
    }
  } catch (err) {
    if (stamp) await storage.delete(stamp.storageKey);
    throw err;
  }
  return { fields, stamp };
}

/** Validates the fields with the contract schema, removing a stored stamp when they fail. */
export async function parseBasicInfoForm<T extends z.ZodType>(
  schema: T,
  form: BasicInfoForm,
  storage: FileStorage,
): Promise<z.output<T>> {
  const parsed = schema.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  if (form.stamp) await storage.delete(form.stamp.storageKey);
  const issues = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: '허용되지 않는 항목입니다.' }))
      : [issue],
  );
  throw new FieldError(zodToFieldErrors(issues));
}
