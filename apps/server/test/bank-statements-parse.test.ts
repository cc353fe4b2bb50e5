import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { decodeText } from '../src/modules/bank-statements/decode';
import { columnIndexes, detectKnownLayout, guessHeaderRow, headerRowKey } from '../src/modules/bank-statements/layouts';
import { parseBankDate, parseLines, parseWon } from '../src/modules/bank-statements/parse-lines';
import { parseCsv, readStatementFile } from '../src/modules/bank-statements/read-rows';
import { BANK_FIXTURES, statementCsv, statementXlsx, type FixtureLine } from './bank-fixtures';

const LINES: FixtureLine[] = [
  { at: '2026-11-27 13:05:00', deposit: 418_000, balance: 5_418_000, depositor: '(주)한빛출판' },
  {
    at: '2026-11-27 15:40:12',
    deposit: 0,
    withdrawal: 1_200_000,
    balance: 4_218_000,
    depositor: '용지대금',
    memo: '출금',
  },
  { at: '2026-11-28 09:01:30', deposit: 1_234_567, balance: 5_452_567, depositor: '김대표' },
];

const readAll = async (bytes: Buffer) => {
  const { rows, encoding } = await readStatementFile(bytes);
  const found = detectKnownLayout(rows);
  if (!found) throw new Error('no layout');
  return { encoding, bank: found.bank, ...parseLines(rows, found.headerRow, found.idx) };
};

describe('bank statement files', () => {
  for (const bank of Object.keys(BANK_FIXTURES) as (keyof typeof BANK_FIXTURES)[]) {
    it(`reads ${bank}'s layout from its header row, below the title rows (xlsx and CP949 csv)`, async () => {
      for (const bytes of [await statementXlsx(bank, LINES), statementCsv(bank, LINES, 'cp949')]) {
        const got = await readAll(bytes);
        expect(got.bank).toBe(bank);
        expect(got.problems).toEqual([]);
        expect(got.lines.map((l) => [l.date, l.deposit, l.withdrawal, l.balance, l.depositor])).toEqual([
          ['2026-11-27', 418_000, 0, 5_418_000, '(주)한빛출판'],
          ['2026-11-27', 0, 1_200_000, 4_218_000, '용지대금'],
          ['2026-11-28', 1_234_567, 0, 5_452_567, '김대표'],
        ]);
        // Woori writes minutes only.
        expect(got.lines[0]!.time).toBe(bank === 'WOORI' ? '13:05:00' : '13:05:00');
        expect(got.lines[2]!.time).toBe(bank === 'WOORI' ? '09:01:00' : '09:01:30');
      }
    });
  }

  it('decodes CP949 Hangul without garbling, and UTF-8 with or without a BOM', () => {
    const text = '거래일시,기재내용\r\n2026.11.27,(주)한빛출판 ㈜똘똘\r\n';
    expect(decodeText(iconv.encode(text, 'cp949'))).toEqual({ text, encoding: 'CP949' });
    expect(decodeText(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'UTF-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({
      text,
      encoding: 'UTF-8',
    });
    const csv = statementCsv('NH', LINES, 'cp949');
    expect(csv.includes(Buffer.from('한빛', 'utf8'))).toBe(false);
  });

  it('parses quoted CSV cells with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"1,234,000","say ""hi"""\r\nb,,c\n')).toEqual([
      ['a', '1,234,000', 'say "hi"'],
      ['b', '', 'c'],
    ]);
  });

  it('reads dates in the banks forms and amounts with commas', () => {
    expect(parseBankDate('2026.11.27')).toEqual({ date: '2026-11-27', time: '' });
    expect(parseBankDate('2026-11-27 13:05:00')).toEqual({ date: '2026-11-27', time: '13:05:00' });
    expect(parseBankDate('20261127')).toEqual({ date: '2026-11-27', time: '' });
    expect(parseBankDate('2026/11/27 9:05')).toEqual({ date: '2026-11-27', time: '09:05:00' });
    expect(parseBankDate('2026.02.30')).toBeNull();
    expect(parseBankDate('합계')).toBeNull();
    expect(parseWon('1,234,000')).toBe(1_234_000);
    expect(parseWon('')).toBe(0);
    expect(parseWon('12,5a')).toBeNull();
  });

  it('names a wrong amount by its row, and skips totals and blank rows', () => {
    const rows = [
      BANK_FIXTURES.HANA.header,
      ['2026-11-27 10:00:00', '입금', '인터넷', '한빛', '', '12만원', '100', ''],
      ['2026-11-27 11:00:00', '입금', '인터넷', '한빛', '', '1,000', '1,100', ''],
      ['합계', '', '', '', '', '1,000', '', ''],
    ];
    const idx = columnIndexes(rows[0]!, {
      date: '거래일시',
      deposit: '입금액',
      withdrawal: '출금액',
      balance: '거래후잔액',
      depositor: '의뢰인/수취인',
      time: '',
      memo: '적요',
    })!;
    const { lines, problems } = parseLines(rows, 0, idx);
    expect(lines).toHaveLength(1);
    expect(problems).toEqual(["2행: 입금액 '12만원'는 금액이 아닙니다."]);
  });

  it('finds an unknown layout’s header row for the mapping form, keyed by its normalised texts', () => {
    const rows = [
      ['우리회사 통장'],
      [],
      ['일자', '입금 금액', '출금 금액', '남은 돈', '보낸 사람'],
      ['2026.11.27', '1,000', '', '1,000', '홍길동'],
    ];
    expect(detectKnownLayout(rows)).toBeNull();
    expect(guessHeaderRow(rows)).toBe(2);
    expect(headerRowKey(rows[2]!)).toBe('일자|입금금액|출금금액|남은돈|보낸사람');
  });
});
