import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  EMPLOYEE_FORM_FIELD_TYPES,
  EMPLOYEE_STAMP_FIELD,
  STAMP_CONTENT_TYPES,
  STAMP_MAX_BYTES,
  employeeMessages,
} from '@scm/contract';
import type { z } from 'zod';
import { AppError, FieldError, fieldError, zodToFieldErrors } from '../../platform/errors';
import { FILE_FORMATS } from '../../platform/files/formats';
import type { UploadAllowance } from '../../platform/files/limits';
import { readParts } from '../../platform/files/multipart';
import { FileRejected, storeFilePart, type ReceivedFile } from '../../platform/files/receive';
import type { FileStorage } from '../../platform/files/storage';

export interface EmployeeForm {
  /** The non-file fields, typed as JSON would carry them, ready for the contract schema. */
  fields: Record<string, unknown>;
  /** The stamp image, already in storage; the caller removes it if the save does not happen. */
  stamp: ReceivedFile | null;
}

/** A form post carries every value as text: numbers and switches are turned back into their JSON types. */
function typed(name: string, value: string): unknown {
  switch (EMPLOYEE_FORM_FIELD_TYPES[name]) {
    case 'number':
      if (value.trim() === '') return null;
      return /^\d+$/.test(value.trim()) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case undefined:
      return value;
  }
}

/** A stamp is an image a browser shows in place: PNG, JPG, GIF or WEBP, checked by content as well as name. */
const STAMP_FORMATS = FILE_FORMATS.filter((f) =>
  (STAMP_CONTENT_TYPES as readonly string[]).includes(f.contentTypes[0]!),
);

/**
 * Reads POST/PUT /api/employee: multipart/form-data (flat field names and an optional `stamp` image part)
 * or, for API clients, a plain JSON body without a stamp. The stamp counts against the uploader's upload rate.
 */
export async function readEmployeeForm(
  request: FastifyRequest,
  storage: FileStorage,
  allowance: () => Promise<UploadAllowance>,
): Promise<EmployeeForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw fieldError('_', '잘못된 요청입니다.');
    return { fields: body as Record<string, unknown>, stamp: null };
  }
  const fields: Record<string, unknown> = {};
  let stamp: ReceivedFile | null = null;
  try {
    const parts = readParts(request, { fileSize: STAMP_MAX_BYTES, files: 1, fields: 40, fieldSize: 4096 });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== EMPLOYEE_STAMP_FIELD) fields[part.fieldname] = typed(part.fieldname, String(part.value));
        continue;
      }
      // A file input left blank still sends an empty, nameless part.
      if (part.fieldname !== EMPLOYEE_STAMP_FIELD || !part.filename) {
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

async function storeStamp(storage: FileStorage, part: MultipartFile, allowance: UploadAllowance) {
  try {
    return await storeFilePart(storage, part, { formats: STAMP_FORMATS, allowance });
  } catch (err) {
    if (err instanceof FileRejected) {
      const message = err.reason === 'not-allowed' ? employeeMessages.stampNotImage : err.message;
      throw fieldError(EMPLOYEE_STAMP_FIELD, message);
    }
    if (err instanceof AppError && err.errorCode === 'FILE_TOO_LARGE') {
      throw fieldError(EMPLOYEE_STAMP_FIELD, employeeMessages.stampTooLarge);
    }
    throw err;
  }
}

/** Zod issues as the usual field errors; unknown keys of a strict schema are reported under each key. */
export function toFieldError(error: z.ZodError): FieldError {
  const issues = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: '허용되지 않는 항목입니다.' }))
      : [issue],
  );
  return new FieldError(zodToFieldErrors(issues));
}

/** Validates the fields with the contract schema, removing a stored stamp when they fail. */
export async function parseEmployeeForm<T extends z.ZodType>(
  schema: T,
  form: EmployeeForm,
  storage: FileStorage,
): Promise<z.output<T>> {
  const parsed = schema.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  if (form.stamp) await storage.delete(form.stamp.storageKey);
  throw toFieldError(parsed.error);
}
