/** The lists benchmark's cases: per list, the requests issue 10 names, built for the data's size. */
import { KEYWORDS } from './data';
import { PRODUCTION_KEYWORDS } from './production-data';

export interface Case {
  list: string;
  name: string;
  path: string;
  /** Sent signed in to the app (the bare server has no sign-in). */
  signedIn: boolean;
  /** Whether the bare server answers this list (it mirrors every list here). */
  bare: boolean;
}

const SIZE = 50;
const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

interface ListUnderTest {
  name: string;
  path: string;
  /** The search filter and words of the keyword cases; none = no keyword cases (a short list of open work). */
  keyword?: { filter: string; common: string; rare: string; month?: string };
  /** Lists of open work hold a few thousand rows at most: page 1 (and its filter) is what people open. */
  openWork?: boolean;
  /** The sort of the "unindexed sort" case; none = no such case. */
  sortCase?: string;
  /** A list the bare server does not mirror: app figures only (none now; kept for lists added later). */
  appOnly?: boolean;
  /** Extra query of every case (a tab's filter). */
  extra?: Record<string, string>;
  /** The part of the generated rows the list holds (its deep page is counted on those); all of them when absent. */
  share?: number;
}

const stockKeywords = { common: KEYWORDS.common, rare: KEYWORDS.rare, month: KEYWORDS.month };
const orderKeywords = { common: PRODUCTION_KEYWORDS.common, rare: PRODUCTION_KEYWORDS.rare };

const LISTS: ListUnderTest[] = [
  {
    name: 'purchase orders',
    path: '/api/admin/wk/purchase_order',
    keyword: { filter: 'item', ...stockKeywords },
    sortCase: 'amount,desc',
  },
  {
    name: 'stock history (receiving)',
    path: '/api/admin/pr/receiving_history',
    keyword: { filter: 'itemName', ...stockKeywords },
    sortCase: 'amount,desc',
    // Half the stock-history lines are receipts: page 10,000 of 500,000 would be the empty page past the last one.
    share: 0.5,
  },
  {
    name: 'printing orders',
    path: '/api/admin/wk/order',
    keyword: { filter: 'productName', ...orderKeywords },
    sortCase: 'amount,desc',
  },
  { name: 'work orders, received tab', path: '/api/work_order/receipt', openWork: true },
  // The generator's teams are the bench database's first departments: 2 is 인쇄팀.
  {
    name: 'work orders, one team',
    path: '/api/work_order',
    openWork: true,
    extra: { departmentId: '2' },
  },
  { name: 'deliveries (open)', path: '/api/admin/wk/delivery', openWork: true },
  {
    name: 'completed deliveries',
    path: '/api/admin/wk/delivery_complete_history',
    keyword: { filter: 'productName', ...orderKeywords },
  },
];

/** Page 10,000 of a list of 1M rows; of fewer rows, the page halfway through the ten years. */
export const deepPage = (rows: number) => Math.max(1, Math.min(10_000, Math.floor(rows / 2 / SIZE)));

export function listCases(rows: number, now = new Date()): Case[] {
  const today = day(now);
  const tenYears = day(new Date(now.getTime() - 3653 * 86_400_000));
  const monthAgo = day(new Date(now.getTime() - 30 * 86_400_000));
  return LISTS.flatMap((l) => {
    const page = deepPage(rows * (l.share ?? 1));
    const q = (params: Record<string, string | number>) =>
      `?${new URLSearchParams(
        Object.entries({ size: SIZE, ...l.extra, ...params }).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString()}`;
    const cases = [{ name: 'page 1, default range', query: q({}) }];
    if (!l.openWork)
      cases.push({
        name: `page ${page.toLocaleString('en')}, ten years`,
        query: q({ page, startDate: tenYears, endDate: today }),
      });
    const k = l.keyword;
    if (k) {
      const keyword = (word: string, extra: Record<string, string> = {}) =>
        q({ searchFilter: k.filter, searchKeyword: word, ...extra });
      cases.push({
        name: `keyword ${k.common} (${k === l.keyword && k.month ? '3' : '8'}%)`,
        query: keyword(k.common),
      });
      cases.push({ name: `keyword ${k.rare} (0.01%)`, query: keyword(k.rare) });
      if (k.month)
        cases.push({
          name: `keyword ${k.month}, one month`,
          query: keyword(k.month, { startDate: monthAgo, endDate: today }),
        });
    }
    if (l.sortCase) cases.push({ name: `sort by ${l.sortCase.split(',')[0]!}`, query: q({ sort: l.sortCase }) });
    return cases.map((c) => ({
      list: l.name,
      name: c.name,
      path: `${l.path}${c.query}`,
      signedIn: true,
      bare: !l.appOnly,
    }));
  });
}

export const HEALTH_CASES: Case[] = [
  { list: 'health', name: 'GET /api/health, anonymous', path: '/api/health', signedIn: false, bare: true },
  { list: 'health', name: 'GET /api/health, signed in', path: '/api/health', signedIn: true, bare: true },
];
