import {
  A4,
  HEAD_BG,
  INK,
  LINE,
  M,
  MUTED,
  W,
  openKoreanA4,
  pen,
  wonInWords,
} from '../../platform/documents/korean-pdf';
import type { DocumentCompany } from '../basic-info';
import { QUOTE_FIELD_LABELS as L, withCommas, type Quote } from '@scm/contract';

/**
 * The quote as a Korean A4 PDF (견적서), rendered on request and never stored: title, number and dates, 수신 and the
 * supplier's block (회사 기본 정보, the stamp beside 대표자), the total in words, the spec, the lines table (its header
 * repeated on each page), the sums (and the override with its reason), validity and remark. The page, fonts and
 * amount in words come from `platform/documents/korean-pdf.ts`.
 */

/** The supplier's block: the company as every document prints it. */
export type QuoteCompany = DocumentCompany;

export interface QuotePdfInput {
  quote: Quote;
  company: QuoteCompany | null;
  /** The company's stamp (직인), else the 대표자's own stamp (PNG or JPEG bytes), or null for "(인)". */
  stamp: Buffer | null;
}

/** A line's quantity: whole numbers with commas, fractions to two places (1.05연). */
const qty = (n: number) =>
  Number.isInteger(n) ? withCommas(n) : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const won = (n: number) => `${withCommas(n)}`;

