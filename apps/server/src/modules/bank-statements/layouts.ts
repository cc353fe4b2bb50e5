import type { Bank, BankColumnMapping } from '@scm/contract';

/**
 * The export layouts of the six business banks, by the header texts of their columns (as their internet banking
 * writes them). A header row matches a layout when every column the layout names is there; headers are compared
 * without spaces and a trailing "(원)".
 */
export interface KnownLayout {
  bank: Exclude<Bank, 'CUSTOM'>;
  columns: BankColumnMapping;
}

export const KNOWN_LAYOUTS: readonly KnownLayout[] = [
  {
    // KB국민 기업뱅킹 거래내역조회: 거래일시 | 적요 | 보낸분/받는분 | 송금메모 | 출금액(원) | 입금액(원) | 잔액(원) | 거래점
    bank: 'KB',
    columns: {
      date: '거래일시',
      time: '',
      deposit: '입금액(원)',
      withdrawal: '출금액(원)',
      balance: '잔액(원)',
      depositor: '보낸분/받는분',
      memo: '적요',
    },
  },
  {
    // 신한: 거래일자 | 거래시간 | 적요 | 출금(원) | 입금(원) | 내용 | 잔액(원) | 거래점
    bank: 'SHINHAN',
    columns: {
      date: '거래일자',
      time: '거래시간',
      deposit: '입금(원)',
      withdrawal: '출금(원)',
      balance: '잔액(원)',
      depositor: '내용',
      memo: '적요',
    },
  },
  {
    // 우리: No. | 거래일시 | 적요 | 기재내용 | 찾으신금액 | 맡기신금액 | 거래후 잔액 | 취급점
    bank: 'WOORI',
    columns: {
      date: '거래일시',
      time: '',
      deposit: '맡기신금액',
      withdrawal: '찾으신금액',
      balance: '거래후 잔액',
      depositor: '기재내용',
      memo: '적요',
    },
  },
  {
    // 하나: 거래일시 | 구분 | 적요 | 의뢰인/수취인 | 출금액 | 입금액 | 거래후잔액 | 거래점
    bank: 'HANA',
    columns: {
      date: '거래일시',
      time: '',
      deposit: '입금액',
      withdrawal: '출금액',
      balance: '거래후잔액',
      depositor: '의뢰인/수취인',
      memo: '적요',
    },
  },
  {
    // NH농협: 구분 | 거래일자 | 거래시간 | 출금금액(원) | 입금금액(원) | 거래후잔액(원) | 거래내용 | 거래기록사항 | 거래점
    bank: 'NH',
    columns: {
      date: '거래일자',
      time: '거래시간',
      deposit: '입금금액(원)',
      withdrawal: '출금금액(원)',
      balance: '거래후잔액(원)',
      depositor: '거래기록사항',
      memo: '거래내용',
    },
  },
  {
    // IBK기업: 거래일시 | 입금 | 출금 | 거래후잔액 | 거래내용 | 입금자명 | 상대계좌번호 | 메모 | 거래점
    bank: 'IBK',
    columns: {
      date: '거래일시',
      time: '',
      deposit: '입금',
      withdrawal: '출금',
      balance: '거래후잔액',
      depositor: '입금자명',
      memo: '거래내용',
    },
  },
];

/** A header text compared: no spaces, no trailing "(원)", lower case. */
export const headerKeyOf = (h: string) =>
  h
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/\(원\)$/, '')
    .toLowerCase();

/** The key a mapped layout is remembered by: the header row's normalised texts, in order. */
export const headerRowKey = (row: readonly string[]) => row.map(headerKeyOf).filter(Boolean).join('|');

/** Column index per role, or null when a named column is missing. */
export function columnIndexes(header: readonly string[], columns: BankColumnMapping) {
  const at = new Map<string, number>();
  header.forEach((h, i) => {
    const k = headerKeyOf(h);
    if (k && !at.has(k)) at.set(k, i);
  });
  const find = (name: string | undefined) => (name ? at.get(headerKeyOf(name)) : undefined);
  const idx = {
    date: find(columns.date),
    time: find(columns.time),
    deposit: find(columns.deposit),
    withdrawal: find(columns.withdrawal),
    balance: find(columns.balance),
    depositor: find(columns.depositor),
    memo: find(columns.memo),
  };
  if ((columns.time && idx.time === undefined) || (columns.memo && idx.memo === undefined)) return null;
  if ([idx.date, idx.deposit, idx.withdrawal, idx.balance, idx.depositor].some((i) => i === undefined)) return null;
  return idx as ColumnIndexes;
}

export interface ColumnIndexes {
  date: number;
  time: number | undefined;
  deposit: number;
  withdrawal: number;
  balance: number;
  depositor: number;
  memo: number | undefined;
}

/** How far down a header row is looked for: banks put a title, the account and the period above it. */
export const HEADER_SEARCH_ROWS = 15;

/** The first row (of the first 15) that a known layout matches. */
export function detectKnownLayout(rows: readonly string[][]) {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    for (const layout of KNOWN_LAYOUTS) {
      const idx = columnIndexes(rows[r]!, layout.columns);
      if (idx) return { bank: layout.bank, headerRow: r, columns: layout.columns, idx };
    }
  }
  return null;
}

/** The first row that looks like a header (four or more texts, none a number or date), for the mapping form. */
export function guessHeaderRow(rows: readonly string[][]) {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const cells = rows[r]!.filter((c) => c.trim() !== '');
    if (cells.length >= 4 && cells.every((c) => !/^[\d,.\-:/ ]+$/.test(c))) return r;
  }
  return -1;
}
