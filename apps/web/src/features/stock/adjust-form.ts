import { StockAdjustSchema } from '@scm/contract';
import { z } from 'zod';
import { ADJUST_IO_TYPE, deriveAdjustment, type AdjustDirection } from './adjust-math';

/** The dialog's own fields; what it sends is the contract's adjustment body, derived from whichever was typed. */
export const adjustFormSchema = (direction: AdjustDirection, current: number) =>
  z
    .object({
      source: z.enum(['amount', 'result']),
      adjustAmount: z.string(),
      resultAmount: z.string(),
      unitPrice: StockAdjustSchema.shape.unitPrice,
    })
    .transform((v, ctx) => {
      const field = v.source === 'amount' ? 'adjustAmount' : 'resultAmount';
      const derived = deriveAdjustment(direction, current, v.source, v[field]);
      if (!derived.ok) {
        ctx.addIssue({ code: 'custom', path: [field], message: derived.message });
        return z.NEVER;
      }
      return { ioType: ADJUST_IO_TYPE[direction], adjustAmount: derived.adjustAmount, unitPrice: v.unitPrice };
    });
type AdjustFormSchema = ReturnType<typeof adjustFormSchema>;
export type AdjustFormInput = z.input<AdjustFormSchema>;
export type AdjustFormOutput = z.output<AdjustFormSchema>;
