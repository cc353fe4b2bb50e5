import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  Composition,
  FoldingBinding,
  OrderValues,
  PaperLine,
  PostProcess,
  PrintingEntry,
  PrintingType,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
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
