import { describe, expect, it } from 'vitest';
import {
  DepositAdjustmentInputSchema,
  DepositReceiptInputSchema,
  depositLedgerMessages,
  depositRemaining,
  ledgerSums,
} from './deposit-ledger.js';

describe('deposit ledger (issue 34)', () => {
  it('sums rows by their signs: refunds lower what was received, adjustments only what is owed', () => {
    const rows = [
      { kind: 'RECEIPT', amount: 200_000 },
      { kind: 'RECEIPT', amount: 350_000 },
      { kind: 'REVERSAL', amount: -200_000 },
      { kind: 'ADJUSTMENT', amount: 10_000 },
      { kind: 'REFUND', amount: 50_000 },
    ] as const;
    const { collected, adjusted } = ledgerSums(rows);
    expect({ collected, adjusted }).toEqual({ collected: 300_000, adjusted: 10_000 });
    expect(depositRemaining({ issuedPrice: 550_000, adjustedPrice: adjusted, collectedPrice: collected })).toBe(
      240_000,
    );
    expect(depositRemaining({ issuedPrice: 100_000, adjustedPrice: -5_000, collectedPrice: 110_000 })).toBe(-5_000);
  });

  it('reads typed amounts and answers bad ones in Korean', () => {
    const ok = DepositReceiptInputSchema.parse({ amount: '200,000', receivedDate: '2026-11-20', version: 3 });
    expect(ok).toEqual({ amount: 200_000, receivedDate: '2026-11-20', depositor: '', memo: '', version: 3 });
    const zero = DepositAdjustmentInputSchema.safeParse({ amount: '0', reason: '할인', version: 0 });
    expect(zero.error?.issues.map((i) => i.message)).toEqual([depositLedgerMessages.amountNonZero]);
    expect(DepositAdjustmentInputSchema.parse({ amount: '-5,000', reason: '추가 배송비', version: 0 }).amount).toBe(
      -5_000,
    );
  });
});
