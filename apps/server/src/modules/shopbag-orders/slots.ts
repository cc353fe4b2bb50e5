import {
  designBoardClosed,
  type NotificationStatus,
  positionsOf,
  shopbagOrderMessages as M,
  SHOPBAG_DRAFT_FIELD,
  type ShopbagSlotCreateValues,
  type ShopbagSlotUpdateValues,
} from '@scm/contract';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { depositMoneyRecorded, discardUntouchedEntries, openDepositEntry, refreshDepositComplete } from '../deposits';
import type { SlotFiles } from './files';
import { resplitBagPrice } from './pricing';
import {
  buyerAccount,
  deleteSlotRow,
  findSlot,
  insertSlot,
  lockShopbagOrder,
  lockSlot,
  slotAt,
  slotOfBuyer,
  updateSlot,
} from './queries';

/** The bag is printed (printing complete): its design board is closed, only a slot's remark may change. */
export const boardClosed = (locked: { order: { completeDatetime: Date | null }; workOrderStatus: string | null }) =>
  designBoardClosed(locked.order.completeDatetime !== null, locked.workOrderStatus);

/**
 * The order the slot belongs to, locked; a cancelled order's design no longer changes, nor a printed bag's unless
 * `remarkOnly` (the change touches nothing but a slot's remark).
 */
async function openOrder(ctx: ServiceContext, orderId: number, remarkOnly = false) {
  const locked = await lockShopbagOrder(ctx.db, orderId);
  if (!locked) throw notFound(M.notFound);
  if (locked.order.cancelledAt !== null) throw conflict('ORDER_CANCELLED', M.slotLocked);
  if (!remarkOnly && boardClosed(locked)) throw conflict('SHOPBAG_BOARD_CLOSED', M.boardClosed);
  return locked;
}

/**
 * The advertiser must exist and hold no other slot of the bag (DELETE names a slot by order and advertiser).
 * Answers the advertiser's sign-in account.
 */
async function checkAdvertiser(ctx: ServiceContext, orderId: number, buyerId: number, slotId: number | null) {
  const accountId = await buyerAccount(ctx.db, buyerId);
  if (accountId === undefined) throw fieldError('buyerId', M.advertiserInvalid);
  const other = await slotOfBuyer(ctx.db, orderId, buyerId);
  if (other && other.id !== slotId) throw fieldError('buyerId', M.advertiserTaken);
  return accountId;
}

type LockedOrder = Awaited<ReturnType<typeof openOrder>>;

/** Tells the advertiser it now holds `position` of the bag (not when it did so itself); the link opens its bag. */
async function tellAdvertiser(
  ctx: ServiceContext,
  accountId: number,
  { order }: LockedOrder,
  position: string,
  status: NotificationStatus,
) {
  if (accountId === ctx.actor.accountId) return;
  await ctx.notify([accountId], {
    content: M.slotAssignedNotice(order.orderNumber, order.productName, position),
    status,
    targetDocumentType: 'SHOPBAG_ORDER',
    targetContentId: order.id,
  });
}

async function attachDraft(ctx: ServiceContext, files: SlotFiles, slotId: number, draftFileId: number | null) {
  if (draftFileId === null) return;
  await files.detach(ctx.db, slotId);
  if (!(await files.attach(ctx.db, draftFileId, slotId))) throw fieldError(SHOPBAG_DRAFT_FIELD, M.draftRejected);
}

/**
 * POST /buyer: fills a position with an advertiser (and its draft, if one came). In the same transaction the
 * advertiser's deposit entry opens.
 */
