import { eq } from 'drizzle-orm';
import { INVOICE_MAX } from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import type { ServiceContext } from '../../platform/service';
import { invoiceUse } from '../parcel-tracking';

/**
 * Opens the shipment of a job whose printing just completed, READY, in the caller's transaction. A carrier and an
 * invoice noted on the order ahead are carried over when they fit (an invoice of digits only, dashes dropped) and the
 * invoice is not on another customer's shipment already, nor on another shipment of the customer unless staff
 * noted it as a combined shipment (합포장), which the shipment then records.
 */
export async function openDelivery(
  ctx: ServiceContext,
  workOrderId: number,
  noted: { deliveryCompanyCode: string; invoice: string; combinedShipment: boolean },
): Promise<number> {
  const digits = noted.invoice.replace(/[-\s]/g, '');
  const fits = /^\d+$/.test(digits) && digits.length <= INVOICE_MAX;
  const carrier = noted.deliveryCompanyCode.slice(0, 20);
  // An invoice another customer's shipment already has is not carried over (staff enter the right one), nor one the
  // customer's other shipment has unless 합포장 was confirmed (staff are asked at 배송 시작).
  const use = fits ? await invoiceUse(ctx.db, workOrderId, carrier, digits) : null;
  const combinedShipment = !!use && use.sharedWith !== null && noted.combinedShipment;
  const carried = !!use && !use.otherCustomer && (use.sharedWith === null || combinedShipment);
  const invoice = carried ? digits : '';
  const [row] = await ctx.db
    .insert(delivery)
    .values({
      workOrderId,
      status: 'READY',
      deliveryCompanyCode: carrier,
      invoice,
      combinedShipment: carried && combinedShipment,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: delivery.id });
  return row!.id;
}

/** The job's shipment, if printing has completed. */
export const deliveryOfWorkOrder = async (db: Db, workOrderId: number) =>
  (await db.select().from(delivery).where(eq(delivery.workOrderId, workOrderId)))[0];

/** The work-order side's correction of carrier and invoice, while the shipment is not yet delivered. */
export const setDeliveryNote = (
  db: Db,
  id: number,
  note: { deliveryCompanyCode: string; invoice: string; combinedShipment: boolean },
) => db.update(delivery).set(note).where(eq(delivery.id, id));
