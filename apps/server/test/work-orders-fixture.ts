/*
 * Orders for the work-order and delivery tests, written straight into the order tables (the orders module is built
 * elsewhere): an order with its cover printing entry, its paper lines and its work order in RECEIPT. Plus staff in
 * named teams with their notification settings, a customer, and database readers the tests share.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  account,
  buyer,
  delivery,
  department,
  employee,
  notificationMessage,
  printingOrder,
  printingOrderEvent,
  printingOrderPaper,
  printingOrderPrinting,
  workOrder,
  workProgress,
} from '../src/db/schema';
import { hashPassword } from '../src/platform/auth/passwords';
import { apiFixture, type Method } from './api-fixture';
import { grantAuthority, login, signUpAndLogin, type Agent, type TestContext } from './harness';

export const WO = '/api/work_order';
export const DL = '/api/admin/wk/delivery';

let seq = 0;
const tag = () => `${Date.now().toString(36).slice(-4)}${(seq++).toString(36)}`;

export interface PaperUse {
  itemId: number;
  amount: number | null;
  wrongAmount: number | null;
}

export async function workOrderFixture(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  const api = await apiFixture(ctx);
  const { admin } = api;
  const customerName = `고객-${tag()}`;
  const customer = await signUpAndLogin(app, `wo-cust-${tag()}`, customerName);

  /** These tests name the acting employee first: most calls are one team's action without a body. */
  const call = (method: Method, url: string, agent: Agent = admin, payload?: object) =>
    api.call(method, url, payload, agent);

  const team = async (name: string) =>
    (
      await db
        .insert(department)
        .values({ name: `${name}-${tag()}` })
        .returning()
    )[0]!;

  /** An employee of `departmentId` holding WORK_WRITE (or only WORK_READ), signed in. */
  const staff = async (
    departmentId: number | null,
    opts: { notify?: boolean; write?: boolean; resigned?: string } = {},
  ) => {
    const username = `wo-staff-${tag()}`;
    const [acc] = await db
      .insert(account)
      .values({ username, passwordHash: await hashPassword('test-pass-2468'), userType: 'employee' })
      .returning();
    const [emp] = await db
      .insert(employee)
      .values({
        accountId: acc!.id,
        name: username,
        departmentId,
        isWorkRequestDepartmentNotification: opts.notify ?? true,
        dateResigned: opts.resigned ?? null,
      })
      .returning();
    await grantAuthority(ctx, emp!.id, opts.write === false ? 'WORK_READ' : 'WORK_WRITE');
    // A resigned employee can no longer sign in: only the notification tests need them.
    const agent = opts.resigned ? admin : await login(app, username, 'test-pass-2468');
    return { agent, employeeId: emp!.id, accountId: acc!.id, name: username };
  };

  // The customer signed up above: its buyer record.
  const [buyerRow] = await db.select({ id: buyer.id }).from(buyer).where(eq(buyer.accountId, customer.accountId));

  /** An order as the orders module would write it, with its work order in RECEIPT. */
  const createOrder = async (
    opts: {
      papers?: PaperUse[];
      deliveryDate?: string | null;
      productName?: string;
      deliveryCompanyCode?: string;
      invoice?: string;
      amount?: number;
      numberCases?: number;
      remark?: string;
    } = {},
  ) => {
    const orderNumber = `P9911-${tag()}`;
    const [order] = await db
      .insert(printingOrder)
      .values({
        orderNumber,
        workType: 'LEAFLET',
        productName: opts.productName ?? `전단지 ${orderNumber}`,
        buyerId: buyerRow!.id,
        amount: opts.amount ?? 1000,
        numberCases: opts.numberCases ?? 0,
        remark: opts.remark ?? '',
        deliveryDate: opts.deliveryDate === undefined ? '2099-12-31' : opts.deliveryDate,
        receiver: '김수령',
        zipCode: '04538',
        address: '서울특별시 중구 을지로 100',
        receiverTel: '010-2222-3333',
        deliveryCompanyCode: opts.deliveryCompanyCode ?? '',
        invoice: opts.invoice ?? '',
        receiptDatetime: app.clock.now(),
      })
      .returning();
    const [printing] = await db
      .insert(printingOrderPrinting)
      .values({ orderId: order!.id, position: 0, composition: 'COVER', printingType: 'OFF' })
      .returning();
    const papers = opts.papers ?? [];
    if (papers.length)
      await db
        .insert(printingOrderPaper)
        .values(papers.map((p, i) => ({ printingId: printing!.id, position: i, ...p, rawItemId: p.itemId })));
    const [job] = await db
      .insert(workOrder)
      .values({ orderId: order!.id, status: 'RECEIPT', receiptDatetime: app.clock.now() })
      .returning();
    return { orderId: order!.id, orderNumber, productName: order!.productName, workOrderId: job!.id };
  };

  const workOrderRow = async (id: number) => (await db.select().from(workOrder).where(eq(workOrder.id, id)))[0]!;
  const progresses = (workOrderId: number) =>
    db.select().from(workProgress).where(eq(workProgress.workOrderId, workOrderId)).orderBy(asc(workProgress.id));
  const deliveryOf = async (workOrderId: number) =>
    (await db.select().from(delivery).where(eq(delivery.workOrderId, workOrderId)))[0];
  const orderRow = async (id: number) => (await db.select().from(printingOrder).where(eq(printingOrder.id, id)))[0]!;
  const events = (orderId: number) =>
    db
      .select({
        kind: printingOrderEvent.kind,
        detail: printingOrderEvent.detail,
        actorName: printingOrderEvent.actorName,
      })
      .from(printingOrderEvent)
      .where(eq(printingOrderEvent.orderId, orderId))
      .orderBy(asc(printingOrderEvent.id));
  const notificationsOf = (accountId: number) =>
    db
      .select({
        content: notificationMessage.content,
        status: notificationMessage.status,
        targetDocumentType: notificationMessage.targetDocumentType,
        targetContentId: notificationMessage.targetContentId,
      })
      .from(notificationMessage)
      .where(eq(notificationMessage.accountId, accountId))
      .orderBy(asc(notificationMessage.id));
  /** Accounts that received a notification pointing at `kind` `id`. */
  const notifiedAccounts = async (kind: 'WORK_ORDER' | 'PRINTING_ORDER', id: number) =>
    (
      await db
        .select({ accountId: notificationMessage.accountId })
        .from(notificationMessage)
        .where(and(eq(notificationMessage.targetDocumentType, kind), eq(notificationMessage.targetContentId, id)))
    )
      .map((r) => r.accountId)
      .sort((a, b) => a - b);
  const workOrderHistory = (workOrderId: number) => api.stockHistoryOf('WORK_ORDER', workOrderId);

  return {
    admin,
    customer,
    customerName,
    call,
    team,
    staff,
    createOrder,
    workOrderRow,
    progresses,
    deliveryOf,
    orderRow,
    events,
    notificationsOf,
    notifiedAccounts,
    stockAmount: api.stockAmount,
    workOrderHistory,
  };
}
