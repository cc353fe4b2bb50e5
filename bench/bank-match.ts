/**
 * Bank-statement matching benchmark (issue 34: a 10,000-line statement parsed and matched against 100,000 open
 * entries in ≤ 5 s). Builds a KB국민 .xlsx of BENCH_BANK_LINES deposit lines (title rows above the header, as the
 * bank writes it) and BENCH_BANK_ENTRIES open entries over 5,000 buyers, then times what the upload and the review
 * do with them: reading the workbook, finding the layout, parsing the lines, and the matching proposals.
 *   npm run bench:bank-match
 * The lines: 40 % a buyer's exact amount under its name ("(주)…"), 20 % the sum of a buyer's oldest two or three
 * entries, 20 % a partial payment, 20 % an unknown depositor.
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { detectKnownLayout } from '../apps/server/src/modules/bank-statements/layouts';
import { proposeMatches, type MatchEntry } from '../apps/server/src/modules/bank-statements/matching';
import { parseLines } from '../apps/server/src/modules/bank-statements/parse-lines';
import { readStatementFile } from '../apps/server/src/modules/bank-statements/read-rows';

const LINES = Number(process.env.BENCH_BANK_LINES ?? 10_000);
const ENTRIES = Number(process.env.BENCH_BANK_ENTRIES ?? 100_000);
const BUYERS = 5_000;

let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};

const entries: MatchEntry[] = Array.from({ length: ENTRIES }, (_, i) => ({
  entryId: i + 1,
  buyerId: (i % BUYERS) + 1,
  buyerName: `고객사${(i % BUYERS) + 1}`,
  remaining: (10 + rand(990)) * 1000,
  openedAt: i,
}));
const byBuyer = new Map<number, MatchEntry[]>();
for (const e of entries) byBuyer.set(e.buyerId, [...(byBuyer.get(e.buyerId) ?? []), e]);

async function statement() {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('거래내역');
  ws.addRow(['KB국민은행 거래내역조회']);
  ws.addRow(['계좌번호', '123-45-6789-012', '예금주', '(주)인쇄SCM']);
  ws.addRow([]);
  ws.addRow(['거래일시', '적요', '보낸분/받는분', '송금메모', '출금액(원)', '입금액(원)', '잔액(원)', '거래점']);
  let balance = 100_000_000;
  for (let i = 0; i < LINES; i++) {
    const buyerId = (i % BUYERS) + 1;
    const own = byBuyer.get(buyerId)!;
    const kind = i % 5;
    const amount =
      kind <= 1
        ? own[kind + 2]!.remaining
        : kind === 2
          ? own[0]!.remaining + own[1]!.remaining
          : kind === 3
            ? Math.floor(own[4]!.remaining / 2)
            : 1_000 + rand(1_000_000);
    const name = kind === 4 ? `모르는분${i}` : kind === 0 ? `(주)고객사${buyerId}` : `고객사 ${buyerId}`;
    balance += amount;
    const day = String(1 + (i % 28)).padStart(2, '0');
    ws.addRow([
      `2026.11.${day} 10:${String(i % 60).padStart(2, '0')}:00`,
      '타행이체',
      name,
      '',
      '',
      amount.toLocaleString('en-US'),
      balance.toLocaleString('en-US'),
      '서초',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function main() {
  const file = await statement();
  console.log(
    `statement: ${LINES} lines, ${(file.length / 1024).toFixed(0)} KB xlsx; ${ENTRIES} open entries of ${BUYERS} buyers`,
  );
  for (let run = 1; run <= 3; run++) {
    const t0 = performance.now();
    const { rows } = await readStatementFile(file);
    const t1 = performance.now();
    const found = detectKnownLayout(rows)!;
    const { lines, problems } = parseLines(rows, found.headerRow, found.idx);
    const t2 = performance.now();
    const proposals = proposeMatches(
      lines.map((l, i) => ({ id: i + 1, deposit: l.deposit, depositor: l.depositor })),
      entries,
      [],
    );
    const t3 = performance.now();
    const kinds: Record<string, number> = {};
    for (const p of proposals.values()) kinds[p.kind] = (kinds[p.kind] ?? 0) + 1;
    if (problems.length || lines.length !== LINES)
      throw new Error(`parsed ${lines.length} lines, ${problems.length} problems`);
    console.log(
      `run ${run}: read xlsx ${(t1 - t0).toFixed(0)} ms · layout + parse ${(t2 - t1).toFixed(0)} ms · match ${(t3 - t2).toFixed(0)} ms · total ${(t3 - t0).toFixed(0)} ms (target ≤ 5000)`,
      JSON.stringify(kinds),
    );
  }
}

await main();
