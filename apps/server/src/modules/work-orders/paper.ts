import { paperShortageMessage, PAPER_SHORTAGE_CODE, type PaperShortage } from '@scm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrderPaper } from '../../db/schema/work-orders';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { paperLinesOf, type PaperLine } from '../order-core';
import { changeStock, lockStockOf } from '../stock';
import { remakePaperLines } from './queries';

/** The job's paper: the original's is its order's usePaperList, a remake's its own lines. */
export async function jobPaperLines(db: Db, job: { id: number; kind: string; orderId: number }): Promise<PaperLine[]> {
  return job.kind === 'REMAKE' ? remakePaperLines(db, job.id) : paperLinesOf(db, job.orderId);
}

/** Replaces a remake's paper lines (lines with nothing used nor spoiled are dropped). */
export async function saveRemakePaper(
  db: Db,
  workOrderId: number,
  lines: readonly { rawItemId: number; amount: number | null; wrongAmount: number | null }[],
) {
  await db.delete(workOrderPaper).where(eq(workOrderPaper.workOrderId, workOrderId));
  const rows = lines
    .map((l) => ({ rawItemId: l.rawItemId, amount: l.amount ?? 0, wrongAmount: l.wrongAmount ?? 0 }))
    .filter((l) => l.amount > 0 || l.wrongAmount > 0)
    .map((l, position) => ({ ...l, workOrderId, position }));
  if (rows.length) await db.insert(workOrderPaper).values(rows);
}

/**
 * Each item's total need (used + spoiled) over the paper lines, against its stock, the stock rows locked (in item
 * order) until the transaction ends, so nothing moves them between this check and the release.
 */
async function shortagesOf(db: Db, lines: readonly PaperLine[]): Promise<(PaperShortage & { itemId: number })[]> {
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.rawItemId, (need.get(l.rawItemId) ?? 0) + l.amount + l.wrongAmount);
  const stocks = await lockStockOf(
    db,
    [...need.keys()].filter((itemId) => need.get(itemId)! > 0),
  );
  return stocks
    .filter((s) => need.get(s.itemId)! > s.amount)
    .map((s) => ({
      itemId: s.itemId,
      itemName: s.itemName,
      needed: need.get(s.itemId)!,
      current: s.amount,
      unit: s.unit,
    }));
}

/**
 * Takes the job's paper out of stock (used, then spoiled, per line; zero amounts write no history). Paper short in
 * stock is a 409 naming each short item, unless `confirmShortage`: the paper has been used, so the release is
 * recorded anyway, the stock goes below zero (visible to purchasing) and the history rows say it was confirmed.
 * Returns the event text's parts and the short items.
 */
export async function releasePaper(
  tx: ServiceContext,
  lines: readonly PaperLine[],
  reference: { type: 'WORK_ORDER'; id: number },
  confirmShortage: boolean,
) {
  const shortages = await shortagesOf(tx.db, lines);
  if (shortages.length && !confirmShortage)
    throw new AppError(409, PAPER_SHORTAGE_CODE, paperShortageMessage(shortages), {
      isAlert: false,
      isSnackbar: false,
    });
  const short = new Set(shortages.map((s) => s.itemId));
  const employeeId = tx.actor.employeeId;
  const released: string[] = [];
  for (const l of lines) {
    const allowNegative = short.has(l.rawItemId);
    const memo = allowNegative ? '재고 부족 확인 출고' : undefined;
    for (const [delta, ioType] of [
      [l.amount, 'WORKORDER_RELEASING'],
      [l.wrongAmount, 'WORKORDER_WRONG_RELEASING'],
    ] as const)
      if (delta > 0)
        await changeStock(tx.db, {
          itemId: l.rawItemId,
          delta: -delta,
          ioType,
          reference,
          employeeId,
          allowNegative,
          memo,
        });
    if (l.amount > 0 || l.wrongAmount > 0) released.push(`${l.itemName} ${l.amount}(파지 ${l.wrongAmount})`);
  }
  return { released, shortages };
}
