import {
  depositActionOf,
  depositLedgerMessages as LMSG,
  depositMessages as MSG,
  depositRemaining,
  depositShortfall,
  depositWorkflow,
  type DepositEntry,
  type DepositEntryUpdate,
  type DepositHistoryListQuery,
  type DepositHistoryRow,
  type DepositOrder,
  type DepositOrderListQuery,
} from '@scm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDeposit } from '../../db/schema/deposits';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { transition } from '../../platform/workflow';
import { announceDepositComplete } from './completion';
import { refreshDepositComplete } from './entries';
import { appendLedgerRow } from './ledger';
import {
  claimVersion,
  depositRecord,
  entriesOf,
  findDepositOrder,
  findEntry,
  listDepositHistory,
  listDepositOrders,
  lockDepositOrder,
  type DepositEntryRow,
  type DepositHistoryEntryRow,
  type DepositOrderRow,
} from './queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const presentEntry = (e: DepositEntryRow): DepositEntry => ({
  ...e,
  remaining: depositRemaining(e),
  status: e.isSettled ? 'SETTLED' : 'OPEN',
  settledDatetime: iso(e.settledDatetime),
  unsettledAt: iso(e.unsettledAt),
});

const presentOrder = (o: DepositOrderRow, entries: DepositEntryRow[]): DepositOrder => ({
  id: o.id,
  orderNumber: o.orderNumber,
  productName: o.productName,
  workType: o.workType,
  receiptDatetime: o.receiptDatetime.toISOString(),
  cancelled: o.cancelledAt !== null,
  depositCompleteAt: iso(o.depositCompleteAt),
  orderDepositBuyerList: entries.filter((e) => e.orderId === o.id).map(presentEntry),
});

/** GET /api/od/order_for_deposit: a page of orders, each with its entries (read for the page's orders at once). */
export async function pageDepositOrders(ctx: ServiceContext, q: DepositOrderListQuery) {
  const { rows, total } = await listDepositOrders(ctx.db, q);
  const entries = await entriesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => presentOrder(r, entries)),
    total,
    q,
  );
}

export async function depositOrder(db: Db, orderId: number) {
  const order = (await findDepositOrder(db, orderId))!;
  return presentOrder(order, await entriesOf(db, [orderId]));
}

/**
 * PATCH /api/od/deposit: saves one entry by the move its flags name (depositActionOf), only from the version the
 * screen showed (`claimVersion`: one `UPDATE … WHERE version = $v`, so of two saves from the same screen state one
 * answers 409 `DEPOSIT_STALE` instead of silently overwriting the other) and only from the state it showed (the
 * workflow kit's guarded update). The order's row is locked first, as every change of its entries does, so two
 * entries settled at once complete the order once. Settling stamps the time and who, and needs `confirmShortfall`
 * when less was collected than issued (the shortfall is recorded), or `free` with a reason when nothing was
 * collected (무상: no shortfall, no text); un-settling keeps the last settled time and who, and stamps who
 * un-settled and when. A settled entry's amounts are fixed (its remark may change). The first time money is recorded
 * (collected > 0 or settled) is kept. When the last entry is settled the customers who paid are told.
 */
