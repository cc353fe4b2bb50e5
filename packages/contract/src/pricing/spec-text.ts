import type { ParentSheet } from './rates.js';

/**
 * The print spec stores 도수 and 절수 as the text staff typed. These read them; null means "cannot be read" and the
 * estimate names the entry in a missing line rather than guessing.
 */

/** Colours on the front and back (4/4, 4/0, 1/1 …). */
export interface Dosu {
  front: number;
  back: number;
}

const MAX_COLORS = 12;

/**
 * 도수: '4/4', '4/0', '4+1', '4도' (one side), '양면 4도' / '양면4도' (both), '단면 1도', '4', '컬러' (4/0), '흑백' / '먹1도'
 * (1/0), '양면 컬러' (4/4). Full-width slashes and spaces are allowed.
 */
export function parseDosu(text: string | null | undefined): Dosu | null {
  if (text == null) return null;
  const t = text.normalize('NFKC').replace(/\s+/g, '').replace(/도수$/, '');
  if (t === '') return null;
  const ok = (front: number, back: number): Dosu | null =>
    front <= MAX_COLORS && back <= MAX_COLORS && front + back > 0 ? { front, back } : null;
  const pair = /^(\d{1,2})도?[/+](\d{1,2})도?$/.exec(t);
  if (pair) return ok(Number(pair[1]), Number(pair[2]));
  const sides = /^(양면|단면)?(?:먹)?(\d{1,2}|컬러|칼라|흑백)(?:도|색)?$/.exec(t);
  if (!sides) return null;
  const word = sides[2] ?? '';
  const n = word === '컬러' || word === '칼라' ? 4 : word === '흑백' ? 1 : Number(word);
  return sides[1] === '양면' ? ok(n, n) : ok(n, 0);
}

/** 절수: pieces per parent sheet, and the parent sheet when the text names it. */
export interface Julsu {
  pieces: number;
  parentSheet: ParentSheet | null;
}

const MAX_PIECES = 256;

/** 절수: '8절', '8', '국8절', '국전 8절', '46 16절', '4×6전지 16절', '전지' (1), '2절'. */
export function parseJulsu(text: string | null | undefined): Julsu | null {
  if (text == null) return null;
  const t = text.normalize('NFKC').trim();
  if (t === '') return null;
  const m = /^(국전?|46|4\s*[x×*]\s*6)?\s*(?:전지)?\s*(\d{1,3})?\s*(절)?$/i.exec(t);
  if (!m) return null;
  const parentSheet: ParentSheet | null = m[1] == null ? null : m[1].startsWith('국') ? 'GUK' : 'SAYUK';
  if (m[2] == null) return /전지/.test(t) && !m[3] ? { pieces: 1, parentSheet } : null;
  const pieces = Number(m[2]);
  return pieces >= 1 && pieces <= MAX_PIECES ? { pieces, parentSheet } : null;
}
