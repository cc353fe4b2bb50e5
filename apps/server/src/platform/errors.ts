import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, fileMessages, type ErrorCode, type ErrorResponse, type FieldErrors } from '@scm/contract';
import type { ZodError } from 'zod';

/** A business error answered as { errorCode, errorMessage, isAlert, isSnackbar }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message?: string,
    readonly display: { isAlert: boolean; isSnackbar: boolean } = { isAlert: true, isSnackbar: false },
  ) {
    // A code without a message of its own still answers Korean: never the bare code in front of the user.
    super(
      message ??
        (ERRORS as Record<string, string>)[errorCode] ??
        (statusCode >= 500 ? ERRORS.INTERNAL : ERRORS.BAD_REQUEST),
    );
  }
  toBody(): ErrorResponse {
    return { errorCode: this.errorCode, errorMessage: this.message, ...this.display };
  }
}

/** 429 with the seconds to wait, sent as Retry-After. */
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    errorCode: string,
    message: string,
    display?: { isAlert: boolean; isSnackbar: boolean },
  ) {
    super(429, errorCode, message, display);
  }
}

export const notFound = (message: string = ERRORS.NOT_FOUND) => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (code: ErrorCode, message?: string) => new AppError(400, code, message);
export const conflict = (code: string, message?: string) => new AppError(409, code, message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');

/**
 * A field error raised by a rule the schema can't see (e.g. a duplicate username): answered like schema errors, 400,
 * or 409 when the value is fine but the record's state refuses it (e.g. the type of an option orders use).
 */
export class FieldError extends Error {
  constructor(
    readonly errors: FieldErrors,
    readonly statusCode: 400 | 409 = 400,
  ) {
    super('field error');
  }
}
export const fieldError = (field: string, message: string) =>
  new FieldError({ [field]: { isError: true, defaultMessage: message } });
export const fieldConflict = (field: string, message: string) =>
  new FieldError({ [field]: { isError: true, defaultMessage: message } }, 409);

export function zodToFieldErrors(issues: ZodError['issues'] | readonly { path: PropertyKey[]; message: string }[]) {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= { isError: true, defaultMessage: issue.message };
  }
  return out;
}

/** The SQL state and constraint of a database error, wherever the driver or drizzle put it (the error or its causes). */
function databaseErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : undefined;
      return { code: e.code, constraint };
    }
  }
  return undefined;
}

const SQL_STATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  restrictViolation: '23001',
  queryCanceled: '57014',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** What a broken database rule means to the user: a field error, or a business error when no one field is at fault. */
export type ConstraintAnswer =
  { field: string; message: string } | { status: 400 | 409; code: string; message: string };

/** The constraint of a foreign-key violation (or restrict violation, for ON DELETE RESTRICT keys); else undefined. */
export function foreignKeyViolation(error: unknown): { constraint?: string } | undefined {
  const db = databaseErrorOf(error);
  if (db?.code !== SQL_STATE.foreignKeyViolation && db?.code !== SQL_STATE.restrictViolation) return undefined;
  return { constraint: db.constraint };
}

/** A statement stopped by the statement timeout or cancelled because its client went away. */
export const queryCanceled = (error: unknown) => databaseErrorOf(error)?.code === SQL_STATE.queryCanceled;

/**
 * A transaction PostgreSQL gave up because it collided with another one (a serialization failure or a deadlock):
 * nothing of it was kept, and the same work run again usually succeeds.
 */
export function concurrentTransactionFailure(error: unknown) {
  const code = databaseErrorOf(error)?.code;
  return code === SQL_STATE.serializationFailure || code === SQL_STATE.deadlockDetected;
}

/** The 409 for a transaction that still collided after its retries (or was not retried): the user tries again. */
export const concurrentUpdate = () => conflict('CONCURRENT_UPDATE', ERRORS.CONCURRENT_UPDATE);

/** SQL states a client's value caused (bad text, number, date): answered 400, never 500. */
const INVALID_VALUE_STATES = new Set([
  '22P02', // invalid text representation
  '22003', // numeric value out of range (an id like 2147483648 in a body)
  '22007', // invalid datetime format
  '22008', // datetime field out of range
  '22001', // string too long for its column
  '22021', // character not in repertoire (NUL in text)
]);

/**
 * The one translation of database errors into answers, one per app (`app.databaseErrors`): unique violations →
 * the registered answer or 409 '이미 등록된 값입니다.', foreign-key violations and transactions that collided (40001,
 * 40P01) → 409, values a column cannot hold → 400.
 * A delete refused because the record is still in use is answered before this, by `app.references`.
 */
