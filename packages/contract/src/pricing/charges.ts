import { withCommas } from '../common/messages.js';
import { SHEETS_PER_REAM } from './rates.js';

/** The estimate engine's arithmetic and words: whole won, rounded up per line, spoilage bands, set-up + unit charges. */

export const won = (n: number) => `${withCommas(n)}원`;
export const pct = (bp: number) => `${withCommas(bp / 100)}%`;
/** ⌈a × b ÷ c⌉ in integers (a, b, c ≥ 0, c > 0), exact while a × b stays below 2^53. */
export const mulDivUp = (a: number, b: number, c: number) => Math.ceil((a * b) / c);
export const reams = (sheets: number) => Math.round((sheets / SHEETS_PER_REAM) * 1000) / 1000;

/** Spoilage sheets for a run: the marginal bands (sorted by fromSheets) applied like tax brackets. */
export function spoilageSheets(bands: readonly { fromSheets: number; percentBp: number }[], sheets: number): number {
  let bpSheets = 0;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    if (sheets <= band.fromSheets) break;
    const upTo = Math.min(sheets, bands[i + 1]?.fromSheets ?? Infinity);
    bpSheets += (upTo - band.fromSheets) * band.percentBp;
  }
  return Math.ceil(bpSheets / 10_000);
}

/** max(minimum, set-up + ⌈units × unit amount [÷ 1,000]⌉). */
export function chargeAmount(
  c: { setupAmount: number; unitAmount: number; unitBasis: 'EACH' | 'THOUSAND'; minimumAmount: number },
  units: number,
) {
  const variable = mulDivUp(units, c.unitAmount, c.unitBasis === 'THOUSAND' ? 1000 : 1);
  return Math.max(c.minimumAmount, c.setupAmount + variable);
}
export const chargeWords = (
  c: { setupAmount: number; unitAmount: number; unitBasis: 'EACH' | 'THOUSAND'; minimumAmount: number },
  units: number,
  unit: string,
) => {
  const basis = c.unitBasis === 'THOUSAND' ? `${unit}/1,000` : unit;
  const words = `기본 ${won(c.setupAmount)} + ${withCommas(units)}${unit} × ${won(c.unitAmount)}/${basis}`;
  return c.minimumAmount > 0 ? `${words} (최소 ${won(c.minimumAmount)})` : words;
};
