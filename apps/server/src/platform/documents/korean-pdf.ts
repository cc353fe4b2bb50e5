import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * What every Korean A4 document of the shop shares (견적서 now; 거래명세서 and 원장 next): the embedded Korean font
 * (Pretendard, OFL, written as a subset of the glyphs used), the page geometry and colours, and the amount in words.
 */

const require = createRequire(import.meta.url);
/** Resolved from node_modules at run time (the server's build keeps npm packages external). */
const FONT_FILES = {
  regular: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf'),
  bold: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf'),
};
/**
 * The fonts are parsed once per process and shared by every document (pdfkit takes a parsed font as it takes a
 * file): parsing and the Hangul layout tables are most of a render's cost, and each document still embeds its own
 * subset (a subset is made per document from the glyphs it used).
 */
let parsed: { regular: unknown; bold: unknown } | undefined;
const fonts = () =>
  (parsed ??= {
    regular: fontkit.create(fs.readFileSync(FONT_FILES.regular)),
    bold: fontkit.create(fs.readFileSync(FONT_FILES.bold)),
  });

/** Page geometry (points) and the document colours. */
export const A4 = { width: 595.28, height: 841.89 };
export const M = 40; // margin
export const W = A4.width - 2 * M;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const LINE = '#9ca3af';
export const HEAD_BG = '#eef2f7';

const DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const SMALL = ['', '십', '백', '천'];
const LARGE = ['', '만', '억', '조'];
/** 1,234,000 → '일백이십삼만사천': the amount in words, as a Korean quote writes its total (일금 … 원정). */
export function wonInWords(n: number): string {
  if (n === 0) return '영';
  let out = '';
  const groups = String(Math.floor(Math.abs(n)))
    .replace(/\B(?=(\d{4})+$)/g, ',')
    .split(',');
  groups.forEach((g, gi) => {
    let part = '';
    const digits = g.padStart(4, '0');
    for (let i = 0; i < 4; i++) {
      const d = Number(digits[i]);
      if (d !== 0) part += DIGITS[d]! + SMALL[3 - i]!;
    }
    if (part) out += part + LARGE[groups.length - 1 - gi]!;
  });
  return out;
}

/**
 * A new A4 document with the Korean fonts registered as 'R' (regular) and 'B' (bold), the house margins and ink,
 * and the promise of its bytes once `doc.end()` is called.
 */
export function openKoreanA4(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: M, left: M, right: M },
    bufferPages: true,
    info,
    lang: 'ko-KR',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const f = fonts();
  doc.registerFont('R', f.regular as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('B', f.bold as PDFKit.Mixins.PDFFontSource);
  doc.font('R').fillColor(INK).lineWidth(0.6).strokeColor(LINE);
  return { doc, done };
}

export type TextOptions = PDFKit.Mixins.TextOptions & { font?: 'R' | 'B'; size?: number; color?: string };

/**
 * The drawing words every document uses on its `doc`: `text` (one line, no wrap unless asked), `box` (a ruled cell,
 * optionally filled), `cell` (text vertically centred in a cell, cut with … to its width) and `stamp` (the company's
 * stamp image fitted in a square, "(인)" without one or when the image cannot be read).
 */
export function pen(doc: PDFKit.PDFDocument) {
  const text = (s: string, x: number, y: number, opts: TextOptions = {}) => {
    const { font = 'R', size = 9, color = INK, ...rest } = opts;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(s, x, y, { lineBreak: false, ...rest });
  };
  const box = (x: number, y: number, w: number, h: number, fill?: string) => {
    if (fill) doc.rect(x, y, w, h).fillAndStroke(fill, LINE);
    else doc.rect(x, y, w, h).stroke();
  };
  const cell = (
    s: string,
    x: number,
    y: number,
    w: number,
    h: number,
    align: 'left' | 'right' | 'center' = 'left',
    font: 'R' | 'B' = 'R',
    size = 9,
  ) => {
    doc.font(font).fontSize(size);
    const pad = 5;
    text(s, x + pad, y + (h - doc.currentLineHeight()) / 2 + 0.5, {
      width: w - 2 * pad,
      align,
      ellipsis: true,
      height: h,
      font,
      size,
    });
  };
  /** The stamp centred on (cx, cy) in a `size` square; "(인)" there without one. */
  const stamp = (image: Buffer | null, cx: number, cy: number, size = 34) => {
    if (image) {
      try {
        doc.image(image, cx - size / 2, cy - size / 2, { fit: [size, size], align: 'center', valign: 'center' });
        return;
      } catch {
        // an unreadable image prints as no stamp
      }
    }
    text('(인)', cx - 10, cy - 6, { size: 8.5, color: MUTED });
  };
  return { text, box, cell, stamp };
}

/** "i / n" page numbers (and a left label) at the foot of every buffered page. */
export function footPages(doc: PDFKit.PDFDocument, label: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('R').fontSize(7.5).fillColor(MUTED);
    doc.text(`${label}  ·  ${i + 1} / ${range.count}`, M, A4.height - M - 10, {
      width: A4.width - 2 * M,
      align: 'center',
      lineBreak: false,
      height: 12,
    });
  }
}
