import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delivery, printingOrder, shopbagOrderSlot, workOrder } from '../../db/schema';
import { fieldError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/service';
import { deliveryTrackingMessages as MSG } from '@scm/contract';

/**
 * Staff track every parcel; a customer only the parcels of its own orders (its printing orders, or the bag orders it
 * holds a slot in). Anything else answers 404, as if the parcel did not exist, so invoices cannot be probed.
 * A shipment's carrier and invoice are only ever entered by staff (a customer's order form has neither, and
 * `assertInvoiceFree` keeps one invoice to one customer), so a customer tracks only what the shop entered for it.
 */
export async function assertMayTrack(db: Db, actor: Actor, carrierCode: string, invoice: string) {
  if (actor.userType === 'employee') return;
  const buyerId = actor.buyerId ?? -1;
  const [own] = await db
    .select({ id: delivery.id })
    .from(delivery)
    .innerJoin(workOrder, eq(workOrder.id, delivery.workOrderId))
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(
      and(
        eq(delivery.deliveryCompanyCode, carrierCode),
        eq(delivery.invoice, invoice),
        or(
          eq(printingOrder.buyerId, buyerId),
          exists(
            db
              .select({ id: shopbagOrderSlot.id })
              .from(shopbagOrderSlot)
              .where(and(eq(shopbagOrderSlot.orderId, printingOrder.id), eq(shopbagOrderSlot.buyerId, buyerId))),
          ),
        ),
      ),
    )
    .limit(1);
  if (!own) throw notFound(MSG.parcelNotFound);
}

/**
 * A carrier and invoice staff are about to put on the shipment of `workOrderId` (or note on its order) must not be on
 * another customer's shipment already: else the other customer's parcel would show on this customer's order, and
 * could be tracked by it. The same invoice on shipments of one buyer (several orders in one box, a remake) is fine.
 * True when it is free; an empty invoice always is.
 */
export async function invoiceIsFree(db: Db, workOrderId: number, carrierCode: string, invoice: string) {
  if (!invoice) return true;
  const mine = db
    .select({ buyerId: printingOrder.buyerId })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(eq(workOrder.id, workOrderId));
  const [taken] = await db
    .select({ id: delivery.id })
    .from(delivery)
    .innerJoin(workOrder, eq(workOrder.id, delivery.workOrderId))
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(
      and(
        eq(delivery.deliveryCompanyCode, carrierCode),
        eq(delivery.invoice, invoice),
        ne(delivery.workOrderId, workOrderId),
        // another buyer, or a bag order (its customers are its advertisers): only one same buyer shares an invoice
        sql`not coalesce(${printingOrder.buyerId} = (${mine}), false)`,
      ),
    )
    .limit(1);
  return !taken;
}

/** `invoiceIsFree`, or a Korean field error at `field`. */
export async function assertInvoiceFree(
  db: Db,
  workOrderId: number,
  carrierCode: string,
  invoice: string,
  field = 'invoice',
) {
  if (!(await invoiceIsFree(db, workOrderId, carrierCode, invoice)))
    throw fieldError(field, MSG.invoiceOnAnotherShipment);
}
