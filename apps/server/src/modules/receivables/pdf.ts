import { RECEIVABLE_LEDGER_KIND_LABELS, withCommas, type ReceivableLedger } from '@scm/contract';
import { A4, HEAD_BG, M, MUTED, W, footPages, openKoreanA4, pen } from '../../platform/documents/korean-pdf';

/**
 * The 거래처 원장 as an A4 PDF: title, buyer, period and issue day, then the table — 이월 잔액, each line (일자, 구분,
 * 주문번호, 품목 and 비고, 금액, 증감, 잔액) and 기말 잔액 — its header repeated on every page, page numbers at the foot.
 */
const won = (n: number | null) => (n === null ? '' : withCommas(n));
const signed = (n: number) => (n > 0 ? `+${withCommas(n)}` : n < 0 ? `−${withCommas(-n)}` : '0');

const COLS = [
  { title: '일자', w: 60, align: 'center' as const },
  { title: '구분', w: 52, align: 'center' as const },
  { title: '주문번호', w: 80, align: 'center' as const },
  { title: '품목 · 비고', w: W - 60 - 52 - 80 - 72 - 72 - 80, align: 'left' as const },
  { title: '금액', w: 72, align: 'right' as const },
  { title: '증감', w: 72, align: 'right' as const },
  { title: '잔액', w: 80, align: 'right' as const },
];

export function ledgerPdf(ledger: ReceivableLedger, companyName: string, today: string): Promise<Buffer> {
  const { doc, done } = openKoreanA4({ Title: `거래처 원장 ${ledger.buyerName}`, Author: companyName });
  const { text, box, cell } = pen(doc);
  const period = `${ledger.from ?? '처음'} ~ ${ledger.to ?? '현재'}`;

  let y = M;
  text('거  래  처    원  장', M, y, { width: W, align: 'center', font: 'B', size: 20 });
  y += 34;
  text(`${ledger.buyerName} 귀하`, M, y, { font: 'B', size: 13, width: W / 2, ellipsis: true });
  text(`기간 ${period}`, M + W / 2, y + 1, { size: 9, width: W / 2, align: 'right' });
  y += 18;
  text(companyName, M, y, { size: 8.5, color: MUTED, width: W / 2, ellipsis: true });
  text(`발행일 ${today}`, M + W / 2, y, { size: 8.5, color: MUTED, width: W / 2, align: 'right' });
  y += 18;

  const rowH = 18;
  const bottom = A4.height - M - 24;
  const header = () => {
    let x = M;
    for (const c of COLS) {
      box(x, y, c.w, rowH, HEAD_BG);
      cell(c.title, x, y, c.w, rowH, 'center', 'B', 8.5);
      x += c.w;
    }
    y += rowH;
  };
  const row = (values: string[], strong = false) => {
    if (y + rowH > bottom) {
      doc.addPage();
      y = M;
      text(`거래처 원장 ${ledger.buyerName} · ${period} (계속)`, M, y, { size: 9, color: MUTED });
      y += 18;
      header();
    }
    let x = M;
    COLS.forEach((c, i) => {
      box(x, y, c.w, rowH, strong ? HEAD_BG : undefined);
      cell(values[i]!, x, y, c.w, rowH, c.align, strong ? 'B' : 'R', i === 3 ? 7.5 : 8.5);
      x += c.w;
    });
    y += rowH;
  };

  header();
  row(['', '이월 잔액', '', '', '', '', won(ledger.openingBalance)], true);
  for (const l of ledger.lines)
    row([
      l.date,
      RECEIVABLE_LEDGER_KIND_LABELS[l.kind],
      l.orderNumber,
      [l.slotPosition ? `${l.productName} (${l.slotPosition})` : l.productName, l.note].filter(Boolean).join(' · '),
      won(l.amount),
      signed(l.change),
      won(l.balance),
    ]);
  if (ledger.lines.length === 0) row(['', '', '', '기간 안의 거래가 없습니다.', '', '', '']);
  row(['', '기말 잔액', '', '', '', '', won(ledger.closingBalance)], true);
  y += 8;
  text('잔액: 받을 돈(+) · 과입금(−), 원 단위', M, y, { size: 8, color: MUTED });

  footPages(doc, `${companyName}  ·  거래처 원장 ${ledger.buyerName} ${period}`);
  doc.end();
  return done;
}
