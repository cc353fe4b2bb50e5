import { eq, inArray } from 'drizzle-orm';
import {
  bankMessages as MSG,
  type Bank,
  type BankColumnMapping,
  type BankImportResult,
  type BankLayoutUnknown,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { bankLayout, bankLine, bankStatement } from '../../db/schema/bank-statements';
import { AppError, fieldError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { columnIndexes, detectKnownLayout, guessHeaderRow, HEADER_SEARCH_ROWS, headerRowKey } from './layouts';
import { parseLines } from './parse-lines';
import { readStatementFile, UnreadableFile } from './read-rows';

/** The upload page shows these beside the upload, not as an alert. */
const QUIET = { isAlert: false, isSnackbar: false };

/** 422 BANK_LAYOUT_UNKNOWN: the header row found, so the screen can ask which column is which, once. */
export class LayoutUnknown extends AppError {
  constructor(readonly details: BankLayoutUnknown) {
    super(422, 'BANK_LAYOUT_UNKNOWN', MSG.layoutUnknown, QUIET);
  }
  override toBody() {
    return { ...super.toBody(), details: this.details };
  }
}

/** 400 BANK_FILE_INVALID: rows the file has wrong, each named by its row. */
export class StatementInvalid extends AppError {
  constructor(readonly problems: string[]) {
    super(400, 'BANK_FILE_INVALID', problems.slice(0, 5).join('\n'), QUIET);
  }
  override toBody() {
    return { ...super.toBody(), problems: this.problems };
  }
}

type Found = {
  bank: Bank;
  headerRow: number;
  idx: NonNullable<ReturnType<typeof columnIndexes>>;
  layoutId: number | null;
};

/** A mapped layout remembered for one of the first rows' header texts. */
async function rememberedLayout(db: Db, rows: readonly string[][]): Promise<Found | null> {
  const keys = rows.slice(0, HEADER_SEARCH_ROWS).map(headerRowKey);
  const wanted = [...new Set(keys.filter(Boolean))];
  if (wanted.length === 0) return null;
  const saved = await db.select().from(bankLayout).where(inArray(bankLayout.headerKey, wanted));
  for (let r = 0; r < keys.length; r++) {
    const layout = saved.find((s) => s.headerKey === keys[r]);
    const idx = layout && columnIndexes(rows[r]!, layout.columns);
    if (layout && idx) return { bank: 'CUSTOM', headerRow: r, idx, layoutId: layout.id };
  }
  return null;
}

/** Staff's mapping of an unknown layout, checked against its header row and remembered. */
async function mappedLayout(
  ctx: ServiceContext,
  rows: readonly string[][],
  mapping: BankColumnMapping,
): Promise<Found> {
  const headerRow = guessHeaderRow(rows);
  if (headerRow < 0) throw new AppError(400, 'BANK_FILE_INVALID', MSG.noRows, QUIET);
  const header = rows[headerRow]!;
  for (const role of ['date', 'time', 'deposit', 'withdrawal', 'balance', 'depositor', 'memo'] as const) {
    const name = mapping[role];
    if (name && !header.some((h) => h.trim() === name.trim())) throw fieldError(role, MSG.mappingHeaderMissing(name));
  }
  const idx = columnIndexes(header, mapping)!;
  const key = headerRowKey(header);
  await ctx.db
    .insert(bankLayout)
    .values({ headerKey: key, columns: mapping, createdBy: ctx.actor.employeeId })
    .onConflictDoUpdate({ target: bankLayout.headerKey, set: { columns: mapping } });
  const [saved] = await ctx.db.select({ id: bankLayout.id }).from(bankLayout).where(eq(bankLayout.headerKey, key));
  return { bank: 'CUSTOM', headerRow, idx, layoutId: saved!.id };
}

const CHUNK = 500;

/**
 * Reads a statement file and stores its lines once: a line another statement already brought (same date, time,
 * amounts, balance and text) is counted, not added. A layout not known and not remembered asks for a mapping
 * (422); with `mapping`, the mapping is remembered for the header row and used.
 */
export async function importStatement(
  ctx: ServiceContext,
  file: { name: string; bytes: Buffer },
  mapping?: BankColumnMapping,
): Promise<BankImportResult> {
  const read = await readStatementFile(file.bytes).catch((err: unknown) => {
    if (err instanceof UnreadableFile) throw new AppError(400, 'BANK_FILE_UNREADABLE', MSG.unreadable, QUIET);
    throw err;
  });
  const { rows } = read;
  return ctx.transaction(async (tx) => {
    const known = detectKnownLayout(rows);
    let found: Found | null = known && { ...known, layoutId: null };
    found ??= await rememberedLayout(tx.db, rows);
    if (!found && mapping) found = await mappedLayout(tx, rows, mapping);
    if (!found) {
      const headerRow = guessHeaderRow(rows);
      throw new LayoutUnknown({
        headerRow,
        headers: headerRow < 0 ? [] : rows[headerRow]!.filter((h) => h.trim() !== ''),
      });
    }
    const { lines, problems } = parseLines(rows, found.headerRow, found.idx);
    if (problems.length > 0) throw new StatementInvalid(problems);
    if (lines.length === 0) throw new AppError(400, 'BANK_FILE_INVALID', MSG.noRows, QUIET);
    const deposits = lines.filter((l) => l.deposit > 0).length;
    const [statement] = await tx.db
      .insert(bankStatement)
      .values({
        fileName: file.name.slice(0, 255),
        bank: found.bank,
        layoutId: found.layoutId,
        encoding: read.encoding,
        uploadedBy: tx.actor.employeeId,
        lineCount: lines.length,
        depositCount: deposits,
        addedCount: 0,
        duplicateCount: 0,
      })
      .returning({ id: bankStatement.id });
    let added = 0;
    for (let i = 0; i < lines.length; i += CHUNK) {
      const inserted = await tx.db
        .insert(bankLine)
        .values(
          lines.slice(i, i + CHUNK).map((l) => ({
            statementId: statement!.id,
            transactedOn: l.date,
            transactedTime: l.time,
            deposit: l.deposit,
            withdrawal: l.withdrawal,
            balance: l.balance,
            depositor: l.depositor,
            memo: l.memo,
            raw: l.raw,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: bankLine.id });
      added += inserted.length;
    }
    const duplicates = lines.length - added;
    await tx.db
      .update(bankStatement)
      .set({ addedCount: added, duplicateCount: duplicates })
      .where(eq(bankStatement.id, statement!.id));
    return {
      statementId: statement!.id,
      bank: found.bank,
      encoding: read.encoding,
      lines: lines.length,
      deposits,
      added,
      duplicates,
    };
  });
}
