import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/client';

/**
 * Puts a 400 answer's { field: { isError, defaultMessage } } under the matching fields;
 * messages for fields the form does not show go to `errors.root.server`. Returns whether the error was one of these.
 */
export function applyServerFieldErrors<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  const entries = Object.entries(error.fieldErrors).filter(([, e]) => e.isError);
  if (entries.length === 0) return false;
  const values: object = form.getValues();
  const orphans: string[] = [];
  let focused = false;
  for (const [field, e] of entries) {
    // Nested fields come as dotted paths (printingList.0.printingType): they too land under their field.
    if (Object.hasOwn(values, field) || get(values, field) !== undefined) {
      // Server field names are the form's field names (one contract schema), so the cast only widens nothing.
      form.setError(field as Path<TIn>, { type: 'server', message: e.defaultMessage }, { shouldFocus: !focused });
      focused = true;
    } else {
      orphans.push(e.defaultMessage);
    }
  }
  if (orphans.length > 0) form.setError('root.server', { type: 'server', message: orphans.join('\n') });
  return true;
}
