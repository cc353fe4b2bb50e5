/**
 * Image dimensions read from the first bytes of a file, without decoding pixels or any dependency: enough to know
 * the file really is an image of that format with a sane size. `complete` says the head is the whole file.
 * 'unknown' means the structure is consistent but the dimensions lie beyond the head (e.g. a JPEG with a large
 * EXIF block, a TIFF whose directory is at the end).
 */
export type ImageSize = { width: number; height: number } | 'unknown' | 'invalid';

/** Larger than any print job (a 3 m banner at 600 dpi is about 71,000 px); larger claims are corrupt or hostile. */
export const MAX_IMAGE_SIDE = 100_000;

const sane = (width: number, height: number): ImageSize =>
  Number.isInteger(width) &&
  Number.isInteger(height) &&
  width >= 1 &&
  height >= 1 &&
  width <= MAX_IMAGE_SIDE &&
  height <= MAX_IMAGE_SIDE
    ? { width, height }
    : 'invalid';

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, end);

function png(b: Buffer): ImageSize {
  if (b.length < 24 || !b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'invalid';
  if (b.readUInt32BE(8) !== 13 || ascii(b, 12, 16) !== 'IHDR') return 'invalid';
  return sane(b.readUInt32BE(16), b.readUInt32BE(20));
}

function gif(b: Buffer): ImageSize {
  if (b.length < 10 || !['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6))) return 'invalid';
  return sane(b.readUInt16LE(6), b.readUInt16LE(8));
}

function bmp(b: Buffer): ImageSize {
  if (b.length < 26 || ascii(b, 0, 2) !== 'BM') return 'invalid';
  const dib = b.readUInt32LE(14);
  if (dib === 12) return sane(b.readUInt16LE(18), b.readUInt16LE(20));
  if (![16, 40, 52, 56, 64, 108, 124].includes(dib)) return 'invalid';
  // A negative height means the rows are stored top-down.
  return sane(b.readInt32LE(18), Math.abs(b.readInt32LE(22)));
}

function webp(b: Buffer): ImageSize {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return 'invalid';
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return 'invalid';
    return sane(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return 'invalid';
    const bits = b.readUInt32LE(21);
    return sane((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sane(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return 'invalid';
}

/** Walks the JPEG markers to the frame header (SOFn), which holds the dimensions. */
function jpeg(b: Buffer, complete: boolean): ImageSize {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return 'invalid';
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return 'invalid';
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return 'invalid'; // end of image or scan data before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return 'invalid';
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) break;
      return sane(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return complete ? 'invalid' : 'unknown';
}

/** Reads the first directory of a TIFF for its width (tag 256) and length (257). */
function tiff(b: Buffer, complete: boolean): ImageSize {
  if (b.length < 8) return 'invalid';
  const order = ascii(b, 0, 4);
  const le = order === 'II*\0';
  if (!le && order !== 'MM\0*') return 'invalid';
  const u16 = (at: number) => (le ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (le ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd < 8) return 'invalid';
  if (ifd + 2 > b.length) return complete ? 'invalid' : 'unknown';
  const count = u16(ifd);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > b.length) return complete ? 'invalid' : 'unknown';
    const tag = u16(entry);
    if (tag !== 256 && tag !== 257) continue;
    const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8); // SHORT or LONG
    if (tag === 256) width = value;
    else height = value;
  }
  return sane(width, height);
}

function psd(b: Buffer): ImageSize {
  if (b.length < 22 || ascii(b, 0, 4) !== '8BPS') return 'invalid';
  const version = b.readUInt16BE(4);
  if (version !== 1 && version !== 2) return 'invalid';
  return sane(b.readUInt32BE(18), b.readUInt32BE(14));
}

const READERS: Record<string, (b: Buffer, complete: boolean) => ImageSize> = { png, gif, bmp, webp, jpeg, tiff, psd };

export function imageSize(format: string, head: Buffer, complete: boolean): ImageSize {
  const read = READERS[format];
  return read ? read(head, complete) : 'invalid';
}
