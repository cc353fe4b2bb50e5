import { and, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delivery, printingOrder, shopbagOrderSlot, workOrder } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/service';
import { deliveryTrackingMessages as MSG } from '@scm/contract';

/**
 * Staff track every parcel; a customer only the parcels of its own orders (its printing orders, or the bag orders it
 * holds a slot in). Anything else answers 404, as if the parcel did not exist, so invoices cannot be probed.
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
