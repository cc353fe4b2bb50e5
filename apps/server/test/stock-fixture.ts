import { eq } from 'drizzle-orm';
import { stock, stockHistory } from '../src/db/schema';
import { ADMIN_PASSWORD, login, makeApp, type Agent, type TestContext } from './harness';

/** One app per stock test file (no demo data: every row a test sees, it made) and the admin signed in. */
export async function stockTestApp() {
  const ctx = await makeApp({ demo: false });
  const admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);
  return { ctx, admin, ...stockHelpers(ctx, admin) };
}

export function stockHelpers(ctx: TestContext, admin: Agent) {
  const db = ctx.database.db;
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object | string, agent: Agent = admin) =>
    ctx.app.inject({ method, url, headers: agent.headers(), ...(payload !== undefined ? { payload } : {}) });
  const amountOf = async (stockId: number) =>
    (await db.select({ amount: stock.amount }).from(stock).where(eq(stock.id, stockId)))[0]?.amount;
  const historyOf = (stockId: number) =>
    db.select().from(stockHistory).where(eq(stockHistory.stockId, stockId)).orderBy(stockHistory.id);
  return { db, call, amountOf, historyOf };
}

/** A time on the shop's calendar (Asia/Seoul), at noon so no date filter boundary is near. */
export const shopNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00+09:00`);
