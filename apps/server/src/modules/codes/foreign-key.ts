/**
 * A delete refused because another row still points at this one: foreign_key_violation, or restrict_violation for
 * ON DELETE RESTRICT keys. PGlite and node-postgres both set the SQL state; drizzle wraps the error as `cause`.
 */
const STILL_REFERENCED = new Set(['23503', '23001']);

const sqlState = (e: unknown): unknown => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);

export function isStillReferenced(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return [sqlState(error), sqlState(cause)].some((s) => typeof s === 'string' && STILL_REFERENCED.has(s));
}
