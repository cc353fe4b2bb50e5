import { and, eq, exists, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { workOrder } from '../../db/schema/work-orders';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/service';
import { DELIVERY_INVOICE_IN_USE, deliveryMessages, deliveryTrackingMessages as MSG } from '@scm/contract';

const QUIET = { isAlert: false, isSnackbar: false };

/**
 * The shipments carrying one carrier's invoice, with their orders: the one join the tracking check and the
 * invoice checks below read, narrowed by `also`.
 */
const shipmentsOfInvoice = (db: Db, carrierCode: string, invoice: string, also: SQL | undefined) =>
  db
    .select({ id: delivery.id, orderNumber: printingOrder.orderNumber, buyerId: printingOrder.buyerId })
    .from(delivery)
    .innerJoin(workOrder, eq(workOrder.id, delivery.workOrderId))
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(and(eq(delivery.deliveryCompanyCode, carrierCode), eq(delivery.invoice, invoice), also));

/**
 * Staff track every parcel; a customer only the parcels of its own orders (its printing orders, or the bag orders it
 * holds a slot in). Anything else answers 404, as if the parcel did not exist, so invoices cannot be probed.
 * A shipment's carrier and invoice are only ever entered by staff (a customer's order form has neither, and
 * `assertInvoiceUsable` keeps one invoice to one customer), so a customer tracks only what the shop entered for it.
 */
export async function assertMayTrack(db: Db, actor: Actor, carrierCode: string, invoice: string) {
  if (actor.userType === 'employee') return;
  const buyerId = actor.buyerId ?? -1;
  const [own] = await shipmentsOfInvoice(
    db,
    carrierCode,
    invoice,
    or(
      eq(printingOrder.buyerId, buyerId),
      exists(
        db
          .select({ id: shopbagOrderSlot.id })
          .from(shopbagOrderSlot)
          .where(and(eq(shopbagOrderSlot.orderId, printingOrder.id), eq(shopbagOrderSlot.buyerId, buyerId))),
      ),
    ),
  ).limit(1);
  if (!own) throw notFound(MSG.parcelNotFound);
}

/**
 * Who else ships with this carrier and invoice, seen from the shipment of `workOrderId` (or its order's note):
 * `otherCustomer` when another customer's shipment has it (or a bag order's: its customers are its advertisers) —
 * else that customer's parcel would show on this customer's order, and could be tracked by it; otherwise `sharedWith`,
 * the order number of the same customer's shipment that has it (several orders in one box: 합포장), or null.
 */
export async function invoiceUse(db: Db, workOrderId: number, carrierCode: string, invoice: string) {
  if (!invoice) return { otherCustomer: false, sharedWith: null };
  const [me] = await db
    .select({ buyerId: printingOrder.buyerId })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(eq(workOrder.id, workOrderId));
  const others = await shipmentsOfInvoice(db, carrierCode, invoice, ne(delivery.workOrderId, workOrderId));
  const sameCustomer = (buyerId: number | null) => buyerId !== null && buyerId === (me?.buyerId ?? null);
  return {
    otherCustomer: others.some((o) => !sameCustomer(o.buyerId)),
    sharedWith: others[0]?.orderNumber ?? null,
  };
}

/**
 * The carrier and invoice staff put on the shipment of `workOrderId` (or note on its order): refused at `field` when
 * another customer's shipment has them (400); refused with the other order's number when a shipment of the same
 * customer has them (409) unless staff confirmed a combined shipment (합포장). Answers whether it is one.
 */
export async function assertInvoiceUsable(
  db: Db,
  workOrderId: number,
  note: { deliveryCompanyCode: string; invoice: string; combinedShipment?: boolean | undefined },
  field = 'invoice',
): Promise<boolean> {
  const use = await invoiceUse(db, workOrderId, note.deliveryCompanyCode, note.invoice);
  if (use.otherCustomer) throw fieldError(field, MSG.invoiceOnAnotherShipment);
  if (use.sharedWith === null) return false;
  // Not alerted by the client: the start dialog asks its own question with these words.
  if (!note.combinedShipment)
    throw new AppError(409, DELIVERY_INVOICE_IN_USE, deliveryMessages.invoiceInUse(use.sharedWith), QUIET);
  return true;
}
