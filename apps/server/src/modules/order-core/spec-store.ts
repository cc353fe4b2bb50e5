import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OrderValues } from '@scm/contract';
import type { Db } from '../../db/client';
import {
  printingOrderPaper,
  printingOrderPrinting,
  printingOrderProcess,
  printingOrderProcessOption,
} from '../../db/schema/orders';

/** The print spec of an order as the staff form sends it (parsed). */
export type PrintingSpecWrite = Pick<OrderValues, 'printingList' | 'foldingBindingList'>;

type ProcessKind = 'POST_PROCESS' | 'FOLDING_BINDING';

async function insertProcess(
  db: Db,
  values: { orderId: number; printingId: number | null; kind: ProcessKind; position: number },
  entry: { options: number[]; outsourcingId: number | null; remark: string },
) {
  const [row] = await db
    .insert(printingOrderProcess)
    .values({ ...values, outsourcingId: entry.outsourcingId, remark: entry.remark })
    .returning({ id: printingOrderProcess.id });
  await db
    .insert(printingOrderProcessOption)
    .values(entry.options.map((optionId) => ({ processId: row!.id, optionId })));
}

/**
 * Writes the spec's child rows of an order: each printing entry in order (position), its paper lines and
 * post-processes, then the order's folding/binding entries. Call inside the order's transaction.
 */
export async function writePrintingSpec(db: Db, orderId: number, spec: PrintingSpecWrite) {
  for (const [position, entry] of spec.printingList.entries()) {
    const { usePaperList, postProcessList, ...fields } = entry;
    const [printing] = await db
      .insert(printingOrderPrinting)
      .values({ orderId, position, ...fields })
      .returning({ id: printingOrderPrinting.id });
    const printingId = printing!.id;
    if (usePaperList.length > 0)
      await db.insert(printingOrderPaper).values(
        usePaperList.map((line, i) => ({
          printingId,
          position: i,
          rawItemId: line.rawItemId,
          amount: line.amount,
          wrongAmount: line.wrongAmount,
        })),
      );
    for (const [i, p] of postProcessList.entries())
      await insertProcess(
        db,
        { orderId, printingId, kind: 'POST_PROCESS', position: i },
        { options: p.postProcessOption, outsourcingId: p.postProcessOutsourcingId, remark: p.postProcessRemark },
      );
  }
  for (const [i, f] of spec.foldingBindingList.entries())
    await insertProcess(
      db,
      { orderId, printingId: null, kind: 'FOLDING_BINDING', position: i },
      { options: f.foldingBindingOption, outsourcingId: f.foldingBindingOutsourcingId, remark: f.foldingBindingRemark },
    );
}

/** Removes the spec's child rows (printing entries take their paper lines and post-processes with them). */
export async function clearPrintingSpec(db: Db, orderId: number) {
  await db.delete(printingOrderPrinting).where(eq(printingOrderPrinting.orderId, orderId));
  await db
    .delete(printingOrderProcess)
    .where(and(eq(printingOrderProcess.orderId, orderId), isNull(printingOrderProcess.printingId)));
}

/**
 * Rewrites the paper lines of the order's printing entries, entry by entry in entry order (a supervisor's paper
 * correction, orders/paper-correction.ts): the entries stay, each one's lines are replaced by the sent ones.
 */
export async function replacePaperLines(
  db: Db,
  orderId: number,
  printingList: readonly {
    usePaperList: readonly { rawItemId: number; amount: number | null; wrongAmount: number | null }[];
  }[],
) {
  const entries = await db
    .select({ id: printingOrderPrinting.id })
    .from(printingOrderPrinting)
    .where(eq(printingOrderPrinting.orderId, orderId))
    .orderBy(asc(printingOrderPrinting.position));
  for (const [position, entry] of printingList.entries()) {
    const printingId = entries[position]!.id;
    await db.delete(printingOrderPaper).where(eq(printingOrderPaper.printingId, printingId));
    if (entry.usePaperList.length)
      await db.insert(printingOrderPaper).values(
        entry.usePaperList.map((l, i) => ({
          printingId,
          position: i,
          rawItemId: l.rawItemId,
          amount: l.amount,
          wrongAmount: l.wrongAmount,
        })),
      );
  }
}
