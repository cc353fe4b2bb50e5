/**
 * Where a page's content stream places image XObjects: a small tokenizer that follows only the graphics state
 * (q, Q, cm) and Do, skipping strings, arrays, dictionaries and inline images. Enough for the placed size of an
 * image drawn directly on the page; images inside form XObjects are not followed.
 */
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n in PDF's row-vector convention (m applied first). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

export interface Placement {
  /** The XObject's resource name without the slash. */
  name: string;
  /** The unit square's sides once placed, in points. */
  widthPt: number;
  heightPt: number;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

/** The placements of every `Do` in `content`, in order. */
export function placements(content: Uint8Array): Placement[] {
  const found: Placement[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let operands: (number | string)[] = [];
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i]!;
    if (WHITESPACE.has(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && content[i] !== 0x0a && content[i] !== 0x0d) i++; // comment
    } else if (c === 0x28) {
      i = skipString(content, i);
      operands.push('');
    } else if (c === 0x3c && content[i + 1] === 0x3c) {
      i = skipDict(content, i);
      operands.push('');
    } else if (c === 0x3c) {
      while (i < n && content[i] !== 0x3e) i++;
      i++;
      operands.push('');
    } else if (c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) {
      i++; // arrays' elements are read as operands and dropped at the next operator
    } else if (c === 0x2f) {
      const start = ++i;
      while (i < n && !WHITESPACE.has(content[i]!) && !DELIMITERS.has(content[i]!)) i++;
      operands.push(`/${Buffer.from(content.subarray(start, i)).toString('latin1')}`);
    } else {
      const start = i;
      while (i < n && !WHITESPACE.has(content[i]!) && !DELIMITERS.has(content[i]!)) i++;
      if (i === start) {
        i++; // a stray delimiter
        continue;
      }
      const token = Buffer.from(content.subarray(start, i)).toString('latin1');
      const value = Number(token);
      if (token !== '' && !Number.isNaN(value) && /^[-+.\d]/.test(token)) {
        operands.push(value);
        continue;
      }
      if (token === 'q') stack.push(ctm);
      else if (token === 'Q') ctm = stack.pop() ?? IDENTITY;
      else if (token === 'cm' && operands.length >= 6) {
        const m = operands.slice(-6);
        if (m.every((v) => typeof v === 'number')) ctm = multiply(m as Matrix, ctm);
      } else if (token === 'Do') {
        const name = operands[operands.length - 1];
        if (typeof name === 'string' && name.startsWith('/')) {
          found.push({
            name: name.slice(1),
            widthPt: Math.hypot(ctm[0], ctm[1]),
            heightPt: Math.hypot(ctm[2], ctm[3]),
          });
        }
      } else if (token === 'ID') {
        i = skipInlineImage(content, i);
      }
      operands = [];
    }
  }
  return found;
}

function skipString(b: Uint8Array, from: number) {
  let depth = 0;
  let i = from;
  while (i < b.length) {
    const c = b[i]!;
    if (c === 0x5c) i += 2;
    else {
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

function skipDict(b: Uint8Array, from: number) {
  let depth = 0;
  let i = from;
  while (i < b.length) {
    if (b[i] === 0x3c && b[i + 1] === 0x3c) {
      depth++;
      i += 2;
    } else if (b[i] === 0x3e && b[i + 1] === 0x3e) {
      i += 2;
      if (--depth === 0) return i;
    } else if (b[i] === 0x28) i = skipString(b, i);
    else i++;
  }
  return i;
}

/** Inline image data runs to "EI" between whitespace. */
function skipInlineImage(b: Uint8Array, from: number) {
  for (let i = from + 1; i + 2 < b.length; i++) {
    if (b[i] === 0x45 && b[i + 1] === 0x49 && WHITESPACE.has(b[i - 1]!) && WHITESPACE.has(b[i + 2] ?? 0x20)) {
      return i + 2;
    }
  }
  return b.length;
}
