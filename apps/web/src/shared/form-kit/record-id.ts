/** A positive integer id from a route parameter (digits only: '1e2' or ' 7' are not ids), or null. */
export const parseRecordId = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
