/** The lists benchmark's cases: per list, the requests issue 10 names, built for the data's size. */
import { KEYWORDS } from './data';

export interface Case {
  list: string;
  name: string;
  path: string;
  /** Sent signed in to the app (the bare server has no sign-in). */
  signedIn: boolean;
}

const SIZE = 50;
const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

interface ListUnderTest {
  name: string;
  path: string;
  keywordFilter: string;
}

const LISTS: ListUnderTest[] = [
  { name: 'purchase orders', path: '/api/admin/wk/purchase_order', keywordFilter: 'item' },
  { name: 'stock history (receiving)', path: '/api/admin/pr/receiving_history', keywordFilter: 'itemName' },
];

/** Page 10,000 at 1M rows; on fewer rows, the page halfway through the ten years. */
export const deepPage = (rows: number) => Math.max(1, Math.min(10_000, Math.floor(rows / 2 / SIZE)));

export function listCases(rows: number, now = new Date()): Case[] {
  const today = day(now);
  const tenYears = day(new Date(now.getTime() - 3653 * 86_400_000));
  const monthAgo = day(new Date(now.getTime() - 30 * 86_400_000));
  const page = deepPage(rows);
  const q = (params: Record<string, string | number>) =>
    `?${new URLSearchParams(Object.entries({ size: SIZE, ...params }).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  return LISTS.flatMap((l) => {
    const keyword = (word: string, extra: Record<string, string> = {}) =>
      q({ searchFilter: l.keywordFilter, searchKeyword: word, ...extra });
    return [
      { name: 'page 1, default range', query: q({}) },
      { name: `page ${page.toLocaleString('en')}, ten years`, query: q({ page, startDate: tenYears, endDate: today }) },
      { name: `keyword ${KEYWORDS.common} (3%)`, query: keyword(KEYWORDS.common) },
      { name: `keyword ${KEYWORDS.rare} (0.01%)`, query: keyword(KEYWORDS.rare) },
      {
        name: `keyword ${KEYWORDS.month}, one month`,
        query: keyword(KEYWORDS.month, { startDate: monthAgo, endDate: today }),
      },
      { name: 'sort by amount', query: q({ sort: 'amount,desc' }) },
    ].map((c) => ({ list: l.name, name: c.name, path: `${l.path}${c.query}`, signedIn: true }));
  });
}

export const HEALTH_CASES: Case[] = [
  { list: 'health', name: 'GET /api/health, anonymous', path: '/api/health', signedIn: false },
  { list: 'health', name: 'GET /api/health, signed in', path: '/api/health', signedIn: true },
];
