import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError, FieldError, fieldError, notFound, zodToFieldErrors } from '../errors';
import { contentDisposition } from './file-names';
import { FILE_FORMATS } from './formats';
import type { UploadAllowance } from './limits';
import { readParts } from './multipart';
import { FileRejected, storeFilePart, type ReceivedFile } from './receive';
import { StoredObjectMissing, type FileStorage } from './storage';

/**
 * A record saved from a form with one optional image (an employee's 도장, the company's 직인): which part is the
 * image, which image types and size it may have, its Korean refusals, and how the text fields turn back into JSON.
 */
export interface ImageFormSpec {
  imageField: string;
  contentTypes: readonly string[];
  maxBytes: number;
  /** How many text fields a post may carry. */
  maxFields: number;
  fieldTypes: Readonly<Record<string, 'number' | 'boolean'>>;
  /** Whether a number field left empty means null (a cleared optional number) rather than the text ''. */
  emptyNumberIsNull?: boolean;
  messages: { notImage: string; tooLarge: string };
}

export interface ImageForm {
  /** The non-file fields, typed as JSON would carry them, ready for the contract schema. */
  fields: Record<string, unknown>;
  /** The image, already in storage; the caller removes it if the save does not happen. */
  image: ReceivedFile | null;
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

/**
 * Reads and validates such a form: multipart/form-data (flat field names and the optional image part, checked by
 * content as well as name and counted against the uploader's upload rate) or, for API clients, a plain JSON body
 * without an image. A stored image is removed again when the post or its fields fail.
 */
export function imageFormOf(spec: ImageFormSpec) {
  const formats = FILE_FORMATS.filter((f) => spec.contentTypes.includes(f.contentTypes[0]!));

  /** A form post carries every value as text: numbers and switches are turned back into their JSON types. */
  function typed(name: string, value: string): unknown {
    switch (spec.fieldTypes[name]) {
      case 'number':
        if (spec.emptyNumberIsNull && value.trim() === '') return null;
        return /^\d+$/.test(value.trim()) ? Number(value) : value;
      case 'boolean':
        return value === 'true' ? true : value === 'false' ? false : value;
      case undefined:
        return value;
    }
  }

  async function storeImage(storage: FileStorage, part: MultipartFile, allowance: UploadAllowance) {
    try {
      return await storeFilePart(storage, part, { formats, allowance });
    } catch (err) {
      if (err instanceof FileRejected)
        throw fieldError(spec.imageField, err.reason === 'not-allowed' ? spec.messages.notImage : err.message);
      if (err instanceof AppError && err.errorCode === 'FILE_TOO_LARGE')
        throw fieldError(spec.imageField, spec.messages.tooLarge);
      throw err;
    }
  }

  async function read(
    request: FastifyRequest,
    storage: FileStorage,
    allowance: () => Promise<UploadAllowance>,
  ): Promise<ImageForm> {
    if (!request.isMultipart()) {
      const body: unknown = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) throw fieldError('_', '잘못된 요청입니다.');
      return { fields: body as Record<string, unknown>, image: null };
    }
    const fields: Record<string, unknown> = {};
    let image: ReceivedFile | null = null;
    try {
      const parts = readParts(request, { fileSize: spec.maxBytes, files: 1, fields: spec.maxFields, fieldSize: 4096 });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname !== spec.imageField) fields[part.fieldname] = typed(part.fieldname, String(part.value));
          continue;
        }
        // A file input left blank still sends an empty, nameless part.
        if (part.fieldname !== spec.imageField || !part.filename) {
          part.file.resume();
          continue;
        }
        image = await storeImage(storage, part, await allowance());
      }
    } catch (err) {
      if (image) await storage.delete(image.storageKey);
      throw err;
    }
    return { fields, image };
  }

  async function parse<T extends z.ZodType>(schema: T, form: ImageForm, storage: FileStorage): Promise<z.output<T>> {
    const parsed = schema.safeParse(form.fields);
    if (parsed.success) return parsed.data;
    if (form.image) await storage.delete(form.image.storageKey);
    throw toFieldError(parsed.error);
  }

  return { read, parse };
}

/** A stored image as the files rows describe it. */
export interface StoredImage {
  id: number;
  storageKey: string;
  originalFileName: string;
  contentType: string;
  size: number;
}

/**
 * Sends a stored image to be shown in place (a stamp), with an ETag from the file id (a new image is a new stored
 * file, so the id names the bytes); 404 with `missingMessage` when there is none or its bytes are gone.
 */
export async function sendStoredImage(
  storage: FileStorage,
  file: StoredImage | null | undefined,
  options: { etagPrefix: string; missingMessage: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (!file) throw notFound(options.missingMessage);
  const etag = `"${options.etagPrefix}-${file.id}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('inline', file.originalFileName));
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const content = await storage.get(file.storageKey).catch((err: unknown) => {
    if (err instanceof StoredObjectMissing) throw notFound(options.missingMessage);
    throw err;
  });
  return reply.header('content-type', file.contentType).header('content-length', file.size).send(content);
}