export class DatabaseErrors {
  private readonly uniqueAnswers = new Map<string, ConstraintAnswer>();

  /**
   * A module names what its unique constraints mean (e.g. code_category_name_unique → name, '이미 등록된 코드
   * 분류명입니다.'), so a save that loses a race answers like the check it raced past, wherever it happens.
   * (Foreign keys are not mapped here: the same key means "missing" on insert and "in use" on delete.)
   */
  registerUnique(constraint: string, answer: ConstraintAnswer) {
    this.uniqueAnswers.set(constraint, answer);
  }

  /** The answer to a database error, or undefined for one that is not the client's doing. */
  translate(error: unknown): AppError | FieldError | undefined {
    const db = databaseErrorOf(error);
    if (!db) return undefined;
    if (db.code === SQL_STATE.uniqueViolation) {
      const registered = db.constraint ? this.uniqueAnswers.get(db.constraint) : undefined;
      if (!registered) return conflict('DUPLICATE', ERRORS.DUPLICATE);
      return 'field' in registered
        ? fieldError(registered.field, registered.message)
        : new AppError(registered.status, registered.code, registered.message);
    }
    if (foreignKeyViolation(error)) return conflict('REFERENCE_CONFLICT', ERRORS.REFERENCE_CONFLICT);
    // A service transaction retries these first (platform/service); one outside it is answered the same way.
    if (concurrentTransactionFailure(error)) return concurrentUpdate();
    if (INVALID_VALUE_STATES.has(db.code)) return badRequest('INVALID_VALUE');
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's translation of database errors; modules register their unique constraints here. */
    databaseErrors: DatabaseErrors;
  }
}

/** `maxUploadBytes`: the upload limit, named in the 413 of a file the parser cut off. */
export function registerErrorHandling(app: FastifyInstance, limits: { maxUploadBytes?: number } = {}) {
  const databaseErrors = new DatabaseErrors();
  app.decorate('databaseErrors', databaseErrors);
  app.setErrorHandler((error: FastifyError | AppError | FieldError, request, reply) => {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());
    if (error instanceof FieldError) return reply.status(error.statusCode).send(error.errors);
    const translated = databaseErrors.translate(error);
    if (translated) {
      // A database rule answered for a check the code did not make (a race, a missing mapping): worth a look.
      request.log.warn({ err: error }, 'database error answered as a client error');
      if (translated instanceof FieldError) return reply.status(translated.statusCode).send(translated.errors);
      return reply.status(translated.statusCode).send(translated.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? ERRORS.BAD_REQUEST,
        keyword: v.keyword,
        keys: (v.params as { keys?: unknown } | undefined)?.keys,
      }));
      // Unknown body keys (strict schemas) are reported under the key itself, with the schema's own Korean message
      // when it gives one (zod's default is English).
      const mapped = issues.flatMap((i) => {
        if (i.keyword !== 'unrecognized_keys') return [i];
        const keys = Array.isArray(i.keys)
          ? i.keys.map(String)
          : [...i.message.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
        const message = /^Unrecognized key/i.test(i.message) ? '허용되지 않는 항목입니다.' : i.message;
        return keys.map((k) => ({ ...i, path: [...i.path, k], message }));
      });
      return reply.status(400).send(zodToFieldErrors(mapped));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit sets Retry-After itself; any other 429 still says when to come back.
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      // The plugin's own message is English ('Rate limit exceeded, retry in 1 minute'): the user reads ours.
      return reply.status(429).send(new AppError(429, 'RATE_LIMITED').toBody());
    }
    if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      return reply.status(413).send(new AppError(413, 'TOO_MANY_FILES', '업로드 항목이 너무 많습니다.').toBody());
    }
    if (error.code === 'FST_FILES_LIMIT') return reply.status(413).send(new AppError(413, 'TOO_MANY_FILES').toBody());
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = fileMessages.tooLarge(limits.maxUploadBytes);
      return reply.status(413).send(new AppError(413, 'FILE_TOO_LARGE', message).toBody());
    }
    // Any other 413 is a JSON body over the body limit: no file involved.
    if (status === 413) return reply.status(413).send(new AppError(413, 'BODY_TOO_LARGE').toBody());
    if (status >= 400 && status < 500) {
      return reply.status(status).send(new AppError(status, 'BAD_REQUEST', ERRORS.BAD_REQUEST).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError(500, 'INTERNAL').toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(new AppError(404, 'ROUTE_NOT_FOUND').toBody());
  });
}
