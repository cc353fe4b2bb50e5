import { eq } from 'drizzle-orm';
import { DepositEntryUpdateSchema, withCommas } from '@scm/contract';
import { orderDeposit } from '../db/schema';
import { saveDepositEntry } from '../modules/deposits';
import type { ServiceContext } from '../platform/service';

/** The stickers' agreed discount: about a tenth of the price, in thousands of won, at most 12,000원. */
const stickerDiscount = (issued: number) => Math.min(12_000, Math.floor(issued / 10_000) * 1_000);

/**
 * What the demo's customers paid (by product name), from what the order was issued at (its price, issue 33); orders
 * left out stay unpaid.
 */
const PAYMENTS: Record<
  string,
  { collected: (issued: number) => number; settleDaysAgo?: number; remark?: (issued: number) => string }
> = {
  '가을 신메뉴 전단': { collected: (issued) => issued, settleDaysAgo: 6 },
  '매장 스티커 소량': {
    collected: (issued) => issued - stickerDiscount(issued),
    settleDaysAgo: 2,
    remark: (issued) => `소량 할인 ${withCommas(stickerDiscount(issued))}원 합의`,
  },
  '2027 도서 목록 책자': {
    collected: (issued) => Math.floor((issued * 0.75) / 10_000) * 10_000,
    remark: () => '잔금 월말 입금 예정',
  },
};

/** Records the demo payments at the orders' issued prices and confirms two (one short), through the deposits service. */
export async function seedDemoDeposits(ctx: ServiceContext, orders: { id: number; productName: string }[]) {
  for (const order of orders) {
    const pay = PAYMENTS[order.productName];
    if (!pay) continue;
    const [entry] = await ctx.db.select().from(orderDeposit).where(eq(orderDeposit.orderId, order.id));
    // An order the demo rates could not price (issued 0) stays unpaid: nothing to collect.
    if (!entry || entry.issuedPrice <= 0) continue;
    const values = {
      id: entry.id,
      version: entry.version,
      issuedPrice: entry.issuedPrice,
      collectedPrice: pay.collected(entry.issuedPrice),
      remark: pay.remark?.(entry.issuedPrice) ?? '',
    };
    if (pay.settleDaysAgo !== undefined) ctx.clock.fixAt(new Date(Date.now() - pay.settleDaysAgo * 86_400_000));
    await saveDepositEntry(
      ctx,
      DepositEntryUpdateSchema.parse({
        ...values,
        wasSettled: false,
        isSettled: pay.settleDaysAgo !== undefined,
        confirmShortfall: true,
      }),
    );
  }
}
