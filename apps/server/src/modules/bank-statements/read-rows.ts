import ExcelJS from 'exceljs';
import { decodeText, type TextEncoding } from './decode';

/** A statement file as rows of cell texts (dates as 'YYYY-MM-DD HH:mm:ss', numbers as digits). */
export interface StatementRows {
  rows: string[][];
  encoding: TextEncoding | 'XLSX';
}

export class UnreadableFile extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel stores wall-clock times; exceljs hands them over as UTC dates. */
const excelDateText = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return excelDateText(v);
  if (typeof v === 'number') return String(v);
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    return '';
  }
  return String(v).trim();
};

/** The first worksheet of an .xlsx file. */
export async function readXlsx(bytes: Buffer): Promise<StatementRows> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile();
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new UnreadableFile();
  const rows: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is empty.
    rows[n - 1] = values.slice(1).map((v) => cellText(v).trim());
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return { rows, encoding: 'XLSX' };
}

/** RFC 4180 CSV (quotes, doubled quotes, CRLF); a tab-separated export is read alike. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  const sep = (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows;
}

export function readCsv(bytes: Buffer): StatementRows {
  const { text, encoding } = decodeText(bytes);
  return { rows: parseCsv(text), encoding };
}

/** .xlsx by its zip signature (PK), else CSV; an old binary .xls (OLE) is refused as unreadable. */
export async function readStatementFile(bytes: Buffer): Promise<StatementRows> {
  if (bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsx(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    throw new UnreadableFile();
  return readCsv(bytes);
}
