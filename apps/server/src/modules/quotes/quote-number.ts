import { sql } from 'drizzle-orm';
import { quoteNumberCounter } from '../../db/schema/quotes';
import type { ServiceContext } from '../../platform/service';

/**
 * The next quote number of the month on the shop calendar: Q, yymm, a dash and a four-digit sequence (Q2611-0001).
 * As order numbers (order-core/order-number.ts): an upsert holds the month's counter row locked until the caller's
 * transaction ends, so parallel quotes queue for the number and a rolled-back one gives its number back. Call it
 * inside the transaction that inserts the quote.
 */
export async function nextQuoteNumber(ctx: ServiceContext): Promise<string> {
  const today = ctx.clock.today();
  const prefix = `Q${today.slice(2, 4)}${today.slice(5, 7)}`;
  const [row] = await ctx.db
    .insert(quoteNumberCounter)
    .values({ prefix, lastValue: 1 })
    .onConflictDoUpdate({
      target: quoteNumberCounter.prefix,
      set: { lastValue: sql`${quoteNumberCounter.lastValue} + 1` },
    })
    .returning({ lastValue: quoteNumberCounter.lastValue });
  // Four digits at least; a month past 9,999 quotes grows a fifth rather than wrapping.
  return `${prefix}-${String(row!.lastValue).padStart(4, '0')}`;
}
