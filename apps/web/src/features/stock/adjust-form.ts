import { StockAdjustSchema } from '@scm/contract';
import { z } from 'zod';
import { ADJUST_IO_TYPE, deriveAdjustment, type AdjustDirection } from './adjust-math';

/** The fields the contract judges on its own (the quantity is judged by deriveAdjustment first). */
const CONTRACT_FIELDS = new Set(['reason', 'memo']);

/**
 * The dialog's own fields; what it sends is the contract's adjustment body, derived from whichever was typed.
 * No price is asked: the one price is the item's 단가 (매입) (see PURCHASE_PRICE_LABEL in the contract).
 * The reason (required; 기타 needs a memo) is checked by the contract's own schema, so the dialog and the server agree.
 */
export const adjustFormSchema = (direction: AdjustDirection, current: number) =>
  z
    .object({
      source: z.enum(['amount', 'result']),
      adjustAmount: z.string(),
      resultAmount: z.string(),
      /** '' until chosen. */
      reason: z.string(),
      memo: z.string(),
    })
    .transform((v, ctx) => {
      const field = v.source === 'amount' ? 'adjustAmount' : 'resultAmount';
      const derived = deriveAdjustment(direction, current, v.source, v[field]);
      if (!derived.ok) ctx.addIssue({ code: 'custom', path: [field], message: derived.message });
      const checked = StockAdjustSchema.safeParse({
        ioType: ADJUST_IO_TYPE[direction],
        adjustAmount: derived.ok ? derived.adjustAmount : 1,
        reason: v.reason === '' ? undefined : v.reason,
        memo: v.memo,
      });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const key = String(issue.path[0] ?? '');
          if (CONTRACT_FIELDS.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
        }
      }
      if (!derived.ok || !checked.success) return z.NEVER;
      return checked.data;
    });
type AdjustFormSchema = ReturnType<typeof adjustFormSchema>;
export type AdjustFormInput = z.input<AdjustFormSchema>;
export type AdjustFormOutput = z.output<AdjustFormSchema>;