export function renderQuotePdf({ quote: q, company, stamp }: QuotePdfInput): Promise<Buffer> {
  const { doc, done } = openKoreanA4({
    Title: `견적서 ${q.quoteNumber}`,
    Author: company?.name ?? '',
    Subject: q.productName,
  });

  const { text, box, cell } = pen(doc);

  // ── Title ──
  let y = M;
  text('견  적  서', M, y, { width: W, align: 'center', font: 'B', size: 24 });
  y += 34;
  doc
    .moveTo(M + W / 2 - 80, y)
    .lineTo(M + W / 2 + 80, y)
    .lineWidth(1.2)
    .strokeColor(INK)
    .stroke();
  doc.lineWidth(0.6).strokeColor(LINE);
  y += 14;

  // ── Left: number, dates, 수신 ── Right: 공급자 ──
  const leftW = W * 0.46;
  const rightX = M + leftW + 12;
  const rightW = W - leftW - 12;
  const top = y;
  const meta: [string, string][] = [
    [L.quoteNumber, q.quoteNumber],
    [L.quoteDate, q.quoteDate],
    [L.validUntil, `${q.validUntil}까지`],
  ];
  let ly = top;
  for (const [k, v] of meta) {
    text(k, M, ly, { size: 9, color: MUTED });
    text(v, M + 56, ly, { size: 10, font: 'B', width: leftW - 56 });
    ly += 17;
  }
  ly += 8;
  doc.font('B').fontSize(15);
  const buyerW = Math.min(leftW - 30, doc.widthOfString(q.buyerName));
  text(q.buyerName, M, ly, { font: 'B', size: 15, width: leftW - 30, ellipsis: true });
  text('귀하', M + buyerW + 6, ly + 4, { size: 10 });
  ly += 22;
  doc
    .moveTo(M, ly)
    .lineTo(M + leftW, ly)
    .strokeColor(INK)
    .stroke();
  doc.strokeColor(LINE);
  ly += 8;
  text('아래와 같이 견적합니다.', M, ly, { size: 9.5 });
  ly += 16;

  // Supplier block: a vertical 공급자 label column, then label/value rows.
  const rows: [string, string][] = company
    ? [
        ...(company.registrationNumber ? ([['등록번호', company.registrationNumber]] as [string, string][]) : []),
        ['상호', company.name],
        ['대표자', company.representative],
        ['주소', company.address],
        ...(company.businessType || company.businessItem
          ? ([['업태·종목', [company.businessType, company.businessItem].filter(Boolean).join(' / ')]] as [
              string,
              string,
            ][])
          : []),
        [
          '연락처',
          [company.tel && `TEL ${company.tel}`, company.fax && `FAX ${company.fax}`].filter(Boolean).join('  '),
        ],
        ...(company.email ? ([['이메일', company.email]] as [string, string][]) : []),
      ]
    : [['상호', '회사 정보 없음']];
  const rowH = 20;
  const tagW = 20;
  const keyW = 46;
  const blockH = rows.length * rowH;
  box(rightX, top, tagW, blockH, HEAD_BG);
  '공급자'.split('').forEach((ch, i) => {
    text(ch, rightX, top + blockH / 2 - 22 + i * 15, { width: tagW, align: 'center', font: 'B', size: 9.5 });
  });
  rows.forEach(([k, v], i) => {
    const ry = top + i * rowH;
    box(rightX + tagW, ry, keyW, rowH, HEAD_BG);
    box(rightX + tagW + keyW, ry, rightW - tagW - keyW, rowH);
    cell(k, rightX + tagW, ry, keyW, rowH, 'center', 'B', 8.5);
    const valueW = rightW - tagW - keyW - (k === '대표자' ? 30 : 0);
    cell(v, rightX + tagW + keyW, ry, valueW, rowH, 'left', 'R', k === '주소' && v.length > 26 ? 7.5 : 8.5);
    if (k === '대표자') {
      if (stamp) {
        try {
          const s = 34;
          doc.image(stamp, rightX + rightW - s - 2, ry + rowH / 2 - s / 2, {
            fit: [s, s],
            align: 'center',
            valign: 'center',
          });
        } catch {
          text('(인)', rightX + rightW - 28, ry + 6, { size: 8.5, color: MUTED });
        }
      } else text('(인)', rightX + rightW - 28, ry + 6, { size: 8.5, color: MUTED });
    }
  });
  y = Math.max(ly, top + blockH) + 14;

  // ── The total ──
  const charged = q.charged;
  const totalH = 30;
  box(M, y, W, totalH, HEAD_BG);
  text('합계 금액', M + 10, y + 9, { font: 'B', size: 10.5 });
  text('(공급가액 + 부가세)', M + 70, y + 11, { size: 8, color: MUTED });
  text(`일금 ${wonInWords(charged.total)}원정  (₩${won(charged.total)})`, M + 170, y + 8, {
    font: 'B',
    size: 12,
    width: W - 180,
    align: 'right',
  });
  y += totalH + 14;

  // ── The spec ──
  text('사양', M, y, { font: 'B', size: 10.5 });
  y += 16;
  const specRows = q.specSummary;
  const half = Math.ceil(specRows.length / 2);
  const colW = W / 2;
  const sRowH = 18;
  for (let i = 0; i < half; i++) {
    for (const [c, r] of [
      [0, specRows[i]],
      [1, specRows[i + half]],
    ] as const) {
      const x = M + c * colW;
      box(x, y, 70, sRowH, HEAD_BG);
      box(x + 70, y, colW - 70, sRowH);
      if (r) {
        cell(r.label, x, y, 70, sRowH, 'center', 'B', 8.5);
        cell(r.value, x + 70, y, colW - 70, sRowH, 'left', 'R', 8.5);
      }
    }
    y += sRowH;
  }
  y += 14;

  // ── The lines ──
  const cols = [
    { title: '항목', w: W - 60 - 40 - 80 - 90, align: 'left' as const },
    { title: '수량', w: 60, align: 'right' as const },
    { title: '단위', w: 40, align: 'center' as const },
    { title: '단가', w: 80, align: 'right' as const },
    { title: '금액', w: 90, align: 'right' as const },
  ];
  const lRowH = 19;
  const bottom = A4.height - M - 24;
  const header = () => {
    let x = M;
    for (const c of cols) {
      box(x, y, c.w, lRowH, HEAD_BG);
      cell(c.title, x, y, c.w, lRowH, 'center', 'B', 8.5);
      x += c.w;
    }
    y += lRowH;
  };
  const newPage = () => {
    doc.addPage();
    y = M;
    text(`견적서 ${q.quoteNumber} (계속)`, M, y, { size: 9, color: MUTED });
    y += 18;
  };
  text('내역', M, y, { font: 'B', size: 10.5 });
  y += 16;
  if (y + 2 * lRowH > bottom) newPage();
  header();
  for (const line of q.estimate.lines) {
    if (y + lRowH > bottom) {
      newPage();
      header();
    }
    const values = [line.label, qty(line.quantity), line.unit, won(line.unitPrice), won(line.amount)];
    let x = M;
    cols.forEach((c, i) => {
      box(x, y, c.w, lRowH);
      cell(values[i]!, x, y, c.w, lRowH, c.align, 'R', 8.5);
      x += c.w;
    });
    y += lRowH;
  }
  if (q.estimate.lines.length === 0) {
    box(M, y, W, lRowH);
    cell('내역 없음', M, y, W, lRowH, 'center');
    y += lRowH;
  }

  // ── The sums ──
  const sums: [string, number, boolean][] = [['소계', q.estimate.subtotal, false]];
  if (q.estimate.roundedOff !== 0) sums.push(['절사', -q.estimate.roundedOff, false]);
  sums.push(
    [L.supply, q.estimate.supply, false],
    [L.vat, q.estimate.vat, false],
    [L.total, q.estimate.total, !q.override],
  );
  if (q.override)
    sums.push(
      [`${L.override} ${L.supply}`, q.override.supply, false],
      [`${L.override} ${L.vat}`, q.override.vat, false],
      [`${L.override} ${L.total}`, q.override.total, true],
    );
  const sumW = cols[3]!.w + cols[4]!.w + 60;
  const sumX = M + W - sumW;
  const needed = sums.length * lRowH + (q.override ? 18 : 0) + 8;
  if (y + needed > bottom) newPage();
  y += 6;
  for (const [label, amount, strong] of sums) {
    box(sumX, y, sumW - cols[4]!.w, lRowH, HEAD_BG);
    box(sumX + sumW - cols[4]!.w, y, cols[4]!.w, lRowH, strong ? '#fff7e6' : undefined);
    cell(label, sumX, y, sumW - cols[4]!.w, lRowH, 'center', 'B', 8.5);
    cell(
      `${won(amount)}원`,
      sumX + sumW - cols[4]!.w,
      y,
      cols[4]!.w,
      lRowH,
      'right',
      strong ? 'B' : 'R',
      strong ? 9.5 : 8.5,
    );
    y += lRowH;
  }
  if (q.override) {
    y += 4;
    text(`${L.overrideReason}: ${q.override.reason}`, M, y, {
      size: 8.5,
      width: W,
      align: 'right',
      color: MUTED,
      ellipsis: true,
    });
    y += 14;
  }

  // ── Notes ──
  const notes: string[] = [
    `${L.validUntil}: ${q.quoteDate} ~ ${q.validUntil} (유효기간이 지나면 단가가 바뀔 수 있습니다)`,
    '부가세는 공급가액의 10%이며, 금액은 원 단위입니다.',
  ];
  if (q.estimate.missing.length > 0)
    notes.push(`단가표에 없는 항목 ${q.estimate.missing.length}개: ${q.estimate.missing.join(' / ')}`);
  if (q.remark) notes.push(`${L.remark}: ${q.remark}`);
  y += 12;
  doc.font('R').fontSize(8.5);
  const notesH = notes.reduce((h, n) => h + doc.heightOfString(`· ${n}`, { width: W }) + 3, 0);
  if (y + notesH > bottom) newPage();
  for (const n of notes) {
    doc
      .font('R')
      .fontSize(8.5)
      .fillColor(n.startsWith('단가표') ? '#b45309' : INK);
    doc.text(`· ${n}`, M, y, { width: W });
    y = doc.y + 3;
  }

  // ── Page numbers ──
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footer = `${company?.name ?? ''}  ·  ${q.quoteNumber}  ·  ${i + 1} / ${range.count}`;
    doc.font('R').fontSize(7.5).fillColor(MUTED);
    doc.text(footer, M, A4.height - M - 10, { width: W, align: 'center', lineBreak: false, height: 12 });
  }
  doc.end();
  return done;
}
