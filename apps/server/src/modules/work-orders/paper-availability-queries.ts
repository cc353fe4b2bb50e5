import type { PaperAvailability } from '@scm/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { printingOrder, printingOrderPaper, printingOrderPrinting } from '../../db/schema/orders';
import { stock } from '../../db/schema/stock';
import { workOrder, workOrderPaper } from '../../db/schema/work-orders';

/**
 * Paper before the press runs (issue 31): per item, what stock holds, what the other open jobs already need of it,
 * and what is free. An open job is one not yet printed: received or in work (RECEIPT, WORKING), no printedAt, its
 * order not cancelled. Its need is Σ (amount + wrongAmount) of its paper lines: an original's are its order's
 * usePaperList, a remake's its own lines. Free = on hand − needed by others (it may be negative).
 */

export interface OpenJobsExcept {
  /** The order being edited: its own need is the form's, not another order's. */
  orderId?: number;
  /** The job being started: its own need is what is checked. */
  workOrderId?: number;
}

const openJob = (except: OpenJobsExcept) =>
  and(
    inArray(workOrder.status, ['RECEIPT', 'WORKING']),
    isNull(workOrder.printedAt),
    isNull(printingOrder.cancelledAt),
    except.orderId === undefined ? undefined : ne(workOrder.orderId, except.orderId),
    except.workOrderId === undefined ? undefined : ne(workOrder.id, except.workOrderId),
  );

/** Σ need per item of the open jobs (but the excepted ones), originals and remakes. */
async function neededByOpenJobs(db: Db, itemIds: readonly number[], except: OpenJobsExcept) {
  const ids = [...itemIds];
  const need = sql<string>`coalesce(sum(coalesce(${printingOrderPaper.amount}, 0) + coalesce(${printingOrderPaper.wrongAmount}, 0)), 0)`;
  const originals = await db
    .select({ itemId: printingOrderPaper.rawItemId, need })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .innerJoin(printingOrderPrinting, eq(printingOrderPrinting.orderId, printingOrder.id))
    .innerJoin(printingOrderPaper, eq(printingOrderPaper.printingId, printingOrderPrinting.id))
    .where(and(eq(workOrder.kind, 'ORIGINAL'), inArray(printingOrderPaper.rawItemId, ids), openJob(except)))
    .groupBy(printingOrderPaper.rawItemId);
  const remakes = await db
    .select({
      itemId: workOrderPaper.rawItemId,
      need: sql<string>`coalesce(sum(${workOrderPaper.amount} + ${workOrderPaper.wrongAmount}), 0)`,
    })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .innerJoin(workOrderPaper, eq(workOrderPaper.workOrderId, workOrder.id))
    .where(and(eq(workOrder.kind, 'REMAKE'), inArray(workOrderPaper.rawItemId, ids), openJob(except)))
    .groupBy(workOrderPaper.rawItemId);
  const total = new Map<number, number>();
  for (const r of [...originals, ...remakes]) total.set(r.itemId, (total.get(r.itemId) ?? 0) + Number(r.need));
  return total;
}

/** On hand, needed by the other open jobs and free, per item that exists (unknown ids are left out), in the ids' order. */
export async function paperAvailability(
  db: Db,
  itemIds: readonly number[],
  except: OpenJobsExcept = {},
): Promise<PaperAvailability[]> {
  if (itemIds.length === 0) return [];
  const [stocks, needed] = await Promise.all([
    db
      .select({ itemId: item.id, itemName: item.name, unit: item.itemUnit, amount: stock.amount })
      .from(item)
      .leftJoin(stock, eq(stock.itemId, item.id))
      .where(inArray(item.id, [...itemIds])),
    neededByOpenJobs(db, itemIds, except),
  ]);
  const byId = new Map(stocks.map((s) => [s.itemId, s]));
  return itemIds.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    const onHand = s.amount ?? 0;
    const neededByOthers = needed.get(id) ?? 0;
    return [
      { rawItemId: id, itemName: s.itemName, unit: s.unit, onHand, neededByOthers, free: onHand - neededByOthers },
    ];
  });
}
