import { canCancelOrder, canDeleteOrder } from '@scm/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import type { References } from '../../platform/references';
import type { ServiceContext } from '../../platform/service';
import { recordOrderEvent } from './events';
import { ORDER } from './order-kind';
import { deleteOrderRow, updateOrderRow } from './order-rows';
import { moveWorkOrder } from './work-order-rows';

/** An order locked with its work order by `lockOrderForWrite` (a bag order's lock is the same, with its bag row). */
interface LockedOrder {
  order: { orderNumber: string; cancelledAt: Date | null };
  workOrderId: number | null;
  workOrderStatus: string | null;
}

/** The Korean answers of an order kind (printing or bag) when it cannot be ended. */
interface EndingMessages {
  notFound: string;
  alreadyCancelled: string;
  deleteLockedAfterStart: string;
  cancelLocked: string;
}

interface OrderKind {
  lock: (db: Db, id: number) => Promise<LockedOrder | undefined>;
  messages: EndingMessages;
}

/** What the caller's modules do in the delete's transaction, beside the core's rows. */
interface DeleteFollowUps {
  /** Lets the kind's files go first. */
  detachFiles: (db: Db) => Promise<unknown>;
  /**
   * Just before the order row goes: the deposits module's `discardUntouchedEntries` for the order (the caller passes
   * it in, so the core never imports a module above it).
   */
  discardEntries: (db: Db) => Promise<unknown>;
}

/**
 * Deletes an order while its work has not started: the kind's files are let go first (`detachFiles`), then the
 * order goes unless something else refers to it (money recorded on a deposit entry: 409, cancel it instead). Its
 * untouched deposit entries (nothing ever collected or settled) are discarded by the deposits module
 * (`discardEntries`, passed in by the caller); the work order, its progresses, the spec rows and the history cascade
 * with it.
 */
export async function deleteLockedOrder(
  ctx: ServiceContext,
  id: number,
  { lock, messages }: OrderKind,
  { detachFiles, discardEntries }: DeleteFollowUps,
  references: References,
) {
  return ctx.transaction(async (tx) => {
    const locked = await lock(tx.db, id);
    if (!locked) throw notFound(messages.notFound);
    const cancelled = locked.order.cancelledAt !== null;
    if (!canDeleteOrder(locked.workOrderStatus, cancelled))
      throw cancelled
        ? conflict('ORDER_CANCELLED', messages.alreadyCancelled)
        : conflict('ORDER_EDIT_LOCKED', messages.deleteLockedAfterStart);
    await detachFiles(tx.db);
    await references.deleteUnlessUsed(tx.db, ORDER, [id], async () => {
      await discardEntries(tx.db);
      return deleteOrderRow(tx.db, id);
    });
    return { orderNumber: locked.order.orderNumber };
  });
}

/** Cancels an order until printing is complete: its work order moves to CANCELLED and the history keeps the reason. */
export async function cancelLockedOrder(
  ctx: ServiceContext,
  id: number,
  reason: string,
  { lock, messages }: OrderKind,
) {
  return ctx.transaction(async (tx) => {
    const locked = await lock(tx.db, id);
    if (!locked) throw notFound(messages.notFound);
    const cancelled = locked.order.cancelledAt !== null;
    if (cancelled) throw conflict('ORDER_CANCELLED', messages.alreadyCancelled);
    if (!canCancelOrder(locked.workOrderStatus, cancelled))
      throw conflict('ORDER_CANCEL_LOCKED', messages.cancelLocked);
    if (locked.workOrderId !== null) await moveWorkOrder(tx.db, locked.workOrderId, 'cancel');
    await updateOrderRow(tx.db, id, { cancelledAt: tx.clock.now(), cancelReason: reason });
    await recordOrderEvent(tx, id, 'CANCELLED', reason);
    return { orderNumber: locked.order.orderNumber };
  });
}
