import { eq } from 'drizzle-orm';
import { employee, purchaseOrder } from '../src/db/schema';
import dates from '../src/platform/dates';
import { apiFixture } from './api-fixture';
import type { TestContext } from './harness';

export const PO = '/api/admin/wk/purchase_order';

/** Calls the API as the admin (or another agent) and the database helpers the purchase-order tests share. */
export async function purchaseOrderFixture(ctx: TestContext) {
  const db = ctx.database.db;
  const api = await apiFixture(ctx, '발주매입처');
  const { admin, call } = api;
  const [adminEmployee] = await db
    .select({ id: employee.id })
    .from(employee)
    .where(eq(employee.accountId, admin.accountId));

  /** The stock history a purchase order wrote, oldest first. */
  const historyOf = (orderId: number) => api.stockHistoryOf('PURCHASE_ORDER', orderId);

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
    createSeller: api.createSeller,
    stockAmount: api.stockAmount,
    historyOf,
    orderRow,
    createOrder,
  };
}
