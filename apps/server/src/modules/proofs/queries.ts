import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { storedFile } from '../../db/schema/files';
import { printingOrder } from '../../db/schema/orders';
import { proofDecision, proofFile, proofPin, proofSwitch, proofVersion } from '../../db/schema/proofs';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { workOrder } from '../../db/schema/work-orders';

/**
 * The proofs' read model: its own tables, and for the targets the order row, a bag's slots with their advertisers'
 * names and the order's current job (who holds it, for the production team's notice). Reads only.
 */

export type VersionRow = typeof proofVersion.$inferSelect;
export type PinRow = typeof proofPin.$inferSelect;
export type DecisionRow = typeof proofDecision.$inferSelect;

export async function orderOfProofs(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      workType: printingOrder.workType,
      buyerId: printingOrder.buyerId,
      buyerName: buyer.name,
      buyerAccountId: buyer.accountId,
      cancelledAt: printingOrder.cancelledAt,
    })
    .from(printingOrder)
    .leftJoin(buyer, eq(buyer.id, printingOrder.buyerId))
    .where(eq(printingOrder.id, orderId));
  return row;
}

/** A bag's filled slots in position order, with the advertiser's name and account. */
export const slotsOfOrder = (db: Db, orderId: number) =>
  db
    .select({
      id: shopbagOrderSlot.id,
      position: shopbagOrderSlot.position,
      buyerId: shopbagOrderSlot.buyerId,
      buyerName: buyer.name,
      accountId: buyer.accountId,
    })
    .from(shopbagOrderSlot)
    .innerJoin(buyer, eq(buyer.id, shopbagOrderSlot.buyerId))
    .where(eq(shopbagOrderSlot.orderId, orderId))
    .orderBy(asc(shopbagOrderSlot.position));

export const versionsOfOrder = (db: Db, orderId: number) =>
  db.select().from(proofVersion).where(eq(proofVersion.orderId, orderId)).orderBy(desc(proofVersion.id));

export async function findVersion(db: Db, id: number) {
  const [row] = await db.select().from(proofVersion).where(eq(proofVersion.id, id));
  return row;
}

/** The highest version number of a target so far (0 for none); read under the order's lock. */
export async function lastNumber(db: Db, orderId: number, slotId: number | null) {
  const [row] = await db
    .select({ n: max(proofVersion.number) })
    .from(proofVersion)
    .where(and(eq(proofVersion.orderId, orderId), slotId === null ? undefined : eq(proofVersion.slotId, slotId)));
  return row?.n ?? 0;
}

export const filesOfVersions = (db: Db, versionIds: number[]) =>
  versionIds.length
    ? db
        .select({
          versionId: proofFile.versionId,
          fileId: proofFile.fileId,
          originalFileName: storedFile.originalFileName,
          contentType: storedFile.contentType,
          size: storedFile.size,
        })
        .from(proofFile)
        .innerJoin(storedFile, eq(storedFile.id, proofFile.fileId))
        .where(inArray(proofFile.versionId, versionIds))
        .orderBy(asc(proofFile.versionId), asc(proofFile.position))
    : Promise.resolve([]);

export const pinsOfVersions = (db: Db, versionIds: number[]) =>
  versionIds.length
    ? db.select().from(proofPin).where(inArray(proofPin.versionId, versionIds)).orderBy(asc(proofPin.id))
    : Promise.resolve([]);

export const decisionsOfVersions = (db: Db, versionIds: number[]) =>
  versionIds.length
    ? db.select().from(proofDecision).where(inArray(proofDecision.versionId, versionIds)).orderBy(asc(proofDecision.id))
    : Promise.resolve([]);

/** The latest row of a switch kind (SKIP, DOWNLOAD) on the order: the one in force. */
export async function latestSwitch(db: Db, orderId: number, kind: 'SKIP' | 'DOWNLOAD') {
  const [row] = await db
    .select()
    .from(proofSwitch)
    .where(and(eq(proofSwitch.orderId, orderId), eq(proofSwitch.kind, kind)))
    .orderBy(desc(proofSwitch.id))
    .limit(1);
  return row;
}

/** The proof file a page request names, with its version's order and slot. */
export async function proofFileTarget(db: Db, fileId: number) {
  const [row] = await db
    .select({
      fileId: proofFile.fileId,
      orderId: proofVersion.orderId,
      slotId: proofVersion.slotId,
    })
    .from(proofFile)
    .innerJoin(proofVersion, eq(proofVersion.id, proofFile.versionId))
    .where(eq(proofFile.fileId, fileId))
    .limit(1);
  return row;
}

export async function fileInVersion(db: Db, versionId: number, fileId: number) {
  const [row] = await db
    .select({ fileId: proofFile.fileId })
    .from(proofFile)
    .where(and(eq(proofFile.versionId, versionId), eq(proofFile.fileId, fileId)));
  return row !== undefined;
}

export async function findPin(db: Db, id: number) {
  const [row] = await db.select().from(proofPin).where(eq(proofPin.id, id));
  return row;
}

/** The stored files (content types) of the given ids, to check a version's pages are PDF, JPG or PNG. */
export const storedFileTypes = (db: Db, ids: number[]) =>
  db
    .select({ id: storedFile.id, contentType: storedFile.contentType })
    .from(storedFile)
    .where(inArray(storedFile.id, ids));

/** The team holding the order's current job (null when none holds it). */
export async function holdingTeamOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ departmentId: workOrder.holderDepartmentId })
    .from(workOrder)
    .where(and(eq(workOrder.orderId, orderId), eq(workOrder.isCurrent, true)));
  return row?.departmentId ?? null;
}
