import {
  TAX_AMENDMENT_LABELS,
  TAX_INVOICE_STATE_LABELS,
  formatBusinessNumber,
  withCommas,
  type TaxInvoice,
  type TaxInvoicePartyView,
} from '@scm/contract';
import { HEAD_BG, INK, M, MUTED, W, openKoreanA4 } from '../../platform/documents/korean-pdf';

/**
 * The invoice as a Korean A4 PDF in the 세금계산서 layout: title with 승인번호 and 문서번호, the 공급자 and 공급받는자
 * boxes side by side (등록번호, 상호, 성명, 주소, 업태, 종목, 이메일), 작성일자 · 공급가액 · 세액, the lines (월, 일, 품목,
 * 규격, 공급가액, 세액), 합계금액 and 이 금액을 영수/청구 함. A copy not issued through the NTS (발행 대기 (수동), 발행
 * 요청, 실패, 취소) carries a red mark across the top saying it is not an issued invoice.
 */
const RED = '#b91c1c';
const BLUE = '#1d4ed8';

export function renderTaxInvoicePdf(inv: TaxInvoice): Promise<Buffer> {
  const { doc, done } = openKoreanA4({ Title: `세금계산서 ${inv.documentKey}`, Author: inv.invoicer.corpName });
  const issued = ['ISSUED', 'NTS_SENDING', 'NTS_ACCEPTED', 'NTS_FAILED'].includes(inv.state);
  const color = BLUE;

  const text = (
    s: string,
    x: number,
    y: number,
    o: PDFKit.Mixins.TextOptions & { b?: boolean; size?: number; c?: string } = {},
  ) => {
    const { b = false, size = 9, c = INK, ...rest } = o;
    doc
      .font(b ? 'B' : 'R')
      .fontSize(size)
      .fillColor(c)
      .text(s, x, y, { lineBreak: false, ...rest });
  };
  const cell = (
    s: string,
    x: number,
    y: number,
    w: number,
    h: number,
    o: { align?: 'left' | 'center' | 'right'; b?: boolean; size?: number; fill?: string } = {},
  ) => {
    if (o.fill) doc.rect(x, y, w, h).fillAndStroke(o.fill, color);
    else doc.rect(x, y, w, h).strokeColor(color).stroke();
    const size = o.size ?? 8.5;
    doc.font(o.b ? 'B' : 'R').fontSize(size);
    text(s, x + 3, y + (h - doc.currentLineHeight()) / 2 + 0.5, {
      width: w - 6,
      align: o.align ?? 'left',
      ellipsis: true,
      height: h,
      b: o.b,
      size,
    });
  };

  let y = M;
  if (!issued) {
    const mark =
      inv.state === 'CANCELLED'
        ? '발행 취소된 세금계산서입니다'
        : `${TAX_INVOICE_STATE_LABELS[inv.state]} — 국세청에 발급되지 않은 사본입니다`;
    doc.rect(M, y, W, 22).fillAndStroke('#fee2e2', RED);
    text(mark, M, y + 5, { width: W, align: 'center', b: true, size: 11, c: RED });
    y += 30;
  }
  const title = inv.kind === 'AMENDMENT' ? '수정 전자세금계산서' : '전자세금계산서';
  text(title, M, y, { width: W, align: 'center', b: true, size: 20, c: color });
  text(`(공급받는자 보관용)`, M, y + 26, { width: W, align: 'center', size: 9, c: MUTED });
  y += 44;
  const rowH = 20;
  cell('승인번호', M, y, 70, rowH, { fill: HEAD_BG, b: true, align: 'center' });
  cell(inv.approvalNumber ?? '-', M + 70, y, W / 2 - 70, rowH);
  cell('문서번호', M + W / 2, y, 70, rowH, { fill: HEAD_BG, b: true, align: 'center' });
  cell(inv.documentKey, M + W / 2 + 70, y, W / 2 - 70, rowH);
  y += rowH + 6;

  // ── 공급자 | 공급받는자 ──
  const half = W / 2;
  const party = (label: string, p: TaxInvoicePartyView, x: number) => {
    const sideW = 18;
    const keyW = 52;
    const rows: [string, string][] = [
      ['등록번호', formatBusinessNumber(p.corpNum)],
      ['상호', p.corpName],
      ['성명', p.ceoName],
      ['주소', p.address],
      ['업태', p.bizType],
      ['종목', p.bizClass],
      ['이메일', p.email],
    ];
    doc.rect(x, y, sideW, rowH * rows.length).fillAndStroke(HEAD_BG, color);
    label
      .split('')
      .forEach((ch, i) => text(ch, x, y + 14 + i * 14, { width: sideW, align: 'center', b: true, c: color }));
    rows.forEach(([k, v], i) => {
      cell(k, x + sideW, y + i * rowH, keyW, rowH, { fill: HEAD_BG, align: 'center' });
      cell(v, x + sideW + keyW, y + i * rowH, half - sideW - keyW, rowH, { b: i === 1 });
    });
  };
  party('공급자', inv.invoicer, M);
  party('공급받는자', inv.invoicee, M + half);
  y += rowH * 7 + 6;

  // ── 작성일자 · 공급가액 · 세액 · 수정사유 ──
  const cols = [W * 0.2, W * 0.3, W * 0.25, W * 0.25];
  const heads = ['작성일자', '공급가액', '세액', '수정사유'];
  const vals = [
    inv.writeDate,
    withCommas(inv.supplyTotal),
    withCommas(inv.taxTotal),
    inv.amendmentCode ? TAX_AMENDMENT_LABELS[inv.amendmentCode]! : '',
  ];
  let x = M;
  cols.forEach((w, i) => {
    cell(heads[i]!, x, y, w, rowH, { fill: HEAD_BG, align: 'center', b: true });
    cell(vals[i]!, x, y + rowH, w, rowH, { align: i === 0 || i === 3 ? 'center' : 'right', b: i > 0 && i < 3 });
    x += w;
  });
  y += rowH * 2;
  cell('비고', M, y, cols[0]!, rowH, { fill: HEAD_BG, align: 'center' });
  cell(inv.remark, M + cols[0]!, y, W - cols[0]!, rowH);
  y += rowH + 6;

  // ── Lines ──
  const lw = [26, 26, W - 26 - 26 - 90 - 110 - 90, 90, 110, 90];
  const lh = ['월', '일', '품목', '규격', '공급가액', '세액'];
  const header = () => {
    let lx = M;
    lw.forEach((w, i) => {
      cell(lh[i]!, lx, y, w, rowH, { fill: HEAD_BG, align: 'center', b: true });
      lx += w;
    });
    y += rowH;
  };
  header();
  for (const l of inv.lines) {
    if (y + rowH > 841.89 - M - 60) {
      doc.addPage();
      y = M;
      header();
    }
    const v = [l.day.slice(5, 7), l.day.slice(8, 10), l.name, l.spec, withCommas(l.supply), withCommas(l.tax)];
    let lx = M;
    lw.forEach((w, i) => {
      cell(v[i]!, lx, y, w, rowH, { align: i < 2 ? 'center' : i >= 4 ? 'right' : 'left' });
      lx += w;
    });
    y += rowH;
  }
  y += 6;
  // ── 합계 ──
  const purpose = inv.purpose === 'RECEIPT' ? '영수' : '청구';
  cell('합계금액', M, y, 90, rowH + 4, { fill: HEAD_BG, align: 'center', b: true });
  cell(`${withCommas(inv.total)}원`, M + 90, y, W - 90 - 150, rowH + 4, { align: 'right', b: true, size: 11 });
  cell(`이 금액을 ${purpose} 함`, M + W - 150, y, 150, rowH + 4, { align: 'center', b: true });
  y += rowH + 14;
  if (inv.providerAnswer)
    text(`발행 서비스 응답: ${inv.providerAnswer}`, M, y, { width: W, size: 8, c: MUTED, ellipsis: true });
  doc.end();
  return done;
}
