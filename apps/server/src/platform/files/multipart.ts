import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError, FieldError } from '../errors';

export const MALFORMED_UPLOAD = '업로드 요청을 읽을 수 없습니다. 파일을 다시 선택해서 올려주세요.';

/** The parser's own limit errors keep their 413 (mapped in errors.ts); everything else it throws is a bad body. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);

export const malformedUpload = () => new AppError(400, 'UPLOAD_MALFORMED', MALFORMED_UPLOAD);

/**
 * A multipart parser error (broken or missing boundary, truncated body, oversized part headers, a field named
 * `__proto__` …) as a 400, so a malformed body never answers 500. Our own errors pass through unchanged.
 */
export function asUploadError(err: unknown): unknown {
  if (err instanceof AppError || err instanceof FieldError) return err;
  const code = err instanceof Error && 'code' in err ? String(err.code) : '';
  if (LIMIT_CODES.has(code)) return err;
  return malformedUpload();
}

export interface PartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

/** The parts of a multipart request, with parser failures turned into 400s (see `asUploadError`). */
export async function* readParts(request: FastifyRequest, limits: PartLimits): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    // Part headers are small in every real form; the parser's defaults allow far more.
    const iterable = request.parts({
      limits: { ...limits, headerPairs: 20, parts: limits.files + limits.fields + 20 },
    });
    parts = iterable[Symbol.asyncIterator]();
  } catch (err) {
    throw asUploadError(err);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (err) {
      throw asUploadError(err);
    }
    if (next.done) return;
    yield next.value;
  }
}
