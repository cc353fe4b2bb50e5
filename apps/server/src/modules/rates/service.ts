import ExcelJS from 'exceljs';
import { ratesAt, rateKey, type RateKind, type RateRow, type RateSet } from '@scm/contract';
import { AppError, fieldConflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import type { Db } from '../../db/client';
import { itemExists } from '../items';
import { getSeller } from '../sellers';
import {
  EFFECTIVE_FROM_LABEL,
  MSG,
  RATE_KINDS,
  fieldsOf,
  keyFieldOf,
  schemaOf,
  sheetOf,
  type StoredRate,
} from './kinds';
import {
  deleteRateRow,
  existingIds,
  findRate,
  insertRates,
  keysStartingOn,
  listRates,
  ratesUpTo,
  sameKeySameDay,
  updateRateRow,
} from './queries';

export type { RateSet };

export const listRatesOf = (ctx: ServiceContext, kind: RateKind) => listRates(ctx.db, kind);

/**
 * The rows in effect on a day as the caller may see them: a customer gets no 외주 rows (what suppliers charge the
 * shop, and the shop's margin on it, are the shop's business).
 */
export async function effectiveRowsFor(ctx: ServiceContext, day: string): Promise<StoredRate[]> {
  const rows = await effectiveRows(ctx.db, day);
  return ctx.actor.userType === 'customer' ? rows.filter((r) => r.kind !== 'OUTSOURCING') : rows;
}

/**
 * The rows in effect on a day: for each key (the contract's `rateKey`) the row with the latest start on or before
 * it. `ratesAt(rows, day)` of the contract gives the same set from them.
 */
export async function effectiveRows(db: Db, day: string): Promise<StoredRate[]> {
  const seen = new Set<string>();
  return (await ratesUpTo(db, day)).filter((r) => {
    const key = rateKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The rate set the estimate engine reads, for a day. */
export const effectiveRates = async (db: Db, day: string): Promise<RateSet> =>
  ratesAt(await effectiveRows(db, day), day);

const sellerExists = (db: Db, id: number) =>
  getSeller(db, id).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return false;
      throw error;
    },
  );

/** The item or supplier a rate names must exist; answered under its field. */
async function checkReferences(db: Db, row: RateRow) {
  if (row.kind === 'PAPER' && !(await itemExists(db, row.rawItemId))) throw fieldError('rawItemId', MSG.itemNotFound);
  if (row.kind === 'OUTSOURCING' && !(await sellerExists(db, row.sellerId)))
    throw fieldError('sellerId', MSG.sellerNotFound);
}

/** A row naming an item option that does not exist fails its foreign key: answered under `optionId`. */
async function optionChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pg = e.code ? e : e.cause;
    if (pg?.code === '23503' && String(pg.constraint ?? '').includes('option'))
      throw fieldError('optionId', MSG.optionNotFound);
    throw error;
  }
}

const notPast = (ctx: ServiceContext, day: string) => {
  if (day < ctx.clock.today()) throw fieldError('effectiveFrom', MSG.pastDate);
};

/** Adds a rate from a day (today or later): "changing" a rate is adding its next row. */
export async function addRate(ctx: ServiceContext, row: RateRow) {
  notPast(ctx, row.effectiveFrom);
  return optionChecked(() =>
    ctx.transaction(async (tx) => {
      await checkReferences(tx.db, row);
      if (await sameKeySameDay(tx.db, row)) throw fieldConflict('effectiveFrom', MSG.duplicate);
      const [id] = await insertRates(tx.db, [row]);
      return (await findRate(tx.db, row.kind, id!))!;
    }),
  );
}

/** A rate row that has not taken effect yet (starts after today), locked. */
async function futureRow(ctx: ServiceContext, kind: RateKind, id: number) {
  const row = await findRate(ctx.db, kind, id);
  if (!row) throw notFound(MSG.notFound);
  if (row.effectiveFrom <= ctx.clock.today()) throw new AppError(409, 'RATE_IN_EFFECT', MSG.alreadyEffective);
  return row;
}

export async function updateRate(ctx: ServiceContext, id: number, row: RateRow) {
  return optionChecked(() =>
    ctx.transaction(async (tx) => {
      await futureRow(tx, row.kind, id);
      notPast(tx, row.effectiveFrom);
      await checkReferences(tx.db, row);
      if (await sameKeySameDay(tx.db, row, id)) throw fieldConflict('effectiveFrom', MSG.duplicate);
      await updateRateRow(tx.db, id, row);
      return (await findRate(tx.db, row.kind, id))!;
    }),
  );
}

export async function deleteRate(ctx: ServiceContext, kind: RateKind, id: number) {
  await ctx.transaction(async (tx) => {
    await futureRow(tx, kind, id);
    await deleteRateRow(tx.db, id);
  });
}

// ---- Excel ----

/** The rates in effect on a day as a workbook: a sheet per kind, Korean headers, one rate per row. */
export async function exportRates(db: Db, day: string): Promise<Buffer> {
  const rows = await effectiveRows(db, day);
  const wb = new ExcelJS.Workbook();
  for (const kind of RATE_KINDS) {
    const ws = wb.addWorksheet(sheetOf(kind));
    const fields = fieldsOf(kind);
    ws.addRow([...fields.map((f) => f.label), EFFECTIVE_FROM_LABEL]);
    ws.getRow(1).font = { bold: true };
    for (const r of rows)
      if (r.kind === kind)
        ws.addRow([...fields.map((f) => (r as Record<string, unknown>)[f.name] ?? null), r.effectiveFrom]);
    ws.columns.forEach((c) => (c.width = 16));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface ImportProblem {
  sheet: string;
  row: number;
  column: string;
  message: string;
}

export class ImportRejected extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(MSG.importInvalid(new Set(problems.map((p) => `${p.sheet}\u0001${p.row}`)).size));
  }
}

