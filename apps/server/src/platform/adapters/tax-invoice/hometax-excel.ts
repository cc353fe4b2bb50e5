import ExcelJS from 'exceljs';
import type { TaxInvoiceDocument, TaxInvoiceItem } from './provider';

/** 홈택스 takes at most this many invoices per bulk-issue upload. */
export const HOMETAX_MAX_ROWS = 100;
/** The bulk form holds four lines (품목) per invoice. */
export const HOMETAX_MAX_ITEMS = 4;
/** The form's header row; data starts on the next row. */
export const HOMETAX_HEADER_ROW = 6;

const party = (who: '공급자' | '공급받는자') => [
  `${who} 등록번호`,
  `${who} 종사업장번호`,
  `${who} 상호`,
  `${who} 성명`,
  `${who} 사업장주소`,
  `${who} 업태`,
  `${who} 종목`,
];
const itemHeaders = (n: number) =>
  ['일자', '품목', '규격', '수량', '단가', '공급가액', '세액', '품목비고'].map((h) => `${h}${n}`);

/**
 * The columns of 홈택스' 전자세금계산서 일괄발급 form (일반): 종류, 작성일자, the supplier's and the buyer's details, the
 * totals and 비고, four lines of eight columns, the four ways of payment and 영수/청구 — 59 columns.
 */
export const HOMETAX_COLUMNS = [
  '전자(세금)계산서 종류',
  '작성일자',
  ...party('공급자'),
  '공급자 이메일',
  ...party('공급받는자'),
  '공급받는자 이메일1',
  '공급받는자 이메일2',
  '공급가액',
  '세액',
  '비고',
  ...[1, 2, 3, 4].flatMap(itemHeaders),
  '현금',
  '수표',
  '어음',
  '외상미수금',
  '영수(01), 청구(02)',
];

const digits = (s: string) => s.replace(/\D/g, '');

/** More than four lines fold into the fourth: "첫 품목 외 n건" with the rest's sums, so the totals still hold. */
export function foldItems(items: TaxInvoiceItem[]): TaxInvoiceItem[] {
  if (items.length <= HOMETAX_MAX_ITEMS) return items;
  const kept = items.slice(0, HOMETAX_MAX_ITEMS - 1);
  const rest = items.slice(HOMETAX_MAX_ITEMS - 1);
  const first = rest[0]!;
  return [
    ...kept,
    {
      date: first.date,
      name: `${first.name} 외 ${rest.length - 1}건`,
      spec: '',
      qty: null,
      unitCost: null,
      supplyCost: rest.reduce((sum, i) => sum + i.supplyCost, 0),
      tax: rest.reduce((sum, i) => sum + i.tax, 0),
      remark: '',
    },
  ];
}

/** One invoice as one row of the form, in column order. */
export function hometaxRowOf(doc: TaxInvoiceDocument): (string | number)[] {
  const p = (x: TaxInvoiceDocument['invoicer']) => [
    digits(x.corpNum),
    '',
    x.corpName,
    x.ceoName,
    x.address,
    x.bizType,
    x.bizClass,
  ];
  const lines = foldItems(doc.items);
  const itemCells = Array.from({ length: HOMETAX_MAX_ITEMS }, (_, i) => {
    const item = lines[i];
    if (!item) return ['', '', '', '', '', '', '', ''];
    return [
      item.date.slice(8, 10),
      item.name,
      item.spec,
      item.qty ?? '',
      item.unitCost ?? '',
      item.supplyCost,
      item.tax,
      item.remark,
    ];
  }).flat();
  const paid = doc.purpose === 'RECEIPT';
  return [
    '01',
    digits(doc.writeDate),
    ...p(doc.invoicer),
    doc.invoicer.email,
    ...p(doc.invoicee),
    doc.invoicee.email,
    '',
    doc.supplyTotal,
    doc.taxTotal,
    doc.remark,
    ...itemCells,
    paid ? doc.total : '',
    '',
    '',
    paid ? '' : doc.total,
    paid ? '01' : '02',
  ];
}

/**
 * The month's 발행 대기 (수동) invoices as 홈택스 bulk-issue workbooks, at most 100 invoices each. Amended invoices
 * are not in the bulk form (홈택스 issues them one by one from the original): they are returned in `skipped`.
 */
export async function hometaxWorkbooks(
  docs: TaxInvoiceDocument[],
): Promise<{ files: Buffer[]; skipped: TaxInvoiceDocument[] }> {
  const skipped = docs.filter((d) => d.amendment);
  const plain = docs.filter((d) => !d.amendment);
  const files: Buffer[] = [];
  for (let i = 0; i < plain.length; i += HOMETAX_MAX_ROWS) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('엑셀업로드양식');
    ws.getCell('A1').value = '전자세금계산서 일괄발급 (일반)';
    ws.getCell('A2').value = '홈택스 › 전자(세금)계산서 › 발급 › 일괄발급에서 이 파일을 올려주세요.';
    ws.getCell('A3').value = '작성일자는 YYYYMMDD, 등록번호는 숫자 10자리, 품목 일자는 일(DD) 두 자리입니다.';
    ws.getCell('A4').value = `${plain.slice(i, i + HOMETAX_MAX_ROWS).length}건`;
    ws.getRow(HOMETAX_HEADER_ROW).values = HOMETAX_COLUMNS;
    ws.getRow(HOMETAX_HEADER_ROW).font = { bold: true };
    plain.slice(i, i + HOMETAX_MAX_ROWS).forEach((doc, k) => {
      const row = ws.getRow(HOMETAX_HEADER_ROW + 1 + k);
      row.values = hometaxRowOf(doc);
      // Codes and numbers with leading zeros stay text.
      for (const col of [1, 2, 3, 11]) row.getCell(col).numFmt = '@';
    });
    files.push(Buffer.from(await wb.xlsx.writeBuffer()));
  }
  return { files, skipped };
}
