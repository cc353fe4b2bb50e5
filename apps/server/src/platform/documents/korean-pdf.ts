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
