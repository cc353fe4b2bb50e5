import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode, type ErrorResponse, type FieldErrors } from '@scm/contract';
import type { ZodError } from 'zod';

/** A business error answered as { errorCode, errorMessage, isAlert, isSnackbar }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message?: string,
    readonly display: { isAlert: boolean; isSnackbar: boolean } = { isAlert: true, isSnackbar: false },
  ) {
    super(message ?? (ERRORS as Record<string, string>)[errorCode] ?? errorCode);
  }
  toBody(): ErrorResponse {
    return { errorCode: this.errorCode, errorMessage: this.message, ...this.display };
  }
}

export const notFound = (message: string = ERRORS.NOT_FOUND) => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (code: ErrorCode, message?: string) => new AppError(400, code, message);
export const conflict = (code: string, message?: string) => new AppError(409, code, message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');

/** A field error raised by a rule the schema can't see (e.g. a duplicate username): answered like schema errors. */
export class FieldError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('field error');
  }
}
export const fieldError = (field: string, message: string) =>
  new FieldError({ [field]: { isError: true, defaultMessage: message } });

export function zodToFieldErrors(issues: ZodError['issues'] | readonly { path: PropertyKey[]; message: string }[]) {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= { isError: true, defaultMessage: issue.message };
  }
  return out;
}

const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
/** The SQL state of a database error, wherever the driver or drizzle put it (the error or its cause chain). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | FieldError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());
    if (error instanceof FieldError) return reply.status(400).send(error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? ERRORS.BAD_REQUEST,
        keyword: v.keyword,
      }));
      // Unknown body keys (strict schemas) are reported under the key itself.
      const mapped = issues.flatMap((i) => {
        if (i.keyword !== 'unrecognized_keys') return [i];
        const keys = [...i.message.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
        return keys.map((k) => ({ ...i, path: [...i.path, k], message: '허용되지 않는 항목입니다.' }));
      });
      return reply.status(400).send(zodToFieldErrors(mapped));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(new AppError(429, 'RATE_LIMITED', error.message || ERRORS.RATE_LIMITED).toBody());
    }
    if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      return reply.status(413).send(new AppError(413, 'TOO_MANY_FILES', '업로드 항목이 너무 많습니다.').toBody());
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      const code = error.code === 'FST_FILES_LIMIT' ? 'TOO_MANY_FILES' : 'FILE_TOO_LARGE';
      return reply.status(413).send(new AppError(413, code).toBody());
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(new AppError(status, 'BAD_REQUEST', ERRORS.BAD_REQUEST).toBody());
    }
    // A number past what its column holds (an id like 2147483648) names no record: the request is wrong, not the server.
    if (sqlStateOf(error) === NUMERIC_VALUE_OUT_OF_RANGE) {
      return reply
        .status(400)
        .send(new AppError(400, 'BAD_REQUEST', '입력한 숫자가 허용 범위를 벗어났습니다.').toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError(500, 'INTERNAL').toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(new AppError(404, 'ROUTE_NOT_FOUND').toBody());
  });
}
