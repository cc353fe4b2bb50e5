/** Files made for each preflight check (issue 35): PDFs through pdfkit, PNGs and JPEG headers byte by byte. */
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
export const PRETENDARD = require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf');

export const mm = (v: number) => (v * 72) / 25.4;

export function makePdf(opts: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...opts });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** `count` pages of `widthMm`×`heightMm`, each with a line of text in `font` (a standard name or a font file). */
export const textPdf = (count: number, widthMm: number, heightMm: number, font = 'Helvetica', opts = {}) =>
  makePdf(opts, (doc) => {
    for (let i = 0; i < count; i++) {
      doc.addPage({ size: [mm(widthMm), mm(heightMm)], margin: 20 });
      doc
        .font(font)
        .fontSize(12)
        .text(`쪽 ${i + 1}`);
    }
  });

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A real PNG of flat grey pixels: colour type 2 (RGB) or 6 (RGB with alpha), with pHYs when `dpi` is given. */
export function makePng(width: number, height: number, opts: { alpha?: boolean; dpi?: number } = {}) {
  const channels = opts.alpha ? 4 : 3;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = opts.alpha ? 6 : 2;
  const row = Buffer.alloc(1 + width * channels, 0x80);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr)];
  if (opts.dpi) {
    const phys = Buffer.alloc(9);
    const ppm = Math.round(opts.dpi / 0.0254);
    phys.writeUInt32BE(ppm, 0);
    phys.writeUInt32BE(ppm, 4);
    phys[8] = 1;
    parts.push(chunk('pHYs', phys));
  }
  parts.push(chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG's headers up to its frame: JFIF density in dpi, an Adobe marker for CMYK, then SOF0 with 3 or 4 components. */
export function makeJpegHeader(width: number, height: number, opts: { cmyk?: boolean; dpi?: number } = {}) {
  const dpi = opts.dpi ?? 72;
  const jfif = Buffer.from([
    0xff,
    0xe0,
    0,
    16,
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    1,
    dpi >> 8,
    dpi & 0xff,
    dpi >> 8,
    dpi & 0xff,
    0,
    0,
  ]);
  const adobe = Buffer.from([0xff, 0xee, 0, 14, 0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, 2]);
  const components = opts.cmyk ? 4 : 3;
  const sof = Buffer.alloc(10 + components * 3);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(8 + components * 3, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = components;
  for (let i = 0; i < components; i++) sof.set([i + 1, 0x11, 0], 10 + i * 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    ...(opts.cmyk ? [adobe] : []),
    sof,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PDF of `count` empty objects before one page: parsing it takes long (a hostile file for the time limit). */
export function hugePdf(count: number) {
  const parts = ['%PDF-1.4\n'];
  for (let i = 1; i <= count; i++)
    parts.push(`${i + 3} 0 obj\n<< /A [${'[[[[ '.repeat(4)}1${' ]]]]'.repeat(4)}] >>\nendobj\n`);
  parts.push(
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return Buffer.from(parts.join(''), 'latin1');
}
