import ExcelJS from 'exceljs';
import { RECEIVABLE_LEDGER_KIND_LABELS, type ReceivableLedger } from '@scm/contract';

const WON = '#,##0';

/** The 거래처 원장 as a workbook: Korean headers, won as numbers formatted #,##0, opening and closing balances. */
export async function ledgerWorkbook(ledger: ReceivableLedger): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('거래처원장');
  ws.addRow([`거래처 원장: ${ledger.buyerName}`]);
  ws.addRow([`기간: ${ledger.from ?? '처음'} ~ ${ledger.to ?? '현재'}`]);
  ws.addRow([]);
  const header = ws.addRow(['일자', '구분', '주문번호', '품목', '슬롯', '금액', '증감', '잔액', '비고']);
  header.font = { bold: true };
  const opening = ws.addRow(['', '이월 잔액', '', '', '', null, null, ledger.openingBalance, '']);
  opening.font = { italic: true };
  for (const l of ledger.lines)
    ws.addRow([
      l.date,
      RECEIVABLE_LEDGER_KIND_LABELS[l.kind],
      l.orderNumber,
      l.productName,
      l.slotPosition ?? '',
      l.amount,
      l.change,
      l.balance,
      l.note,
    ]);
  const closing = ws.addRow(['', '기말 잔액', '', '', '', null, null, ledger.closingBalance, '']);
  closing.font = { bold: true };
  for (const c of [6, 7, 8]) ws.getColumn(c).numFmt = WON;
  [12, 10, 16, 28, 6, 14, 14, 14, 36].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
