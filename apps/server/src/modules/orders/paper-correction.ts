import { canSuperviseWork, type OrderUpdateValues } from '@scm/contract';
import { AppError, conflict } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { itemNames } from '../items';
import {
  changesLockedFields,
  originalJobOf,
  paperDifference,
  paperLinesOf,
  recordOrderEvent,
  replacePaperLines,
  type OrderRow,
  type PaperLine,
} from '../order-core';

export const paperCorrectionMessages = {
  supervisorOnly: '작업이 시작된 주문의 용지는 작업 총괄 권한이 있는 사람만 고칠 수 있습니다.',
  printed: '인쇄가 완료된 주문의 용지는 고칠 수 없습니다. 용지가 이미 재고에서 출고되었습니다.',
};

/**
 * A supervisor's correction of the paper lines after work started (issue 31): the full edit form that changes
 * nothing locked but the paper lines (item, amount, spoilage) of an order whose job has started but is not printed
 * (the paper has not left stock yet). Returns false when the form changes more than the paper (the caller refuses
 * it as before); a non-supervisor gets a Korean 403, a printed order a 409. The lines are rewritten entry by entry
 * and the order's history names each change.
 */
export async function correctPaperLines(
  tx: ServiceContext,
  order: OrderRow,
  storedFileIds: readonly number[],
  sent: OrderUpdateValues,
) {
  if (await changesLockedFields(tx.db, order, storedFileIds, sent, { ignorePaper: true })) return false;
  if (!canSuperviseWork(tx.actor.authorities))
    throw new AppError(403, 'FORBIDDEN', paperCorrectionMessages.supervisorOnly);
  const job = await originalJobOf(tx.db, order.id);
  if (!job || job.status === 'COMPLETE' || job.printedAt !== null)
    throw conflict('PAPER_ALREADY_RELEASED', paperCorrectionMessages.printed);

  const before = await paperLinesOf(tx.db, order.id);
  const itemIds = [...new Set(sent.printingList.flatMap((e) => e.usePaperList.map((l) => l.rawItemId)))];
  const names = await itemNames(tx.db, itemIds);
  await replacePaperLines(tx.db, order.id, sent.printingList);
  const after: PaperLine[] = sent.printingList.flatMap((entry) =>
    entry.usePaperList.map((l) => ({
      rawItemId: l.rawItemId,
      itemName: names.get(l.rawItemId) ?? '',
      amount: l.amount ?? 0,
      wrongAmount: l.wrongAmount ?? 0,
    })),
  );
  const difference = paperDifference(before, after);
  if (difference) await recordOrderEvent(tx, order.id, 'PAPER_CORRECTED', `용지 수정: ${difference}`);
  return true;
}
