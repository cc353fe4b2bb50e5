import ExcelJS from 'exceljs';
import type { JobCostingRow } from '@scm/contract';

const WON = '#,##0';

/** The month's costed jobs as a workbook: Korean headers, won as numbers formatted #,##0, a total row. */
export async function monthWorkbook(
  month: string,
  rows: readonly JobCostingRow[],
  totals: { charged: number; actualCost: number; margin: number },
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('원가분석');
  ws.addRow([`원가 분석: ${month} 완료 주문`]);
  ws.addRow([]);
  const header = ws.addRow([
    '완료일',
    '주문번호',
    '품명',
    '고객사',
    '공급가액',
    '견적 원가',
    '실제 원가',
    '손익',
    '손익률(%)',
  ]);
  header.font = { bold: true };
  for (const r of rows)
    ws.addRow([
      r.completedDate,
      r.orderNumber,
      r.productName,
      r.buyerName ?? '',
      r.charged,
      r.estimateCost,
      r.actualCost,
      r.margin,
      r.marginPercent,
    ]);
  const total = ws.addRow(['', '합계', '', '', totals.charged, null, totals.actualCost, totals.margin, null]);
  total.font = { bold: true };
  for (const c of [5, 6, 7, 8]) ws.getColumn(c).numFmt = WON;
  [12, 16, 28, 20, 14, 14, 14, 14, 10].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
