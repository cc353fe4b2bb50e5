/*
 * What the API tests of the stock-moving flows share (purchase orders, orders, work orders and deliveries): the
 * admin signed in, a caller as the admin or another agent, a supplier made through the API, and the stock readers
 * that check a flow's effect on the ledger.
 */
import { and, asc, eq } from 'drizzle-orm';
import { stock, stockHistory } from '../src/db/schema';
import { ADMIN_PASSWORD, login, type Agent, type TestContext } from './harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The kinds of record a stock movement names as its reference. */
type StockReference = 'PURCHASE_ORDER' | 'WORK_ORDER';

export async function apiFixture(ctx: TestContext, sellerPrefix = '매입처') {
  const { app } = ctx;
  const db = ctx.database.db;
  const admin = await login(app, 'admin', ADMIN_PASSWORD);

  /** The API as `agent` (the admin unless told), with a JSON body when given one. */
  const call = (method: Method, url: string, payload?: object, agent: Agent = admin) =>
    app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

  let sellerSeq = 0;
  /** A supplier made through the API, as staff would: its id and name. */
  const createSeller = async (name = `${sellerPrefix}${++sellerSeq}`) => {
    const res = await call('POST', '/api/seller', {
      sellerName: name,
      sellerTel: '02-555-0000',
      sellerAddress: '서울특별시 중구 충무로 1',
      sellerChargerName: '이담당',
    });
    if (res.statusCode !== 201) throw new Error(`seller: ${res.body}`);
    return res.json().data as { id: number; sellerName: string };
  };

  const stockAmount = async (itemId: number) =>
    (await db.select({ amount: stock.amount }).from(stock).where(eq(stock.itemId, itemId)))[0]!.amount;

  /** The stock history a record wrote, oldest first. */
  const stockHistoryOf = (referenceType: StockReference, referenceId: number) =>
    db
      .select({
        stockId: stockHistory.stockId,
        ioType: stockHistory.ioType,
        inputOutput: stockHistory.inputOutput,
        amount: stockHistory.amount,
        balance: stockHistory.balance,
        referenceType: stockHistory.referenceType,
        referenceId: stockHistory.referenceId,
        employeeId: stockHistory.employeeId,
      })
      .from(stockHistory)
      .where(and(eq(stockHistory.referenceType, referenceType), eq(stockHistory.referenceId, referenceId)))
      .orderBy(asc(stockHistory.id));

  return { admin, call, createSeller, stockAmount, stockHistoryOf };
}
