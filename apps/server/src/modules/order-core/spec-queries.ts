import { asc, eq, inArray } from 'drizzle-orm';
import type { Composition, FoldingBinding, PaperLine, PostProcess, PrintingEntry, PrintingType } from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import {
  printingOrderPaper,
  printingOrderPrinting,
  printingOrderProcess,
  printingOrderProcessOption,
} from '../../db/schema/orders';

/** The print spec read back (its writes are `spec-store.ts`); paper lines carry the item's name and unit. */

/** The order's processes with their option ids (by id, as options keep no order of their own), in entry order. */
async function readProcesses(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(printingOrderProcess)
    .where(eq(printingOrderProcess.orderId, orderId))
    .orderBy(asc(printingOrderProcess.position), asc(printingOrderProcess.id));
  const options = rows.length
    ? await db
        .select()
        .from(printingOrderProcessOption)
        .where(
          inArray(
            printingOrderProcessOption.processId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(printingOrderProcessOption.optionId))
    : [];
  return rows.map((r) => ({
    ...r,
    optionIds: options.filter((o) => o.processId === r.id).map((o) => o.optionId),
  }));
}

/** The spec read back in entry order, as the detail answers it (paper lines with the item's name and unit now). */
export async function readPrintingSpec(
  db: Db,
  orderId: number,
): Promise<{ printingList: PrintingEntry[]; foldingBindingList: FoldingBinding[] }> {
  const printings = await db
    .select()
    .from(printingOrderPrinting)
    .where(eq(printingOrderPrinting.orderId, orderId))
    .orderBy(asc(printingOrderPrinting.position));
  const papers = printings.length
    ? await db
        .select({
          printingId: printingOrderPaper.printingId,
          rawItemId: printingOrderPaper.rawItemId,
          rawItemName: item.name,
          itemUnit: item.itemUnit,
          amount: printingOrderPaper.amount,
          wrongAmount: printingOrderPaper.wrongAmount,
        })
        .from(printingOrderPaper)
        .innerJoin(item, eq(item.id, printingOrderPaper.rawItemId))
        .where(
          inArray(
            printingOrderPaper.printingId,
            printings.map((p) => p.id),
          ),
        )
        .orderBy(asc(printingOrderPaper.printingId), asc(printingOrderPaper.position))
    : [];
  const processes = await readProcesses(db, orderId);

  const printingList = printings.map(({ id, orderId: _o, position: _p, ...fields }): PrintingEntry => {
    const usePaperList: PaperLine[] = papers
      .filter((p) => p.printingId === id)
      .map(({ printingId: _pi, ...line }) => line);
    const postProcessList: PostProcess[] = processes
      .filter((p) => p.kind === 'POST_PROCESS' && p.printingId === id)
      .map((p) => ({
        postProcessOption: p.optionIds,
        postProcessOutsourcingId: p.outsourcingId,
        postProcessRemark: p.remark,
      }));
    // Written only through the schema, so the stored words are the vocabulary's.
    const composition = fields.composition as Composition;
    const printingType = fields.printingType as PrintingType;
    return { ...fields, composition, printingType, usePaperList, postProcessList };
  });
  const foldingBindingList = processes
    .filter((p) => p.kind === 'FOLDING_BINDING')
    .map((p) => ({
      foldingBindingOption: p.optionIds,
      foldingBindingOutsourcingId: p.outsourcingId,
      foldingBindingRemark: p.remark,
    }));
  return { printingList, foldingBindingList };
}
