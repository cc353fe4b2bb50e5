import type { FieldErrors } from '@scm/contract';
import { ApiError } from '../../shared/api/client';

const SERVER_FIELD = 'sellerIds';

/**
 * The server names the distribution targets `sellerIds` (`sellerIds.2` for one of them); the form holds them as
 * `sellers`. Renames those field errors so they land at the 배포처 field; anything else passes unchanged.
 */
export function atSellersField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors) return error;
  const entries = Object.entries(error.fieldErrors);
  if (!entries.some(([field]) => field === SERVER_FIELD || field.startsWith(`${SERVER_FIELD}.`))) return error;
  const renamed: FieldErrors = {};
  for (const [field, e] of entries) {
    const name = field === SERVER_FIELD || field.startsWith(`${SERVER_FIELD}.`) ? 'sellers' : field;
    renamed[name] ??= e;
  }
  return new ApiError(error.status, error.body, renamed);
}

/** Runs a save, its `sellerIds` field errors renamed for the form. */
export async function savingSellers<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    throw atSellersField(error);
  }
}
