import {
  orderEditScope,
  positionsOf,
  shopbagOrderMessages as M,
  ShopbagOrderLateUpdateSchema,
  ShopbagOrderUpdateSchema,
  type ShopbagOrderValues,
} from '@scm/contract';
import { conflict, notFound } from '../../platform/errors';
import type { References } from '../../platform/references';
import type { ServiceContext } from '../../platform/service';
import { orderReceiptRecipients } from '../employees';
import { discardUntouchedEntries } from '../deposits';
import { discardOrderPrices, recordOrderPrice } from '../order-prices';
import {
  cancelLockedOrder,
  checkDueDate,
  clearPrintingSpec,
  deleteLockedOrder,
  insertOrderRow,
  issuesAsFieldError,
  nextOrderNumber,
  openWorkOrder,
  recordOrderEvent,
  updateOrderRow,
  writePrintingSpec,
} from '../order-core';
import { checkDistributionTargets, checkShopbagChoices } from './checks';
import type { SlotFiles } from './files';
import { insertBagRow, lockShopbagOrder, slotsOf, slotTally, updateBagRow, writeSellers } from './queries';
import { applyBagPrice, checkBagOverrideAllowed, estimateBag } from './pricing';
import { asStaffSpec } from './spec';

/** The printing_order columns of a bag order (no buyer: its customers are the slots' advertisers). */
const orderColumns = (v: ShopbagOrderValues) => ({
  workType: 'SHOPBAG',
  finishedSize: v.finishedSize,
  productName: v.productName,
  quality: v.quality,
  amount: v.amount,
  numberCases: v.numberCases,
  remark: v.remark,
  deliveryDate: v.deliveryDate,
  isFoldingBinding: v.isFoldingBinding,
});

const bagColumns = (v: ShopbagOrderValues) => ({
  shopbagType: v.shopbagType,
  employeeId: v.employeeId,
  parentCityCode: v.parentCityCode,
  childCityCode: v.childCityCode,
});

/** Opens its work order (RECEIPT), records RECEIVED and tells the staff who asked to hear of new orders. */
async function receive(ctx: ServiceContext, orderId: number, orderNumber: string, productName: string) {
  await openWorkOrder(ctx, orderId);
  await recordOrderEvent(ctx, orderId, 'RECEIVED');
  const recipients = (await orderReceiptRecipients(ctx.db, ctx.clock.today())).filter(
    (accountId) => accountId !== ctx.actor.accountId,
  );
  if (recipients.length > 0)
    await ctx.notify(recipients, {
      content: M.receivedNotice(orderNumber, productName),
      status: 'CREATED',
      targetDocumentType: 'SHOPBAG_ORDER',
      targetContentId: orderId,
    });
}

/** POST: choices checked first; then one transaction: number (S…), order, bag row, sellers, spec, work order. */
export async function createShopbagOrder(ctx: ServiceContext, input: ShopbagOrderValues) {
  checkDueDate(input.deliveryDate, ctx.clock.today());
  checkBagOverrideAllowed(ctx, input.priceOverride);
  await checkShopbagChoices(ctx.db, input);
  return ctx.transaction(async (tx) => {
    const orderNumber = await nextOrderNumber(tx, 'S');
    const id = await insertOrderRow(tx.db, {
      ...orderColumns(input),
      orderNumber,
      receiptDatetime: tx.clock.now(),
      createdBy: tx.actor.accountId,
    });
    await insertBagRow(tx.db, id, bagColumns(input));
    await writeSellers(tx.db, id, input.sellerIds);
    await writePrintingSpec(tx.db, id, asStaffSpec(input));
    // Its price on the receipt day's rates, version 1; the slots' deposit entries get their shares as they fill.
    await recordOrderPrice(tx.db, id, {
      estimate: await estimateBag(tx.db, input, tx.clock.today()),
      override: input.priceOverride ?? null,
      source: 'ORDER',
      actor: tx.actor.accountId,
      at: tx.clock.now(),
    });
    await receive(tx, id, orderNumber, input.productName);
    return { id, orderNumber };
  });
}

/**
 * A type change keeps the designs: refused while any slot has a design, and refused when a filled slot's position
 * does not exist in the new type (so no advertiser is lost silently).
 */