export async function fillSlot(
  ctx: ServiceContext,
  input: ShopbagSlotCreateValues,
  files: SlotFiles,
  draftFileId: number | null,
) {
  return ctx.transaction(async (tx) => {
    const locked = await openOrder(tx, input.orderId);
    if (!positionsOf(locked.bag.shopbagType).includes(input.position)) throw fieldError('position', M.positionInvalid);
    if (await slotAt(tx.db, input.orderId, input.position)) throw conflict('SHOPBAG_POSITION_TAKEN', M.positionTaken);
    const advertiser = await checkAdvertiser(tx, input.orderId, input.buyerId, null);
    const slot = await insertSlot(tx.db, { ...input, updatedAt: tx.clock.now(), updatedBy: tx.actor.accountId });
    await attachDraft(tx, files, slot.id, draftFileId);
    await openDepositEntry(tx.db, { orderId: input.orderId, buyerId: input.buyerId, slotId: slot.id }, tx.clock.now());
    // The bag's charged total split again over the filled slots (the new one included).
    await resplitBagPrice(tx, input.orderId, locked.bag.shopbagType);
    await tellAdvertiser(tx, advertiser, locked, input.position, 'CREATED');
    return slot.id;
  });
}

/**
 * PUT /buyer: another advertiser, remark or draft for a filled slot. A new advertiser takes over the slot's deposit
 * entry if nothing was recorded on it; otherwise the entry stays with the advertiser who paid (detached) and a new one
 * opens. Once the bag is printed only the remark may change.
 */
export async function changeSlot(
  ctx: ServiceContext,
  input: ShopbagSlotUpdateValues,
  files: SlotFiles,
  draftFileId: number | null,
) {
  return ctx.transaction(async (tx) => {
    // The order is locked first (one lock order: lockOrderForWrite), then the slot, read again under it.
    const seen = await findSlot(tx.db, input.id);
    if (!seen) throw notFound(M.slotNotFound);
    const remarkOnly = (slot: { buyerId: number }) => slot.buyerId === input.buyerId && draftFileId === null;
    await openOrder(tx, seen.orderId, remarkOnly(seen));
    const before = await lockSlot(tx.db, input.id);
    if (!before || before.orderId !== seen.orderId) throw notFound(M.slotNotFound);
    // Checked again with the slot as it is now: another save may have changed its advertiser meanwhile.
    const locked = await openOrder(tx, before.orderId, remarkOnly(before));
    const advertiser = await checkAdvertiser(tx, before.orderId, input.buyerId, before.id);
    await updateSlot(tx.db, before.id, {
      buyerId: input.buyerId,
      remark: input.remark,
      updatedAt: tx.clock.now(),
      updatedBy: tx.actor.accountId,
    });
    await attachDraft(tx, files, before.id, draftFileId);
    if (before.buyerId !== input.buyerId) {
      await openDepositEntry(
        tx.db,
        { orderId: before.orderId, buyerId: input.buyerId, slotId: before.id },
        tx.clock.now(),
      );
      await resplitBagPrice(tx, before.orderId, locked.bag.shopbagType);
      await tellAdvertiser(tx, advertiser, locked, before.position, 'UPDATED');
    }
    return before.id;
  });
}

/**
 * DELETE /buyer/{orderId}/{buyerId}: empties the advertiser's slot, unless money was ever recorded on one of its
 * deposit entries (409: change the advertiser or cancel the order instead). Its draft is detached, its untouched
 * entry discarded, and the order's deposit completion recomputed. Not once the bag is printed.
 */
export async function emptySlot(ctx: ServiceContext, orderId: number, buyerId: number, files: SlotFiles) {
  return ctx.transaction(async (tx) => {
    const locked = await openOrder(tx, orderId);
    const slot = await slotOfBuyer(tx.db, orderId, buyerId);
    if (!slot) throw notFound(M.slotNotFound);
    if (await depositMoneyRecorded(tx.db, { slotId: slot.id }))
      throw conflict('SHOPBAG_SLOT_HAS_DEPOSIT', M.slotHasMoney);
    await files.detach(tx.db, slot.id);
    await discardUntouchedEntries(tx.db, { slotId: slot.id });
    await deleteSlotRow(tx.db, slot.id);
    await resplitBagPrice(tx, orderId, locked.bag.shopbagType);
    await refreshDepositComplete(tx.db, orderId, tx.clock.now());
    return slot.position;
  });
}
