import iconv from 'iconv-lite';

export type TextEncoding = 'UTF-8' | 'CP949';

/**
 * The text of a CSV file as a Korean bank writes it: UTF-8 with a BOM, valid UTF-8, or else CP949 (EUC-KR and its
 * superset, what Korean Windows and most bank sites still write). Strict UTF-8 decoding decides: CP949's Hangul
 * bytes are never a valid UTF-8 sequence in practice, so a file that decodes without a replacement is UTF-8.
 */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'UTF-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: iconv.decode(bytes, 'cp949'), encoding: 'CP949' };
  }
}
