import path from 'node:path';

const MAX_NAME = 255;
const CONTROL_CHARS = /\p{Cc}/gu;

/** The name kept for display and download: no path, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // macOS sends Hangul names decomposed (NFD); store the composed form users type and search for.
  const cleaned = base.normalize('NFC').replace(CONTROL_CHARS, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'file';
  if (cleaned.length <= MAX_NAME) return cleaned;
  const ext = path.extname(cleaned).slice(0, 16);
  return cleaned.slice(0, MAX_NAME - ext.length) + ext;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition with an ASCII fallback and the exact (e.g. Korean) name as RFC 5987 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The client-declared type if it is well formed, else a generic binary type. */
export function cleanContentType(declared: string | undefined): string {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  return CONTENT_TYPE.test(type) ? type : 'application/octet-stream';
}

/** Types a browser may show in place without running anything from the file (no HTML, no SVG). */
const SAFE_INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf']);
export const isSafeInline = (contentType: string) => SAFE_INLINE.has(contentType);
