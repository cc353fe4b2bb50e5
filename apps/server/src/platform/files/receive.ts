import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { FileDtypeSchema, fileMessages } from '@scm/contract';
import { AppError, badRequest, fieldError } from '../errors';
import { cleanContentType, cleanFileName } from './file-names';
import { declaredTypeFits, formatOfName, extensionList, FILE_FORMATS, type FileFormat } from './formats';
import type { UploadAllowance } from './limits';
import { asUploadError, readParts } from './multipart';
import { newStorageKey, type FileStorage } from './storage';

export interface ReceivedFile {
  storageKey: string;
  originalFileName: string;
  contentType: string;
  size: number;
}

/** Enough of a file to see its signature and, for images, the dimensions (JPEG keeps them after its EXIF block). */
const HEAD_BYTES = 128 * 1024;

export const uploadMessages = {
  empty: '빈 파일은 올릴 수 없습니다.',
  notAllowed: (accepted: readonly FileFormat[]) =>
    `올릴 수 없는 파일 형식입니다. ${extensionList(accepted)} 파일만 올릴 수 있습니다.`,
  mismatch: (format: FileFormat) =>
    `파일 내용이 ${format.label} 형식이 아닙니다. 파일이 손상되었거나 확장자가 바뀌지 않았는지 확인해주세요.`,
};

/** A file refused for what it is (type, content, emptiness): the caller shows it as a field or business error. */
export class FileRejected extends Error {
  constructor(
    readonly reason: 'empty' | 'not-allowed' | 'mismatch',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Passes a file through while checking it: the first HEAD_BYTES are held back until the format is confirmed from
 * them, every byte is counted against the account's allowance, and an empty file is refused at its end.
 */
class CheckedUpload extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private confirmed = false;

  constructor(
    private readonly format: FileFormat,
    private readonly allowance: UploadAllowance,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    try {
      this.allowance.addBytes(chunk.length);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (this.confirmed) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) return done();
    this.release(false, done);
  }

  override _flush(done: TransformCallback) {
    if (this.confirmed) return done();
    if (this.headBytes === 0) return done(new FileRejected('empty', uploadMessages.empty));
    this.release(true, done);
  }

  private release(complete: boolean, done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.confirmed = true;
    if (!this.format.matches(head, complete))
      return done(new FileRejected('mismatch', uploadMessages.mismatch(this.format)));
    done(null, head);
  }
}

export interface FilePartRules {
  /** The formats this field accepts (every allowed format unless narrowed, e.g. images for a stamp). */
  formats?: readonly FileFormat[];
  allowance: UploadAllowance;
  /** The size limit the parser was given, named in the 413 (the default limit's words without it). */
  maxBytes?: number;
}

/**
 * Streams one file part into storage after checking its name, declared type and first bytes; never buffers the
 * whole file. Throws `FileRejected` for a file that is not what it says, the allowance's error when over a limit,
 * a 413 when over the size limit, and a 400 for a broken body. Nothing is left in storage when it throws.
 */
export async function storeFilePart(storage: FileStorage, part: MultipartFile, rules: FilePartRules) {
  const accepted = rules.formats ?? FILE_FORMATS;
  const originalFileName = cleanFileName(part.filename);
  const format = formatOfName(originalFileName);
  const declared = cleanContentType(part.mimetype);
  const refuse = (reason: FileRejected['reason'], message: string) => {
    part.file.resume();
    return new FileRejected(reason, message);
  };
  if (!format || !accepted.includes(format)) throw refuse('not-allowed', uploadMessages.notAllowed(accepted));
  if (!declaredTypeFits(format, declared)) throw refuse('mismatch', uploadMessages.mismatch(format));
  try {
    rules.allowance.startFile();
  } catch (err) {
    part.file.resume();
    throw err;
  }
  const checked = pipeline(part.file, new CheckedUpload(format, rules.allowance), () => undefined);
  const storageKey = newStorageKey();
  let size: number;
  try {
    size = await storage.put(storageKey, checked);
  } catch (err) {
    // The body itself broke off (truncated, bad boundary), perhaps before we got the part: a bad request.
    if (part.file.errored && err === part.file.errored) throw asUploadError(err);
    throw err;
  }
  if (part.file.truncated) {
    await storage.delete(storageKey);
    throw new AppError(413, 'FILE_TOO_LARGE', `${originalFileName}: ${fileMessages.tooLarge(rules.maxBytes)}`);
  }
  return { storageKey, originalFileName, contentType: format.contentTypes[0]!, size } satisfies ReceivedFile;
}

export interface ReceiveLimits {
  /** The multipart field carrying the file(s): `file` or `files`. */
  fileField: string;
  maxFiles: number;
  maxBytes: number;
  allowance: UploadAllowance;
}

/**
 * Streams each file part of a multipart request into storage, with the optional `dtype` field. Any failure
 * (too large, too many, over the allowance, a bad field, a broken body) removes the files already stored.
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
    const parts = readParts(request, {
      fileSize: limits.maxBytes,
      files: limits.maxFiles,
      fields: 10,
      fieldSize: 1024,
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
      try {
        files.push(await storeFilePart(storage, part, { allowance: limits.allowance, maxBytes: limits.maxBytes }));
      } catch (err) {
        if (err instanceof FileRejected)
          throw new AppError(400, 'FILE_REJECTED', `${cleanFileName(part.filename)}: ${err.message}`);
        throw err;
      }
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
