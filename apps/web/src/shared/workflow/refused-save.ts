import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/client';
import type { Feedback } from '../feedback';
import { applyServerFieldErrors } from '../form-kit/apply-server-field-errors';
import { reportError } from '../form-kit/report-error';

/**
 * A 409: someone else moved the record first. Its message names the state now; it is alerted here unless the client
 * has alerted it already (isAlert). Answers whether the error was one.
 */
export function alertConflict(fb: Feedback, error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 409)) return false;
  if (!error.body?.isAlert) void fb.alert(error.message, { code: error.body?.errorCode });
  return true;
}

interface Handling {
  /** Reported when the refusal says nothing of its own. */
  fallback: string;
  /** After a 409 is alerted: read the record again (and close the dialog). Without it a 409 is reported as any. */
  onConflict?: () => void;
}

/**
 * What a dialog's form does when its save is refused: field errors go under their fields, a 409 is alerted and
 * handed to `onConflict`, anything else is reported.
 */
export function reportRefusedSave<TIn extends FieldValues, TOut extends FieldValues>(
  fb: Feedback,
  form: UseFormReturn<TIn, unknown, TOut>,
  error: unknown,
  { fallback, onConflict }: Handling,
): void {
  if (applyServerFieldErrors(form, error)) return;
  if (onConflict && alertConflict(fb, error)) onConflict();
  else reportError(fb, error, fallback);
}