async function checkTypeChange(ctx: ServiceContext, orderId: number, from: string, to: string) {
  if (from === to) return;
  const tally = await slotTally(ctx.db, orderId);
  if (tally.designs > 0) throw conflict('SHOPBAG_TYPE_LOCKED', M.typeChangeWithDesigns);
  const lost = tally.positions.filter((p) => !positionsOf(to).includes(p));
  if (lost.length > 0) throw conflict('SHOPBAG_TYPE_LOCKED', M.typeChangeSlotsLost(lost.sort().join(', ')));
}

/**
 * PUT: while RECEIPT the whole order (ShopbagOrderUpdateSchema); once work has started only the delivery date,
 * the distribution targets and remarks (ShopbagOrderLateUpdateSchema); a cancelled order does not change.
 */
export async function updateShopbagOrder(ctx: ServiceContext, body: Record<string, unknown>) {
  const full = ShopbagOrderUpdateSchema.safeParse(body);
  const late = ShopbagOrderLateUpdateSchema.safeParse(body);
  const id = ShopbagOrderLateUpdateSchema.shape.id.safeParse(body.id);
  if (!id.success) throw issuesAsFieldError((full.error ?? late.error)!.issues);
  if (full.success) await checkShopbagChoices(ctx.db, full.data);
  else if (late.success) await checkDistributionTargets(ctx.db, late.data.sellerIds);
  return ctx.transaction(async (tx) => {
    const locked = await lockShopbagOrder(tx.db, id.data);
    if (!locked) throw notFound(M.notFound);
    const scope = orderEditScope(locked.workOrderStatus, locked.order.cancelledAt !== null);
    switch (scope) {
      case 'NONE':
        throw conflict('ORDER_CANCELLED', M.cancelledLocked);
      case 'ALL': {
        if (!full.success) throw issuesAsFieldError(full.error.issues);
        const v = full.data;
        checkDueDate(v.deliveryDate, tx.clock.dayOf(locked.order.receiptDatetime));
        await checkTypeChange(tx, id.data, locked.bag.shopbagType, v.shopbagType);
        await updateOrderRow(tx.db, id.data, orderColumns(v));
        await updateBagRow(tx.db, id.data, bagColumns(v));
        await writeSellers(tx.db, id.data, v.sellerIds);
        await clearPrintingSpec(tx.db, id.data);
        await writePrintingSpec(tx.db, id.data, asStaffSpec(v));
        checkBagOverrideAllowed(tx, v.priceOverride);
        await applyBagPrice(tx, locked.order, v.shopbagType, {
          values: v,
          override: v.priceOverride,
          confirmedTotal: v.confirmedTotal,
        });
        break;
      }
      case 'DELIVERY': {
        if (!late.success) {
          const own = late.error.issues.filter((i) => i.code !== 'unrecognized_keys');
          if (own.length > 0) throw issuesAsFieldError(own);
          throw conflict('ORDER_EDIT_LOCKED', M.editLockedAfterStart);
        }
        checkDueDate(late.data.deliveryDate, tx.clock.dayOf(locked.order.receiptDatetime));
        await updateOrderRow(tx.db, id.data, { deliveryDate: late.data.deliveryDate, remark: late.data.remark });
        await writeSellers(tx.db, id.data, late.data.sellerIds);
        break;
      }
    }
    await recordOrderEvent(tx, id.data, 'UPDATED', scope === 'DELIVERY' ? '납기일·배포처·비고 수정' : '');
    return { id: id.data, orderNumber: locked.order.orderNumber };
  });
}

/** DELETE: only while RECEIPT; the slots' drafts are detached, everything else cascades with the order. */
const SHOPBAG_ORDER = { lock: lockShopbagOrder, messages: M };

export const deleteShopbagOrder = (ctx: ServiceContext, id: number, files: SlotFiles, references: References) =>
  deleteLockedOrder(
    ctx,
    id,
    SHOPBAG_ORDER,
    {
      detachFiles: async (db) => {
        for (const slot of await slotsOf(db, id)) await files.detach(db, slot.id);
      },
      discardEntries: async (db) => {
        await discardOrderPrices(db, id);
        return discardUntouchedEntries(db, { orderId: id });
      },
    },
    references,
  );

export const cancelShopbagOrder = (ctx: ServiceContext, id: number, reason: string) =>
  cancelLockedOrder(ctx, id, reason, SHOPBAG_ORDER);
