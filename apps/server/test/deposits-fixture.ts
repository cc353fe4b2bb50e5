/*
 * The deposit tests' calls and database reads: printing orders made through the orders API (so their entries come
 * from the real creation path), bag orders written straight into the tables (the bag module is built elsewhere),
 * the entries, the notifications and the SMS outbox.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  API_DEPOSIT,
  API_DEPOSIT_HISTORY,
  API_DEPOSIT_ORDERS,
  API_SMS,
  type DepositEntryUpdateInput,
  type DepositOrder,
} from '@scm/contract';
import {
  buyer,
  notificationMessage,
  orderDeposit,
  printingOrder,
  shopbagOrder,
  shopbagOrderSlot,
  smsOutbox,
} from '../src/db/schema';
import type { Agent, TestContext } from './harness';
import { orderFixture } from './orders-fixture';

export { API_DEPOSIT, API_DEPOSIT_HISTORY, API_DEPOSIT_ORDERS };

let bagSeq = 0;

export async function depositFixture(ctx: TestContext) {
  const db = ctx.database.db;
  const o = await orderFixture(ctx);
  const { admin } = o;

  const inject = (method: 'GET' | 'PATCH', url: string, payload?: object, agent: Agent = admin) =>
    ctx.app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

  /** PATCH one entry; by default the state the screen showed is the entry's own. */
  const save = async (
    entryId: number,
    values: Partial<DepositEntryUpdateInput> & { isSettled: boolean },
    agent: Agent = admin,
  ) => {
    const [entry] = await db.select().from(orderDeposit).where(eq(orderDeposit.id, entryId));
    return inject(
      'PATCH',
      API_DEPOSIT,
      {
        id: entryId,
        version: entry!.version,
        issuedPrice: entry!.issuedPrice,
        collectedPrice: entry!.collectedPrice,
        remark: entry!.remark,
        // A changed 발행 금액 needs its reason in 비고, as the popup asks.
        ...(values.issuedPrice !== undefined && values.issuedPrice !== entry!.issuedPrice && values.remark === undefined
          ? { remark: `발행 금액 조정 ${String(values.issuedPrice)}원` }
          : {}),
        wasSettled: entry!.isSettled,
        ...values,
      },
      agent,
    );
  };

  const entriesOf = (orderId: number) =>
    db.select().from(orderDeposit).where(eq(orderDeposit.orderId, orderId)).orderBy(asc(orderDeposit.id));
  const orderRow = async (orderId: number) =>
    (await db.select().from(printingOrder).where(eq(printingOrder.id, orderId)))[0]!;

  /** The deposit list's row of one order, found by its number. */
  const listed = async (orderNumber: string, query = '') => {
    const res = await inject(
      'GET',
      `${API_DEPOSIT_ORDERS}?searchFilter=orderNumber&searchKeyword=${orderNumber}${query}`,
    );
    return (res.json().data.content as DepositOrder[]).find((r) => r.orderNumber === orderNumber);
  };

  const buyerOf = async (name: string) => (await db.select().from(buyer).where(eq(buyer.name, name)))[0]!;

  const notified = async (kind: 'PRINTING_DEPOSIT' | 'SHOPBAG_DEPOSIT', orderId: number) =>
    (
      await db
        .select({ accountId: notificationMessage.accountId, content: notificationMessage.content })
        .from(notificationMessage)
        .where(and(eq(notificationMessage.targetDocumentType, kind), eq(notificationMessage.targetContentId, orderId)))
    ).sort((a, b) => a.accountId - b.accountId);

  const outbox = (orderId: number) =>
    db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.template, 'DEPOSIT_COMPLETE'), eq(smsOutbox.referenceId, orderId)))
      .orderBy(asc(smsOutbox.recipient));

  /** Turns the 입금 완료 text on (or off) with a template that shows every placeholder. */
  const depositText = async (enabled: boolean) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: API_SMS,
      headers: admin.headers(),
      payload: {
        templates: [
          { type: 'DEPOSIT_COMPLETE', enabled, content: '{customer}님 {productName} 입금 {price}원 확인' },
          { type: 'ORDER_COMPLETE', enabled: false, content: '{customer}님 {productName} 완료' },
        ],
      },
    });
    if (res.statusCode !== 200) throw new Error(`sms: ${res.body}`);
  };

  /** A bag order (work type SHOPBAG, no buyer) with its slots and one entry per slot, as the bag module keeps them. */
  const bagOrder = async (slots: { position: string; buyerName: string }[], productName = '동네 상점 쇼핑백') => {
    const [order] = await db
      .insert(printingOrder)
      .values({
        orderNumber: `BTEST-${++bagSeq}-${Date.now().toString(36).slice(-5)}`,
        workType: 'SHOPBAG',
        productName,
        receiver: '배포 담당',
        address: '서울특별시 종로구 종로 1',
        receiverTel: '010-7000-0001',
      })
      .returning();
    await db.insert(shopbagOrder).values({ orderId: order!.id, shopbagType: 'FOUR' });
    const entries: number[] = [];
    for (const s of slots) {
      const b = await buyerOf(s.buyerName);
      const [slot] = await db
        .insert(shopbagOrderSlot)
        .values({ orderId: order!.id, position: s.position, buyerId: b.id })
        .returning();
      const [entry] = await db
        .insert(orderDeposit)
        .values({ orderId: order!.id, buyerId: b.id, slotId: slot!.id })
        .returning();
      entries.push(entry!.id);
    }
    return { id: order!.id, orderNumber: order!.orderNumber, entries };
  };

  return { ...o, inject, save, entriesOf, orderRow, listed, buyerOf, notified, outbox, depositText, bagOrder };
}
