import { bankMessages as MSG } from '@scm/contract';
import type { ColumnIndexes } from './layouts';

/** One transaction of a statement: deposits and withdrawals, in whole won. */
export interface ParsedLine {
  /** 1-based row number in the file (for messages). */
  row: number;
  date: string;
  time: string;
  deposit: number;
  withdrawal: number;
  balance: number;
  depositor: string;
  memo: string;
  raw: string[];
}

const pad = (s: string) => s.padStart(2, '0');

/**
 * A date (and time) as banks write it: 2026.11.27, 2026-11-27 13:05:00, 2026/11/27 13:05, 20261127, 20261127130500,
 * 2026.11.27(13:05:00). Null when it is not a real date.
 */
export function parseBankDate(text: string): { date: string; time: string } | null {
  const t = text.trim();
  let m = /^(\d{4})[.\-/년]\s*(\d{1,2})[.\-/월]\s*(\d{1,2})일?\.?(?:[\sT(]+(\d{1,2}):(\d{2})(?::(\d{2}))?\)?)?$/.exec(
    t,
  );
  m ??= /^(\d{4})(\d{2})(\d{2})(?:\s*(\d{2})(\d{2})(\d{2})?)?$/.exec(t);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = `${y}-${pad(mo!)}-${pad(d!)}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return null;
  return { date, time: h === undefined ? '' : `${pad(h)}:${mi}:${s ?? '00'}` };
}

/** A time column: 13:05:00, 13:05, 130500. */
export function parseBankTime(text: string): string | null {
  const t = text.trim();
  if (t === '') return '';
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t) ?? /^(\d{2})(\d{2})(\d{2})?$/.exec(t);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  return `${pad(m[1]!)}:${m[2]}:${m[3] ?? '00'}`;
}

/** An amount: "1,234,000", "1234000원", "" (0). Null when it is not whole won. */
export function parseWon(text: string): number | null {
  const t = text.replace(/[,\s원₩]/g, '');
  if (t === '' || t === '-') return 0;
  if (!/^-?\d+(\.0+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The transactions below the header row. A row whose date cell is not a date (a total, a blank, a footer note) is
 * not a transaction; a transaction with a wrong amount is a problem, named by its row.
 */
export function parseLines(rows: readonly string[][], headerRow: number, idx: ColumnIndexes) {
  const lines: ParsedLine[] = [];
  const problems: string[] = [];
  for (let r = headerRow + 1; r < rows.length; r++) {
    const row = rows[r]!;
    const cell = (i: number | undefined) => (i === undefined ? '' : (row[i] ?? '').trim());
    const when = parseBankDate(cell(idx.date));
    if (!when) {
      // A date column with text that looks like a date but is not one is a wrong row; anything else is not a line.
      if (/^\d{4}[.\-/]?\d{1,2}[.\-/]?\d{1,2}/.test(cell(idx.date)))
        problems.push(MSG.rowProblem(r + 1, MSG.badDate(cell(idx.date))));
      continue;
    }
    let time = when.time;
    if (idx.time !== undefined) {
      const t = parseBankTime(cell(idx.time));
      if (t === null) {
        problems.push(MSG.rowProblem(r + 1, `거래시간 '${cell(idx.time)}'를 읽을 수 없습니다.`));
        continue;
      }
      if (t) time = t;
    }
    const deposit = parseWon(cell(idx.deposit));
    const withdrawal = parseWon(cell(idx.withdrawal));
    const balance = parseWon(cell(idx.balance));
    const bad = [
      [deposit, '입금액', idx.deposit],
      [withdrawal, '출금액', idx.withdrawal],
      [balance, '잔액', idx.balance],
    ] as const;
    const wrong = bad.find(([v]) => v === null || (v < 0 && v !== balance));
    if (wrong) {
      problems.push(MSG.rowProblem(r + 1, MSG.badAmount(wrong[1], cell(wrong[2]))));
      continue;
    }
    lines.push({
      row: r + 1,
      date: when.date,
      time,
      deposit: deposit!,
      withdrawal: withdrawal!,
      balance: balance!,
      depositor: cell(idx.depositor).slice(0, 200),
      memo: cell(idx.memo).slice(0, 200),
      raw: row.map((c) => c.slice(0, 200)),
    });
  }
  return { lines, problems };
}
