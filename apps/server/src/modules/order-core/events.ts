import { asc, eq } from 'drizzle-orm';
import type { OrderEvent, OrderEventKind } from '@scm/contract';
import type { Db } from '../../db/client';
import { printingOrderEvent } from '../../db/schema/orders';
import type { ServiceContext } from '../../platform/service';

/**
 * Writes one line of the order's history, as the acting user, on the context's database (so inside a move's
 * transaction it commits with the move). `departmentName` defaults to the actor's own department.
 */
export async function recordOrderEvent(
  ctx: ServiceContext,
  orderId: number,
  kind: OrderEventKind,
  detail = '',
  departmentName?: string,
) {
  await ctx.db.insert(printingOrderEvent).values({
    orderId,
    at: ctx.clock.now(),
    kind,
    employeeId: ctx.actor.employeeId,
    actorName: ctx.actor.name,
    departmentName: departmentName ?? ctx.actor.departmentName ?? '',
    detail: detail.slice(0, 1024),
  });
}

/** The order's history, oldest first. */
export async function orderEvents(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(printingOrderEvent)
    .where(eq(printingOrderEvent.orderId, orderId))
    .orderBy(asc(printingOrderEvent.id));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    at: r.at.toISOString(),
    kind: r.kind as OrderEventKind,
    actorName: r.actorName,
    departmentName: r.departmentName,
    detail: r.detail,
  }));
}
