import { sql } from 'drizzle-orm';
import { orderNumberCounter } from '../../db/schema/orders';
import type { ServiceContext } from '../../platform/service';

/**
 * The next order number of the month on the shop calendar: a letter, yymm, a dash and a four-digit sequence
 * (P2611-0001). Taken with an upsert that holds the month's counter row locked until the caller's transaction
 * ends, so parallel creates queue for the number and a rolled-back create gives its number back: unique, in
 * creation order, and without gaps. Call it inside the transaction that inserts the order.
 */
export async function nextOrderNumber(ctx: ServiceContext, letter: 'P' | 'S' = 'P'): Promise<string> {
  const today = ctx.clock.today();
  const prefix = `${letter}${today.slice(2, 4)}${today.slice(5, 7)}`;
  const [row] = await ctx.db
    .insert(orderNumberCounter)
    .values({ prefix, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounter.prefix,
      set: { lastValue: sql`${orderNumberCounter.lastValue} + 1` },
    })
    .returning({ lastValue: orderNumberCounter.lastValue });
  return formatOrderNumber(prefix, row!.lastValue);
}

/** Four digits at least; a month past 9,999 orders grows a fifth rather than wrapping. */
export const formatOrderNumber = (prefix: string, sequence: number) => `${prefix}-${String(sequence).padStart(4, '0')}`;
