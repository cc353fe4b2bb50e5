import { asc, eq, and } from 'drizzle-orm';
import { employee, purchaseOrder, stock, stockHistory } from '../src/db/schema';
import dates from '../src/platform/dates';
import { ADMIN_PASSWORD, login, type Agent, type TestContext } from './harness';

export const PO = '/api/admin/wk/purchase_order';

/** Calls the API as the admin (or another agent) and the database helpers the purchase-order tests share. */
export async function purchaseOrderFixture(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  const admin = await login(app, 'admin', ADMIN_PASSWORD);
  const [adminEmployee] = await db
    .select({ id: employee.id })
    .from(employee)
    .where(eq(employee.accountId, admin.accountId));

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    agent: Agent = admin,
  ) => app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

  let sellerSeq = 0;
  const createSeller = async (name = `발주매입처${++sellerSeq}`) => {
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

  /** The stock history a purchase order wrote, oldest first. */
  const historyOf = (orderId: number) =>
    db
      .select({
        ioType: stockHistory.ioType,
        inputOutput: stockHistory.inputOutput,
        amount: stockHistory.amount,
        balance: stockHistory.balance,
        referenceType: stockHistory.referenceType,
        referenceId: stockHistory.referenceId,
        employeeId: stockHistory.employeeId,
      })
      .from(stockHistory)
      .where(and(eq(stockHistory.referenceType, 'PURCHASE_ORDER'), eq(stockHistory.referenceId, orderId)))
      .orderBy(asc(stockHistory.id));

  const orderRow = async (id: number) => (await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, id)))[0];

  /** Creates an order through the API; returns its id. */
  const createOrder = async (body: Record<string, unknown>) => {
    const res = await call('POST', PO, { orderDate: dates.today(), remark: '', ...body });
    if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
    return res.json().data.id as number;
  };

  return {
    admin,
    adminEmployeeId: adminEmployee!.id,
    call,
    createSeller,
    stockAmount,
    historyOf,
    orderRow,
    createOrder,
  };
}
