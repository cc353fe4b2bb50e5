import { rateKey, type StoredRateRow } from '@scm/contract';

/** One key of a kind (a paper, an option, a supplier's step…) with its rows split around today. */
export interface RateGroup {
  key: string;
  /** The row in force today; null when the key only has rows to come. */
  current: StoredRateRow | null;
  /** Rows that start after today, soonest first ("예정"). */
  future: StoredRateRow[];
  /** Earlier rows, newest first ("지난 단가", read-only). */
  past: StoredRateRow[];
  /** A row to name the key by (the current one, else the soonest to come). */
  any: StoredRateRow;
}

/** Groups a kind's rows (any order) by key; keys keep the order of their first row. */
export function groupRates(rows: readonly StoredRateRow[], today: string): RateGroup[] {
  const byKey = new Map<string, StoredRateRow[]>();
  for (const r of rows) {
    const key = rateKey(r);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  return [...byKey].map(([key, list]) => {
    const newestFirst = [...list].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id);
    const started = newestFirst.filter((r) => r.effectiveFrom <= today);
    const future = newestFirst.filter((r) => r.effectiveFrom > today).reverse();
    const current = started[0] ?? null;
    return { key, current, future, past: started.slice(1), any: current ?? future[0]! };
  });
}