type Cell = string | number | boolean | Date | null;

const cellValue = (v: ExcelJS.CellValue): Cell => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object' && !(v instanceof Date)) {
    if ('result' in v) return cellValue(v.result);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('error' in v) return String(v.error);
    return null;
  }
  return v;
};

/** A cell as the field wants it: numbers from text like "45,000", empty as null, text trimmed. */
function coerce(kind: 'int' | 'text', raw: Cell): unknown {
  if (raw === null || raw === '') return kind === 'int' ? null : undefined;
  const text = raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw);
  if (kind === 'int') {
    if (typeof raw === 'number') return raw;
    const s = text.replace(/[,\s원]/g, '');
    return s !== '' && /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : text;
  }
  return text;
}

/**
 * Reads an uploaded workbook (sheets named like the export, headers in row 1). Every wrong cell is reported with its
 * sheet, row and column; nothing is saved unless every row is right; then all rows are added from `day`.
 */
export async function importRates(ctx: ServiceContext, file: Buffer, day: string) {
  notPast(ctx, day);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'RATES_IMPORT_FILE', MSG.importBadFile);
  }
  const problems: ImportProblem[] = [];
  const accepted: { kind: RateKind; row: number; value: RateRow }[] = [];
  const existing = await keysStartingOn(ctx.db, day);
  const firstRowOfKey = new Map<string, number>();
  for (const kind of RATE_KINDS) {
    const sheet = sheetOf(kind);
    const ws = wb.getWorksheet(sheet);
    if (!ws) continue;
    const fields = fieldsOf(kind);
    const header = ws.getRow(1);
    const colOf = new Map<string, number>();
    header.eachCell((cell, col) => {
      const h = String(cellValue(cell.value) ?? '').trim();
      if (h) colOf.set(h, col);
    });
    for (const [h] of colOf)
      if (h !== EFFECTIVE_FROM_LABEL && !fields.some((f) => f.label === h))
        problems.push({ sheet, row: 1, column: h, message: MSG.unknownHeader(h) });
    const missing = fields.filter((f) => !colOf.has(f.label));
    for (const f of missing) problems.push({ sheet, row: 1, column: f.label, message: MSG.missingColumn });
    if (missing.length) continue;
    const schema = schemaOf(kind);
    const keyField = keyFieldOf(kind);
    const keyColumn = fields.find((f) => f.name === keyField)?.label ?? fields[0]?.label ?? '';
    for (let r = 2; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const raw: Record<string, unknown> = { kind, effectiveFrom: day };
      let blank = true;
      for (const f of fields) {
        const v = cellValue(row.getCell(colOf.get(f.label)!).value);
        if (v !== null && v !== '') blank = false;
        const c = coerce(f.kind, v);
        if (c !== undefined) raw[f.name] = c;
      }
      if (blank) continue;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = fields.find((f) => f.name === issue.path[0]);
          problems.push({ sheet, row: r, column: field?.label ?? '', message: issue.message });
        }
        continue;
      }
      const value = parsed.data;
      const key = rateKey(value);
      const first = firstRowOfKey.get(key);
      if (first !== undefined) {
        problems.push({ sheet, row: r, column: keyColumn, message: MSG.importDuplicateRow(first) });
        continue;
      }
      firstRowOfKey.set(key, r);
      if (existing.has(key)) {
        problems.push({ sheet, row: r, column: keyColumn, message: MSG.duplicate });
        continue;
      }
      accepted.push({ kind, row: r, value });
    }
  }
  // Every id a row names (the paper's item, the finishing option, the supplier) must exist: checked row by row in one
  // query per kind of record, so a wrong id is a "N행" line of the report, never the foreign key's refusal.
  const checks: { kind: RateKind; field: string; of: 'item' | 'option' | 'seller'; message: (id: number) => string }[] =
    [
      { kind: 'PAPER', field: 'rawItemId', of: 'item', message: MSG.importItemMissing },
      { kind: 'FINISHING', field: 'optionId', of: 'option', message: MSG.importOptionMissing },
      { kind: 'OUTSOURCING', field: 'sellerId', of: 'seller', message: MSG.importSellerMissing },
    ];
  for (const { kind, field, of, message } of checks) {
    const named = accepted
      .filter((a) => a.kind === kind)
      .map((a) => ({ row: a.row, id: Number((a.value as Record<string, unknown>)[field]) }));
    const known = await existingIds(
      ctx.db,
      of,
      named.map((n) => n.id),
    );
    const column = fieldsOf(kind).find((f) => f.name === field)!.label;
    for (const n of named)
      if (!known.has(n.id)) problems.push({ sheet: sheetOf(kind), row: n.row, column, message: message(n.id) });
  }
  // The report reads sheet by sheet, row by row.
  const sheetOrder = new Map(RATE_KINDS.map((k, i) => [sheetOf(k), i]));
  problems.sort((a, b) => sheetOrder.get(a.sheet)! - sheetOrder.get(b.sheet)! || a.row - b.row);
  if (problems.length) throw new ImportRejected(problems);
  if (accepted.length === 0) throw new AppError(400, 'RATES_IMPORT_EMPTY', MSG.importEmpty);
  await optionChecked(() =>
    ctx.transaction(async (tx) => {
      await insertRates(
        tx.db,
        accepted.map((a) => a.value),
      );
    }),
  );
  return { added: accepted.length, message: MSG.imported(accepted.length, day) };
}
