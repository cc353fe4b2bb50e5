import { withCommas } from '@scm/contract';
import {
  A4,
  HEAD_BG,
  INK,
  M,
  MUTED,
  W,
  footPages,
  openKoreanA4,
  pen,
  wonInWords,
} from '../../platform/documents/korean-pdf';
import type { Statement, StatementLine } from './service';

/**
 * The 거래명세서 as a Korean A4 PDF, rendered on request and never stored: title, 공급받는자 and 공급자 boxes side by
 * side (the company's stamp beside its 대표자), the total in words, the lines table (its header repeated on every
 * page), the sums, the 인수자 signature line and page numbers. Fonts, geometry and drawing words come from
 * `platform/documents/korean-pdf.ts`.
 */

const qty = (n: number | null) =>
  n === null ? '' : Number.isInteger(n) ? withCommas(n) : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const won = (n: number | null) => (n === null ? '' : withCommas(n));

interface Column {
  title: string;
  w: number;
  align: 'left' | 'right' | 'center';
  value: (l: StatementLine) => string;
}

const ORDER_COLUMNS: Column[] = [
  { title: '품목', w: W - 60 - 50 - 70 - 80 - 65, align: 'left', value: (l) => l.item },
  { title: '규격', w: 60, align: 'center', value: (l) => l.spec },
  { title: '수량', w: 50, align: 'right', value: (l) => qty(l.quantity) },
  { title: '단가', w: 70, align: 'right', value: (l) => won(l.unitPrice) },
  { title: '공급가액', w: 80, align: 'right', value: (l) => won(l.supply) },
  { title: '세액', w: 65, align: 'right', value: (l) => won(l.vat) },
];
const MONTH_COLUMNS: Column[] = [
  { title: '일자', w: 62, align: 'center', value: (l) => l.day.slice(5).replace('-', '/') },
  { title: '주문번호', w: 84, align: 'center', value: (l) => l.orderNumber },
  { title: '품목', w: W - 62 - 84 - 55 - 85 - 70, align: 'left', value: (l) => l.item },
  { title: '수량', w: 55, align: 'right', value: (l) => qty(l.quantity) },
  { title: '공급가액', w: 85, align: 'right', value: (l) => won(l.supply) },
  { title: '세액', w: 70, align: 'right', value: (l) => won(l.vat) },
];

const businessRows = (p: {
  registrationNumber: string;
  name: string;
  representative: string;
  address: string;
  businessType: string;
  businessItem: string;
  tel: string;
}): [string, string][] => [
  ['등록번호', p.registrationNumber],
  ['상호', p.name],
  ['대표자', p.representative],
  ['주소', p.address],
  ['업태·종목', [p.businessType, p.businessItem].filter(Boolean).join(' / ')],
  ['연락처', p.tel],
];

