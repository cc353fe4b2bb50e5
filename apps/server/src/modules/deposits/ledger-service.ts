import {
  depositLedgerMessages as LMSG,
  depositMessages as MSG,
  depositRemaining,
  type DepositAdjustmentInput,
  type DepositLedger,
  type DepositReceiptInput,
  type DepositRefundInput,
  type DepositReverseInput,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { recordLedgerEvent, type LedgerEventResult } from './ledger';
import { findLedgerRow, ledgerRows, receiptReversal } from './ledger-queries';
import { findEntry } from './queries';
import { depositOrder } from './service';

/*
 * The ledger's routes (ORDER write): 입금 추가, 입금 취소, 할인·조정, 환불 on one entry, each from the entry's version
 * the screen showed, each answering the order with its entries (what the popup shows next) and a Korean message.
 */

async function answer(tx: ServiceContext, result: LedgerEventResult, done: string) {
  const order = await depositOrder(tx.db, result.entry.orderId);
  const message = result.becameComplete
    ? MSG.completed(order.orderNumber)
    : result.settled === 'settled'
      ? `${done} ${MSG.settled(order.orderNumber)}`
      : result.settled === 'unsettled'
        ? `${done} 입금 완료가 풀렸습니다.`
        : done;
  return { order, message };
}

/** POST /api/od/deposit/{id}/receipt: money arrived, typed by staff. */
export const addReceipt = (ctx: ServiceContext, entryId: number, input: DepositReceiptInput) =>
  ctx.transaction(async (tx) => {
    const result = await recordLedgerEvent(tx, entryId, input.version, () => ({
      kind: 'RECEIPT',
      amount: input.amount,
      receivedDate: input.receivedDate,
      depositor: input.depositor,
      memo: input.memo,
      source: 'HAND',
    }));
    return answer(tx, result, LMSG.receiptRecorded(input.amount));
  });

/**
 * POST /api/od/deposit/receipt/{rowId}/reverse: a receipt undone (its negation, pointing at it; once). Refused when
 * refunds already took the money below what undoing it needs.
 */
export const reverseReceipt = (ctx: ServiceContext, rowId: number, input: DepositReverseInput) =>
  ctx.transaction(async (tx) => {
    const target = await findLedgerRow(tx.db, rowId);
    if (!target) throw notFound(LMSG.rowNotFound);
    const result = await recordLedgerEvent(tx, target.entryId, input.version, async (entry) => {
      if (target.kind !== 'RECEIPT') throw conflict('DEPOSIT_NOT_RECEIPT', LMSG.reverseNotReceipt);
      if (await receiptReversal(tx.db, rowId)) throw conflict('DEPOSIT_ALREADY_REVERSED', LMSG.alreadyReversed);
      if (entry.collectedPrice - target.amount < 0)
        throw conflict('DEPOSIT_REVERSE_AFTER_REFUND', LMSG.reverseAfterRefund(entry.collectedPrice));
      return {
        kind: 'REVERSAL',
        amount: -target.amount,
        receivedDate: tx.clock.today(),
        depositor: target.depositor,
        reason: input.reason,
        reversesId: target.id,
        source: 'HAND',
      };
    });
    return answer(tx, result, LMSG.reversed(target.amount));
  });

/** POST /api/od/deposit/{id}/adjustment: 할인 (> 0, owed less) or 추가 청구 (< 0, owed more), with its reason. */
export const addAdjustment = (ctx: ServiceContext, entryId: number, input: DepositAdjustmentInput) =>
  ctx.transaction(async (tx) => {
    const result = await recordLedgerEvent(tx, entryId, input.version, () => ({
      kind: 'ADJUSTMENT',
      amount: input.amount,
      receivedDate: tx.clock.today(),
      reason: input.reason,
      source: 'HAND',
    }));
    return answer(tx, result, LMSG.adjusted(input.amount));
  });

/** POST /api/od/deposit/{id}/refund: money paid back, at most what was received (at the field). */
export const addRefund = (ctx: ServiceContext, entryId: number, input: DepositRefundInput) =>
  ctx.transaction(async (tx) => {
    const result = await recordLedgerEvent(tx, entryId, input.version, (entry) => {
      if (input.amount > entry.collectedPrice)
        throw fieldError('amount', LMSG.refundOverReceived(entry.collectedPrice));
      return {
        kind: 'REFUND',
        amount: input.amount,
        receivedDate: tx.clock.today(),
        reason: input.reason,
        source: 'HAND',
      };
    });
    return answer(tx, result, LMSG.refunded(input.amount));
  });

/** GET /api/od/deposit/{id}/ledger: the entry's money and its rows, oldest first. */
export async function entryLedger(db: Db, entryId: number): Promise<DepositLedger> {
  const entry = await findEntry(db, entryId);
  if (!entry) throw notFound(MSG.notFound);
  return {
    entryId: entry.id,
    version: entry.version,
    issuedPrice: entry.issuedPrice,
    adjustedPrice: entry.adjustedPrice,
    collectedPrice: entry.collectedPrice,
    remaining: depositRemaining(entry),
    isSettled: entry.isSettled,
    rows: await ledgerRows(db, entry.id),
  };
}
