import { formatWon } from '@scm/contract';

/** Digits (and separators) only → the same amount with thousands separators; anything else is left as typed. */
export const withSeparators = (typed: string): string => {
  const digits = typed.replaceAll(',', '').trim();
  if (!/^\d+$/.test(digits) || digits.length > 15) return typed;
  return formatWon(Number(digits));
};

/** 1234000 → '1,234,000원'. */
export const wonText = (won: number) => `${formatWon(won)}원`;
