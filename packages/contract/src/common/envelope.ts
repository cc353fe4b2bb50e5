import { z } from 'zod';
import { idText } from './validation.js';

/** Success envelope: { data, message }. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });

export const PageableSchema = z.object({
  number: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  /** false: totalElements is the database's estimate ("약 N건"), past the list's exact-count limit. */
  totalExact: z.boolean(),
});
export type Pageable = z.infer<typeof PageableSchema>;

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item), pageable: PageableSchema });
export interface Page<T> {
  content: T[];
  pageable: Pageable;
}

export const ErrorResponseSchema = z.object({
  errorCode: z.string(),
  errorMessage: z.string(),
  isAlert: z.boolean(),
  isSnackbar: z.boolean(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Field errors: HTTP 400 with { <field>: { isError, defaultMessage } }. */
export type FieldErrors = Record<string, { isError: true; defaultMessage: string }>;

/** `{id}` in a path: digits only ('/api/file/1.0' and '/api/file/%201' name no record). */
export const IdParamSchema = z.object({ id: idText() });
export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
