import { eq } from 'drizzle-orm';
import { DepositEntryUpdateSchema } from '@scm/contract';
import { orderDeposit } from '../db/schema';
import { saveDepositEntry } from '../modules/deposits';
import type { ServiceContext } from '../platform/service';

/** What the demo's orders were invoiced and paid (by product name); orders left out stay unpaid with no amounts. */
const PAYMENTS: Record<string, { issued: number; collected: number; settleDaysAgo?: number; remark?: string }> = {
  '가을 신메뉴 전단': { issued: 385_000, collected: 385_000, settleDaysAgo: 6 },
  '매장 스티커 소량': { issued: 132_000, collected: 120_000, settleDaysAgo: 2, remark: '소량 할인 12,000원 합의' },
  '2027 도서 목록 책자': { issued: 2_640_000, collected: 2_000_000, remark: '잔금 월말 입금 예정' },
  '브랜드 소개 리플렛': { issued: 418_000, collected: 0 },
};

/** Invoices the demo orders and confirms two payments (one short), through the deposits service. */
export async function seedDemoDeposits(ctx: ServiceContext, orders: { id: number; productName: string }[]) {
  for (const order of orders) {
    const pay = PAYMENTS[order.productName];
    if (!pay) continue;
    const [entry] = await ctx.db.select().from(orderDeposit).where(eq(orderDeposit.orderId, order.id));
    if (!entry) continue;
    const values = {
      id: entry.id,
      version: entry.version,
      issuedPrice: pay.issued,
      collectedPrice: pay.collected,
      remark: pay.remark ?? '',
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
