import { z } from 'zod';
import { idText } from './validation.js';

/** Success envelope: { data, message }. Every route declares its answer as `okResponse(<the data's schema>)`. */
export const okResponse = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });
/**
 * A route that sends bytes (a stored file, a stamp image), not JSON: its success is described by content type.
 * Fastify does not serialize a Buffer or stream, so this documents the answer without touching it.
 */
export const binaryResponse = (
  description: string,
  contentTypes: readonly string[] = ['application/octet-stream'],
) => ({
  description,
  content: Object.fromEntries(
    // Bytes, not a JSON value: any Buffer or stream the route sends (OpenAPI: a binary string).
    contentTypes.map((type) => [type, { schema: z.unknown().meta({ type: 'string', format: 'binary' }) }]),
  ) as Record<string, { schema: z.ZodUnknown }>,
});

/** An answer that carries only its message (deletes, password changes, logout): data is null. */
export const MessageOnlyResponseSchema = okResponse(z.null());

export const PageableSchema = z
  .object({
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    /** false: totalElements is the database's estimate ("약 N건"), past the list's exact-count limit. */
    totalExact: z.boolean(),
  })
  // Named: the API document lists it once under components and refers to it from every page.
  .meta({ id: 'Pageable' });
export type Pageable = z.infer<typeof PageableSchema>;

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item), pageable: PageableSchema });
export interface Page<T> {
  content: T[];
  pageable: Pageable;
}

export const ErrorResponseSchema = z
  .object({
    errorCode: z.string(),
    errorMessage: z.string(),
    isAlert: z.boolean(),
    isSnackbar: z.boolean(),
    /** What a business error hands the screen beside its message (e.g. PRICE_CHANGED's old and new totals). */
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Field errors: HTTP 400 with { <field>: { isError, defaultMessage } }. */
export const FieldErrorsSchema = z
  .record(z.string(), z.object({ isError: z.literal(true), defaultMessage: z.string() }))
  .meta({ id: 'FieldErrors' });
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** What any route may answer besides its success: a business error, or field errors on a 400. */
export const ERROR_RESPONSES = {
  '4xx': z.union([ErrorResponseSchema, FieldErrorsSchema]),
  '5xx': ErrorResponseSchema,
} as const;

/** `{id}` in a path: digits only ('/api/file/1.0' and '/api/file/%201' name no record). */
export const IdParamSchema = z.object({ id: idText() });
export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