export async function saveDepositEntry(ctx: ServiceContext, input: DepositEntryUpdate) {
  const action = depositActionOf(input.wasSettled, input.isSettled);
  return ctx.transaction(async (tx) => {
    const seen = await findEntry(tx.db, input.id);
    if (!seen) throw notFound(MSG.notFound);
    await lockDepositOrder(tx.db, seen.orderId);
    const entry = (await findEntry(tx.db, input.id))!;
    if (entry.version !== input.version || !(await claimVersion(tx.db, entry.id, input.version)))
      throw conflict('DEPOSIT_STALE', MSG.staleVersion);
    // The entry opened at the order's price: changing what is invoiced needs its reason, written in the remark.
    const issuedChanged = entry.issuedPrice !== input.issuedPrice && (action === 'save' || action === 'settle');
    if (issuedChanged && (input.remark.trim() === '' || input.remark.trim() === entry.remark.trim()))
      throw fieldError('remark', MSG.issuedChangeReason);
    const now = tx.clock.now();
    // A changed 수금 금액 is a ledger row: the difference received (입금), or a correction taking it back (입금 취소,
    // '수금 금액 수정'); the row moves the cache the update below writes to the same value.
    const delta = input.collectedPrice - entry.collectedPrice;
    if (delta !== 0 && action !== 'note')
      await appendLedgerRow(
        tx.db,
        entry,
        delta > 0
          ? {
              kind: 'RECEIPT',
              amount: delta,
              receivedDate: tx.clock.today(),
              memo: LMSG.typedCollected,
              source: 'HAND',
            }
          : {
              kind: 'REVERSAL',
              amount: delta,
              receivedDate: tx.clock.today(),
              reason: LMSG.collectedCorrection,
              source: 'HAND',
            },
        tx.actor.employeeId,
        now,
        { versionClaimed: true },
      );
    const recordsMoney = action === 'settle' || (action === 'save' && input.collectedPrice > 0);
    const amounts = {
      issuedPrice: input.issuedPrice,
      collectedPrice: input.collectedPrice,
      remark: input.remark,
      updatedAt: now,
      ...(issuedChanged ? { issuedByHand: true } : {}),
      ...(recordsMoney ? { moneyRecordedAt: sql`coalesce(${orderDeposit.moneyRecordedAt}, ${now})` } : {}),
    };
    const shortfall = depositShortfall(input.issuedPrice, input.collectedPrice);
    switch (action) {
      case 'save':
        await transition(tx.db, depositWorkflow, depositRecord, entry.id, action, amounts);
        break;
      case 'settle':
        if (shortfall > 0 && !input.free && !input.confirmShortfall && entry.isSettled === false)
          throw new AppError(400, 'DEPOSIT_SHORTFALL_UNCONFIRMED', MSG.shortfallUnconfirmed);
        await transition(tx.db, depositWorkflow, depositRecord, entry.id, action, {
          ...amounts,
          settledDatetime: now,
          settledBy: tx.actor.employeeId,
          shortfall: shortfall > 0 && !input.free ? shortfall : null,
          isFree: input.free,
          freeReason: input.free ? input.freeReason : null,
        });
        break;
      case 'unsettle':
        await transition(tx.db, depositWorkflow, depositRecord, entry.id, action, {
          ...amounts,
          shortfall: null,
          isFree: false,
          freeReason: null,
          unsettledAt: now,
          unsettledBy: tx.actor.employeeId,
        });
        break;
      case 'note':
        if (
          entry.isSettled &&
          (entry.issuedPrice !== input.issuedPrice || entry.collectedPrice !== input.collectedPrice)
        )
          throw conflict('DEPOSIT_SETTLED_LOCKED', MSG.settledLocked);
        await transition(tx.db, depositWorkflow, depositRecord, entry.id, action, {
          remark: input.remark,
          updatedAt: now,
        });
        break;
    }
    const moved = action === 'settle' || action === 'unsettle';
    const { becameComplete } = moved
      ? await refreshDepositComplete(tx.db, entry.orderId, now)
      : { becameComplete: false };
    if (becameComplete) await announceDepositComplete(tx, entry.orderId);
    const order = await depositOrder(tx.db, entry.orderId);
    const message = becameComplete
      ? MSG.completed(order.orderNumber)
      : action === 'settle'
        ? MSG.settled(order.orderNumber)
        : action === 'unsettle'
          ? MSG.unsettled(order.orderNumber)
          : MSG.saved(order.orderNumber);
    return { order, message };
  });
}

const presentHistory = (r: DepositHistoryEntryRow): DepositHistoryRow => ({
  ...r,
  settledDatetime: iso(r.settledDatetime),
});

/** GET /api/cs/deposit_history: entries, settled ones by default, newest settlement first. */
export async function pageDepositHistory(ctx: ServiceContext, q: DepositHistoryListQuery) {
  const { rows, total } = await listDepositHistory(ctx.db, q);
  return toPage(rows.map(presentHistory), total, q);
}
