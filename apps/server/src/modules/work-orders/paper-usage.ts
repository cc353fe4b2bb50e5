import type { UsedPaperLine } from '@scm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrderPaperUsage } from '../../db/schema/work-orders';
import { fieldError } from '../../platform/errors';
import { itemNames } from '../items';
import { paperDifference, type PaperLine } from '../order-core';
import { jobPaperLines } from './paper';

/**
 * The paper actually used at printing complete (issue 31): when the team gives it, that is what leaves stock and is
 * kept in work_order_paper_usage (the job's rawItemPrintAmount / rawItemMisprintAmount then read it); the spec's
 * lines stay as planned, and the order's history names each item whose use differs from the spec.
 */

type Job = { id: number; kind: string; orderId: number };

/** The used lines with their item names; an unknown item is a field error at its line. */
async function namedLines(db: Db, used: readonly UsedPaperLine[]): Promise<PaperLine[]> {
  const ids = [...new Set(used.map((l) => l.rawItemId))];
  const names = await itemNames(db, ids);
  return used.map((l, i) => {
    const itemName = names.get(l.rawItemId);
    if (itemName === undefined)
      throw fieldError(`usedPaperList.${i}.rawItemId`, '용지를 찾을 수 없습니다. 다시 선택해주세요.');
    return { rawItemId: l.rawItemId, itemName, amount: l.amount, wrongAmount: l.wrongAmount };
  });
}

/** '실제 사용: 아트지 사용 1,000 → 1,200, 파지 20 → 35' for each item whose use differs from the spec; '' when none. */
export function usageDifference(spec: readonly PaperLine[], used: readonly PaperLine[]) {
  const difference = paperDifference(spec, used, '사용');
  return difference ? `실제 사용: ${difference}` : '';
}

/**
 * The lines printing complete releases: the spec's, or the used ones when given (stored, and the difference named
 * for the order's history; '' when none was given or nothing differs).
 */
export async function printingPaperLines(db: Db, job: Job, used: readonly UsedPaperLine[] | undefined) {
  const spec = await jobPaperLines(db, job);
  if (!used) return { lines: spec, usageNote: '' };
  const lines = await namedLines(db, used);
  await db.delete(workOrderPaperUsage).where(eq(workOrderPaperUsage.workOrderId, job.id));
  if (lines.length)
    await db.insert(workOrderPaperUsage).values(
      lines.map((l, position) => ({
        workOrderId: job.id,
        position,
        rawItemId: l.rawItemId,
        amount: l.amount,
        wrongAmount: l.wrongAmount,
      })),
    );
  return { lines, usageNote: usageDifference(spec, lines) };
}
