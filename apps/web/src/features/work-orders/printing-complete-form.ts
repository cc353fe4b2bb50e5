import { MAX_ID, wholeNumber, type UsedPaperLine, type WorkOrderDetail } from '@scm/contract';
import { z } from 'zod';

/**
 * The 인쇄 완료 dialog's form: the paper actually used and spoiled per line (prefilled from the spec and, where a
 * machine counts the open turn, the first line's used amount from its counter), and the confirmation a short
 * release needs. Stock here is what is on hand: at printing the paper leaves now, other jobs' needs don't matter.
 */

export interface UsedLineInput {
  rawItemId: number;
  itemName: string;
  unit: string;
  /** As typed (text); a number once read back. */
  amount: string | number;
  wrongAmount: string | number;
}
export interface PrintingCompleteFormInput {
  lines: UsedLineInput[];
  confirmShortage: boolean;
}
export interface PrintingCompleteFormOutput {
  usedPaperList: UsedPaperLine[];
  confirmShortage: boolean;
}

/** The open turn's machine count, when a machine is bound and has counted something. */
export function machineCount(job: Pick<WorkOrderDetail, 'progresses' | 'workProgressId'>) {
  const turn = job.progresses.find((p) => p.id === job.workProgressId && p.finishedAt === null);
  if (!turn || turn.facilityId === null || !turn.producedQuantity || turn.producedQuantity <= 0) return null;
  return { facilityName: turn.facilityName ?? '', count: turn.producedQuantity };
}

/** The spec's lines as typed text; the first line's used amount is the machine's count when there is one. */
export function initialLines(job: Pick<WorkOrderDetail, 'usePaperList' | 'progresses' | 'workProgressId'>) {
  const counted = machineCount(job);
  return job.usePaperList.map((p, i): UsedLineInput => ({
    rawItemId: p.rawItemId,
    itemName: p.itemName,
    unit: p.itemUnit,
    amount: String(i === 0 && counted ? counted.count : p.amount),
    wrongAmount: String(p.wrongAmount),
  }));
}

/** A typed count as a number (NaN when it is not one yet). */
const typed = (value: string | number) => {
  const text = String(value);
  return /^\s*[\d,]+\s*$/.test(text) ? Number(text.replaceAll(',', '')) : Number.NaN;
};

/** Per item: on hand and the shortfall of what the lines take (0 when stock holds it), in first-seen order. */
export function stockCheck(
  lines: readonly Pick<UsedLineInput, 'rawItemId' | 'amount' | 'wrongAmount'>[],
  onHand: ReadonlyMap<number, number>,
) {
  const need = new Map<number, number>();
  for (const l of lines) {
    const n = (typed(l.amount) || 0) + (typed(l.wrongAmount) || 0);
    need.set(l.rawItemId, (need.get(l.rawItemId) ?? 0) + n);
  }
  return new Map(
    [...need].map(([id, needed]) => {
      const stock = onHand.get(id) ?? 0;
      return [id, { onHand: stock, needed, shortfall: Math.max(0, needed - stock) }] as const;
    }),
  );
}

export const isShort = (check: ReturnType<typeof stockCheck>) => [...check.values()].some((c) => c.shortfall > 0);

const count = (required: string, min: string) =>
  wholeNumber({ min: 0, max: MAX_ID, minMessage: min, requiredMessage: required });

export const CONFIRM_SHORTAGE_REQUIRED = '재고가 부족합니다. 확인란을 선택해야 인쇄 완료할 수 있습니다.';

/** The form's rule: whole counts ≥ 0; short of stock on hand → the confirmation is required. */
export const printingCompleteFormSchema = (onHand: ReadonlyMap<number, number>) =>
  z
    .object({
      lines: z.array(
        z.object({
          rawItemId: z.number(),
          itemName: z.string(),
          unit: z.string(),
          amount: count('사용량을 입력해주세요.', '사용량은 0 이상이어야 합니다.'),
          wrongAmount: count('파지를 입력해주세요. (없으면 0)', '파지는 0 이상이어야 합니다.'),
        }),
      ),
      confirmShortage: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const check = stockCheck(v.lines, onHand);
      if (isShort(check) && !v.confirmShortage)
        ctx.addIssue({ code: 'custom', path: ['confirmShortage'], message: CONFIRM_SHORTAGE_REQUIRED });
    })
    .transform((v): PrintingCompleteFormOutput => ({
      usedPaperList: v.lines.map((l) => ({ rawItemId: l.rawItemId, amount: l.amount, wrongAmount: l.wrongAmount })),
      confirmShortage: v.confirmShortage,
    }));
