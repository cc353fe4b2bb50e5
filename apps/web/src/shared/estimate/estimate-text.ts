import type { EstimateLine } from '@scm/contract';
import { formatNumber } from '../format';

/** 1234500 → '1,234,500원'. */
export const won = (amount: number) => `${formatNumber(amount)}원`;

/** A difference with its sign: '+12,000원', '−3,400원', '0원'. */
export const signedWon = (difference: number) =>
  difference === 0 ? '0원' : `${difference > 0 ? '+' : '−'}${won(Math.abs(difference))}`;

/** A line's quantity as its formula reads it: '1.21연', '4판', '1,000부' (fractions to two decimals). */
export const lineQuantity = (line: Pick<EstimateLine, 'quantity' | 'unit'>) =>
  `${formatNumber(line.quantity)}${line.unit}`;

/** '4판 × 15,000원' — the quantity and the unit price, or the quantity alone for a line without one. */
export const lineRate = (line: Pick<EstimateLine, 'quantity' | 'unit' | 'unitPrice'>) =>
  line.unitPrice > 0 ? `${lineQuantity(line)} × ${won(line.unitPrice)}` : lineQuantity(line);
