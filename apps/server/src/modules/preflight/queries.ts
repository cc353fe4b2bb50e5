import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printingOrder, printingOrderPrinting } from '../../db/schema/orders';
import { filePreflight, type AcceptedPreflightWarning } from '../../db/schema/preflight';
import { proofFile, proofVersion } from '../../db/schema/proofs';

export type PreflightRow = typeof filePreflight.$inferSelect;

export const findPreflight = async (db: Db, fileId: number): Promise<PreflightRow | undefined> =>
  (await db.select().from(filePreflight).where(eq(filePreflight.fileId, fileId)))[0];

/** Stores a file's checklist, replacing an earlier run (whose accepted warnings go with it: they were of that run). */
export const savePreflight = async (db: Db, row: Omit<typeof filePreflight.$inferInsert, 'id'>) =>
  (
    await db
      .insert(filePreflight)
      .values(row)
      .onConflictDoUpdate({
        target: filePreflight.fileId,
        set: {
          status: row.status,
          checks: row.checks,
          expectations: row.expectations,
          ranAt: row.ranAt,
          durationMs: row.durationMs,
          accepted: [],
        },
      })
      .returning()
  )[0]!;

export const setAccepted = async (db: Db, fileId: number, accepted: AcceptedPreflightWarning[]) =>
  (await db.update(filePreflight).set({ accepted }).where(eq(filePreflight.fileId, fileId)).returning())[0];

/** What an order asks of its files: its 완성 사이즈 text, and for a brochure the pages of its spec entries. */
export async function orderFacts(db: Db, orderId: number) {
  const [order] = await db
    .select({ finishedSize: printingOrder.finishedSize, workType: printingOrder.workType })
    .from(printingOrder)
    .where(eq(printingOrder.id, orderId));
  if (!order) return null;
  const [pages] = await db
    .select({ total: sum(printingOrderPrinting.pageCount).mapWith(Number) })
    .from(printingOrderPrinting)
    .where(eq(printingOrderPrinting.orderId, orderId));
  return { finishedSize: order.finishedSize, pages: order.workType === 'BROCHURE' ? pages?.total || null : null };
}

/** The order a proof file belongs to (through its version). */
export async function orderOfProofFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ orderId: proofVersion.orderId })
    .from(proofFile)
    .innerJoin(proofVersion, eq(proofVersion.id, proofFile.versionId))
    .where(eq(proofFile.fileId, fileId))
    .limit(1);
  return row?.orderId ?? null;
}
