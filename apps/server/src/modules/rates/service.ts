import ExcelJS from 'exceljs';
import { AppError, fieldConflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import type { Db } from '../../db/client';
import { itemExists } from '../items';
import { getSeller } from '../sellers';
import {
  EFFECTIVE_FROM_LABEL,
  MSG,
  RATE_DEFS,
  RATE_KINDS,
  keyOf,
  valuesSchemaOf,
  type RateKind,
  type RateRow,
  type RateValues,
} from './kinds';
import {
  deleteRateRow,
  findRate,
  insertRates,
  listRates,
  ratesStartingOn,
  ratesUpTo,
  sameKeySameDay,
  updateRateRow,
} from './queries';

export type RateSet = Record<RateKind, RateRow[]>;

export const listRatesOf = (ctx: ServiceContext, kind: RateKind) => listRates(ctx.db, kind);

/** The rates in effect on a day: for each key the row with the latest start on or before it. */
export async function effectiveRates(db: Db, day: string): Promise<RateSet> {
  const out = {} as RateSet;
  for (const kind of RATE_KINDS) {
    const seen = new Set<string>();
    out[kind] = (await ratesUpTo(db, kind, day)).filter((r) => {
      const key = keyOf(kind, r);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return out;
}

/** The item or supplier a rate names must exist; answered under its field. */
async function checkReferences(db: Db, kind: RateKind, values: RateValues) {
  if (kind === 'paper' && !(await itemExists(db, Number(values.itemId)))) throw fieldError('itemId', MSG.itemNotFound);
  if (kind === 'outsourcing') {
    try {
      await getSeller(db, Number(values.sellerId));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw fieldError('sellerId', MSG.sellerNotFound);
      throw error;
    }
  }
}

const notPast = (ctx: ServiceContext, day: string) => {
  if (day < ctx.clock.today()) throw fieldError('effectiveFrom', MSG.pastDate);
};

/** Adds a rate from a day (today or later): "changing" a rate is adding its next row. */
export async function addRate(ctx: ServiceContext, kind: RateKind, input: RateValues & { effectiveFrom: string }) {
  notPast(ctx, input.effectiveFrom);
  return ctx.transaction(async (tx) => {
    await checkReferences(tx.db, kind, input);
    if (await sameKeySameDay(tx.db, kind, input, input.effectiveFrom))
      throw fieldConflict('effectiveFrom', MSG.duplicate);
    const [id] = await insertRates(tx.db, kind, [input]);
    return (await findRate(tx.db, kind, id!))!;
  });
}

/** A rate row that has not taken effect yet (starts after today), locked. */
async function futureRow(ctx: ServiceContext, kind: RateKind, id: number) {
  const row = await findRate(ctx.db, kind, id);
  if (!row) throw notFound(MSG.notFound);
  if (row.effectiveFrom <= ctx.clock.today()) throw new AppError(409, 'RATE_IN_EFFECT', MSG.alreadyEffective);
  return row;
}

export async function updateRate(
  ctx: ServiceContext,
  kind: RateKind,
  id: number,
  input: RateValues & { effectiveFrom: string },
) {
  return ctx.transaction(async (tx) => {
    await futureRow(tx, kind, id);
    notPast(tx, input.effectiveFrom);
    await checkReferences(tx.db, kind, input);
    if (await sameKeySameDay(tx.db, kind, input, input.effectiveFrom, id))
      throw fieldConflict('effectiveFrom', MSG.duplicate);
    await updateRateRow(tx.db, kind, id, input);
    return (await findRate(tx.db, kind, id))!;
  });
}

export async function deleteRate(ctx: ServiceContext, kind: RateKind, id: number) {
  await ctx.transaction(async (tx) => {
    await futureRow(tx, kind, id);
    await deleteRateRow(tx.db, kind, id);
  });
}

// ---- Excel ----

/** The rates in effect on a day as a workbook: a sheet per kind, Korean headers, one rate per row. */
export async function exportRates(db: Db, day: string): Promise<Buffer> {
  const set = await effectiveRates(db, day);
  const wb = new ExcelJS.Workbook();
  for (const kind of RATE_KINDS) {
    const def = RATE_DEFS[kind];
    const ws = wb.addWorksheet(def.label);
    const fields = def.fields as readonly { name: string; label: string }[];
    ws.addRow([...fields.map((f) => f.label), EFFECTIVE_FROM_LABEL]);
    ws.getRow(1).font = { bold: true };
    for (const r of set[kind]) ws.addRow([...fields.map((f) => r[f.name] ?? null), r.effectiveFrom]);
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
  const accepted = {} as Record<RateKind, { row: number; values: RateValues }[]>;
  for (const kind of RATE_KINDS) {
    const def = RATE_DEFS[kind];
    accepted[kind] = [];
    const ws = wb.getWorksheet(def.label);
    if (!ws) continue;
    const fields = def.fields as readonly { name: string; label: string; kind: 'int' | 'text'; nullable?: boolean }[];
    const header = ws.getRow(1);
    const colOf = new Map<string, number>();
    header.eachCell((cell, col) => {
      const h = String(cellValue(cell.value) ?? '').trim();
      if (h) colOf.set(h, col);
    });
    for (const [h] of colOf)
      if (h !== EFFECTIVE_FROM_LABEL && !fields.some((f) => f.label === h))
        problems.push({ sheet: def.label, row: 1, column: h, message: MSG.unknownHeader(h) });
    const missing = fields.filter((f) => !colOf.has(f.label) && !f.nullable);
    for (const f of missing) problems.push({ sheet: def.label, row: 1, column: f.label, message: MSG.missingColumn });
    if (missing.length) continue;
    const schema = valuesSchemaOf(kind);
    const firstRowOfKey = new Map<string, number>();
    const existing = new Set((await ratesStartingOn(ctx.db, kind, day)).map((r) => keyOf(kind, r)));
    for (let r = 2; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const raw: Record<string, unknown> = {};
      let blank = true;
      for (const f of fields) {
        const col = colOf.get(f.label);
        const v = col === undefined ? null : cellValue(row.getCell(col).value);
        if (v !== null && v !== '') blank = false;
        const c = coerce(f.kind, v);
        if (c !== undefined) raw[f.name] = c;
      }
      if (blank) continue;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = fields.find((f) => f.name === issue.path[0]);
          problems.push({ sheet: def.label, row: r, column: field?.label ?? '', message: issue.message });
        }
        continue;
      }
      const values = parsed.data;
      const key = keyOf(kind, values);
      const first = firstRowOfKey.get(key);
      const keyColumn = fields.find((f) => (f as { key?: boolean }).key)?.label ?? '';
      if (first !== undefined) {
        problems.push({ sheet: def.label, row: r, column: keyColumn, message: MSG.importDuplicateRow(first) });
        continue;
      }
      firstRowOfKey.set(key, r);
      if (existing.has(key)) {
        problems.push({ sheet: def.label, row: r, column: keyColumn, message: MSG.duplicate });
        continue;
      }
      accepted[kind].push({ row: r, values });
    }
  }
  // References (items, suppliers) in one look each.
  for (const { kind, field, label, message, exists } of [
    { kind: 'paper' as const, field: 'itemId', label: '품목 ID', message: MSG.itemNotFound, exists: itemExists },
    {
      kind: 'outsourcing' as const,
      field: 'sellerId',
      label: '거래처 ID',
      message: MSG.sellerNotFound,
      exists: (db: Db, id: number) =>
        getSeller(db, id).then(
          () => true,
          () => false,
        ),
    },
  ]) {
    const known = new Map<number, boolean>();
    for (const a of accepted[kind]) {
      const id = Number(a.values[field]);
      if (!known.has(id)) known.set(id, await exists(ctx.db, id));
      if (!known.get(id)) problems.push({ sheet: RATE_DEFS[kind].label, row: a.row, column: label, message });
    }
  }
  if (problems.length) throw new ImportRejected(problems);
  const total = RATE_KINDS.reduce((n, k) => n + accepted[k].length, 0);
  if (total === 0) throw new AppError(400, 'RATES_IMPORT_EMPTY', MSG.importEmpty);
  await ctx.transaction(async (tx) => {
    for (const kind of RATE_KINDS)
      await insertRates(
        tx.db,
        kind,
        accepted[kind].map((a) => ({ ...a.values, effectiveFrom: day })),
      );
  });
  return { added: total, message: MSG.imported(total, day) };
}
