/*
 * Bank statement files made in the tests, to each bank's real column names: a title, the account and the period
 * above the header row (as the banks write them), then the transactions, newest first. CSV in CP949 (as most bank
 * sites still write it) or UTF-8; .xlsx through exceljs.
 */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Bank } from '@scm/contract';

export interface FixtureLine {
  /** '2026-11-27 13:05:00' */
  at: string;
  deposit: number;
  withdrawal?: number;
  balance: number;
  depositor: string;
  memo?: string;
}

type KnownBank = Exclude<Bank, 'CUSTOM'>;

const comma = (n: number) => (n === 0 ? '' : n.toLocaleString('en-US'));
const dotDate = (at: string) => at.slice(0, 10).replaceAll('-', '.');

/** Each bank's header row and how a line fills it (dates and amounts in the bank's own forms). */
export const BANK_FIXTURES: Record<KnownBank, { header: string[]; row: (l: FixtureLine) => string[] }> = {
  KB: {
    header: ['거래일시', '적요', '보낸분/받는분', '송금메모', '출금액(원)', '입금액(원)', '잔액(원)', '거래점'],
    row: (l) => [
      dotDate(l.at) + ' ' + l.at.slice(11),
      l.memo ?? '타행이체',
      l.depositor,
      '',
      comma(l.withdrawal ?? 0),
      comma(l.deposit),
      comma(l.balance),
      '서초',
    ],
  },
  SHINHAN: {
    header: ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)', '거래점'],
    row: (l) => [
      l.at.slice(0, 10),
      l.at.slice(11),
      l.memo ?? '인터넷',
      comma(l.withdrawal ?? 0),
      comma(l.deposit),
      l.depositor,
      comma(l.balance),
      '역삼',
    ],
  },
  WOORI: {
    header: ['No.', '거래일시', '적요', '기재내용', '찾으신금액', '맡기신금액', '거래후 잔액', '취급점'],
    row: (l) => [
      '1',
      `${dotDate(l.at)} ${l.at.slice(11, 16)}`,
      l.memo ?? '대체',
      l.depositor,
      comma(l.withdrawal ?? 0),
      comma(l.deposit),
      comma(l.balance),
      '종로',
    ],
  },
  HANA: {
    header: ['거래일시', '구분', '적요', '의뢰인/수취인', '출금액', '입금액', '거래후잔액', '거래점'],
    row: (l) => [
      l.at,
      l.deposit > 0 ? '입금' : '출금',
      l.memo ?? '인터넷입금',
      l.depositor,
      comma(l.withdrawal ?? 0),
      comma(l.deposit),
      comma(l.balance),
      '을지로',
    ],
  },
  NH: {
    header: [
      '구분',
      '거래일자',
      '거래시간',
      '출금금액(원)',
      '입금금액(원)',
      '거래후잔액(원)',
      '거래내용',
      '거래기록사항',
      '거래점',
    ],
    row: (l) => [
      '1',
      l.at.slice(0, 10).replaceAll('-', ''),
      l.at.slice(11).replaceAll(':', ''),
      comma(l.withdrawal ?? 0),
      comma(l.deposit),
      comma(l.balance),
      l.memo ?? '타행',
      l.depositor,
      '농협',
    ],
  },
  IBK: {
    header: ['거래일시', '입금', '출금', '거래후잔액', '거래내용', '입금자명', '상대계좌번호', '메모', '거래점'],
    row: (l) => [
      l.at,
      comma(l.deposit),
      comma(l.withdrawal ?? 0),
      comma(l.balance),
      l.memo ?? '이체',
      l.depositor,
      '',
      '',
      '본점',
    ],
  },
};

const titleRows = (bank: string) => [
  [`${bank} 거래내역조회`],
  ['계좌번호', '123-456-789012', '예금주', '(주)인쇄SCM'],
  ['조회기간', '2026.11.01 ~ 2026.11.30'],
  [],
];

export function statementRows(bank: KnownBank, lines: readonly FixtureLine[]) {
  const f = BANK_FIXTURES[bank];
  return [...titleRows(bank), f.header, ...lines.map(f.row), ['합계', '', '', '']];
}

const csvCell = (c: string) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

export function statementCsv(
  bank: KnownBank,
  lines: readonly FixtureLine[],
  encoding: 'cp949' | 'utf8' | 'utf8bom' = 'cp949',
) {
  const text = toCsv(statementRows(bank, lines));
  if (encoding === 'cp949') return iconv.encode(text, 'cp949');
  return Buffer.concat([
    encoding === 'utf8bom' ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0),
    Buffer.from(text, 'utf8'),
  ]);
}

/** An .xlsx with the rows as text, except dates as real Excel dates when `realDates` (as some banks export). */
export async function rowsXlsx(rows: readonly (readonly string[])[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('거래내역');
  for (const r of rows) ws.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const statementXlsx = (bank: KnownBank, lines: readonly FixtureLine[]) => rowsXlsx(statementRows(bank, lines));