export function renderStatementPdf(s: Statement): Promise<Buffer> {
  const { doc, done } = openKoreanA4({
    Title: `${s.title} ${s.reference}`,
    Author: s.company?.name ?? '',
    Subject: s.buyer.name,
  });
  const { text, box, cell, stamp } = pen(doc);

  // ── Title ──
  let y = M;
  text('거  래  명  세  서', M, y, { width: W, align: 'center', font: 'B', size: 22 });
  y += 30;
  text('(공급받는자 보관용)', M, y, { width: W, align: 'center', size: 8, color: MUTED });
  y += 18;
  const meta: [string, string][] = [
    ['발행일', s.issueDate],
    [s.kind === 'order' ? '거래일자' : '거래기간', s.period],
    ...(s.kind === 'order' ? ([['주문번호', s.reference]] as [string, string][]) : []),
  ];
  let mx = M;
  for (const [k, v] of meta) {
    text(k, mx, y, { size: 8.5, color: MUTED });
    doc.font('R').fontSize(8.5);
    const kw = doc.widthOfString(k) + 6;
    text(v, mx + kw, y, { size: 9.5, font: 'B' });
    doc.font('B').fontSize(9.5);
    mx += kw + doc.widthOfString(v) + 22;
  }
  y += 18;

  // ── 공급받는자 | 공급자 ──
  const gap = 10;
  const half = (W - gap) / 2;
  const rowH = 19;
  const tagW = 18;
  const keyW = 48;
  const party = (x: number, tag: string, rows: [string, string][], withStamp: boolean) => {
    const h = rows.length * rowH;
    box(x, y, tagW, h, HEAD_BG);
    tag.split('').forEach((ch, i) => {
      text(ch, x, y + h / 2 - (tag.length * 13) / 2 + i * 13, { width: tagW, align: 'center', font: 'B', size: 9 });
    });
    rows.forEach(([k, v], i) => {
      const ry = y + i * rowH;
      box(x + tagW, ry, keyW, rowH, HEAD_BG);
      box(x + tagW + keyW, ry, half - tagW - keyW, rowH);
      cell(k, x + tagW, ry, keyW, rowH, 'center', 'B', 8);
      const stamped = withStamp && k === '대표자';
      const vw = half - tagW - keyW - (stamped ? 34 : 0);
      cell(v, x + tagW + keyW, ry, vw, rowH, 'left', k === '상호' ? 'B' : 'R', k === '주소' ? 7.5 : 8.5);
      if (stamped) stamp(s.stamp, x + half - 17, ry + rowH / 2, 32);
    });
    return h;
  };
  const company = s.company
    ? businessRows({
        ...s.company,
        tel: [s.company.tel && `TEL ${s.company.tel}`, s.company.fax && `FAX ${s.company.fax}`]
          .filter(Boolean)
          .join('  '),
      })
    : businessRows({
        registrationNumber: '',
        name: '회사 정보 없음',
        representative: '',
        address: '',
        businessType: '',
        businessItem: '',
        tel: '',
      });
  party(M, '공급받는자', businessRows(s.buyer), false);
  const h = party(M + half + gap, '공급자', company, true);
  y += h + 12;

  // ── The total ──
  const totalH = 30;
  box(M, y, W, totalH, HEAD_BG);
  text('합계 금액', M + 10, y + 9, { font: 'B', size: 10.5 });
  text('(공급가액 + 세액)', M + 70, y + 11, { size: 8, color: MUTED });
  text(`일금 ${wonInWords(s.total)}원정  (₩${won(s.total)})`, M + 160, y + 8, {
    font: 'B',
    size: 12,
    width: W - 170,
    align: 'right',
  });
  y += totalH + 12;
  if (s.subject) {
    text('품명', M, y, { size: 8.5, color: MUTED });
    text(s.subject, M + 30, y - 1, { size: 10, font: 'B', width: W - 30, ellipsis: true });
    y += 18;
  }

  // ── The lines ──
  const cols = s.kind === 'order' ? ORDER_COLUMNS : MONTH_COLUMNS;
  const lRowH = 18;
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
    text(`거래명세서 ${s.buyer.name} · ${s.reference} (계속)`, M, y, { size: 9, color: MUTED });
    y += 18;
  };
  header();
  for (const line of s.lines) {
    if (y + lRowH > bottom) {
      newPage();
      header();
    }
    let x = M;
    for (const c of cols) {
      box(x, y, c.w, lRowH);
      cell(c.value(line), x, y, c.w, lRowH, c.align, 'R', 8.5);
      x += c.w;
    }
    y += lRowH;
  }
  if (s.lines.length === 0) {
    box(M, y, W, lRowH);
    cell(s.kind === 'month' ? '이 달의 거래가 없습니다.' : '내역 없음', M, y, W, lRowH, 'center');
    y += lRowH;
  }

  // ── The sums and the 인수자 ──
  const sums: [string, number][] = [
    ['공급가액 합계', s.supply],
    ['세액 합계', s.vat],
    ['합계', s.total],
  ];
  const sumW = 230;
  const sumX = M + W - sumW;
  if (y + sums.length * lRowH + 60 > bottom) newPage();
  y += 6;
  sums.forEach(([label, amount], i) => {
    const strong = i === sums.length - 1;
    box(sumX, y, sumW - 110, lRowH, HEAD_BG);
    box(sumX + sumW - 110, y, 110, lRowH, strong ? '#fff7e6' : undefined);
    cell(label, sumX, y, sumW - 110, lRowH, 'center', 'B', 8.5);
    cell(`${won(amount)}원`, sumX + sumW - 110, y, 110, lRowH, 'right', strong ? 'B' : 'R', strong ? 9.5 : 8.5);
    y += lRowH;
  });
  y += 28;
  text('위와 같이 거래하였음을 확인합니다.', M, y, { size: 9 });
  const signX = M + W - 200;
  text('인수자', signX, y, { font: 'B', size: 9.5 });
  doc
    .moveTo(signX + 42, y + 12)
    .lineTo(signX + 170, y + 12)
    .strokeColor(INK)
    .stroke();
  text('(인)', signX + 176, y, { size: 9, color: MUTED });

  footPages(doc, `${s.company?.name ?? ''}  ·  거래명세서 ${s.buyer.name} ${s.reference}`);
  doc.end();
  return done;
}
