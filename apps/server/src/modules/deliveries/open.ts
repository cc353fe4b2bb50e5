import { eq } from 'drizzle-orm';
import { INVOICE_MAX } from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema';
import type { ServiceContext } from '../../platform/service';
import { invoiceIsFree } from '../parcel-tracking/ownership';

/**
 * Opens the shipment of a job whose printing just completed, READY, in the caller's transaction. A carrier and an
 * invoice noted on the order ahead are carried over when they fit (an invoice of digits only, dashes dropped) and the
 * invoice is not on another customer's shipment already.
 */
export async function openDelivery(
  ctx: ServiceContext,
  workOrderId: number,
  noted: { deliveryCompanyCode: string; invoice: string },
): Promise<number> {
  const digits = noted.invoice.replace(/[-\s]/g, '');
  const fits = /^\d+$/.test(digits) && digits.length <= INVOICE_MAX;
  const carrier = noted.deliveryCompanyCode.slice(0, 20);
  // An invoice another customer's shipment already has is not carried over (staff enter the right one).
  const invoice = fits && (await invoiceIsFree(ctx.db, workOrderId, carrier, digits)) ? digits : '';
  const [row] = await ctx.db
    .insert(delivery)
    .values({
      workOrderId,
      status: 'READY',
      deliveryCompanyCode: carrier,
      invoice,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: delivery.id });
  return row!.id;
}

/** The job's shipment, if printing has completed. */
export const deliveryOfWorkOrder = async (db: Db, workOrderId: number) =>
  (await db.select().from(delivery).where(eq(delivery.workOrderId, workOrderId)))[0];

/** The work-order side's correction of carrier and invoice, while the shipment is not yet delivered. */
export const setDeliveryNote = (db: Db, id: number, note: { deliveryCompanyCode: string; invoice: string }) =>
  db.update(delivery).set(note).where(eq(delivery.id, id));
