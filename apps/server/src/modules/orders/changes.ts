import {
  customerOrderMessages,
  OrderDeliveryUpdateSchema,
  orderEditScope,
  orderMessages as MSG,
  OrderUpdateSchema,
  type Estimate,
  type OrderValues,
  type PriceSource,
} from '@scm/contract';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { References } from '../../platform/references';
import type { ServiceContext } from '../../platform/service';
import { discardUntouchedEntries, openDepositEntry } from '../deposits';
import { orderReceiptRecipients } from '../employees';
import {
  cancelLockedOrder,
  changesLockedFields,
  checkDueDate,
  checkOrderChoices,
  clearPrintingSpec,
  deleteLockedOrder,
  insertOrderRow,
  issuesAsFieldError,
  lockOrderForWrite,
  nextOrderNumber,
  notifyOrderCustomers,
  openWorkOrder,
  orderHeadline,
  recordOrderEvent,
  updateOrderRow,
  writePrintingSpec,
} from '../order-core';
import {
  discardOrderPrices,
  estimateSpec,
  orderChargedTotal,
  recordOrderPrice,
  type OverrideInput,
} from '../order-prices';
import { ORDER_FILE_OWNER, type OrderFiles } from './files';
import { correctPaperLines } from './paper-correction';
import { applyPrice, checkOverrideAllowed } from './pricing';
import { attachedFiles } from './queries';

/** The order's own columns from the form's values (the spec and files go to their own tables). */
function orderColumns(v: OrderValues) {
  const {
    attachmentIds: _a,
    printingList: _p,
    foldingBindingList: _f,
    priceOverride: _o,
    confirmedTotal: _c,
    originSub,
    ...fields
  } = v;
  return { ...fields, originSub: originSub ?? '' };
}

/** A price made elsewhere and kept (a quote becoming an order): its estimate, override and source. */
export interface GivenPrice {
  estimate: Estimate;
  override: OverrideInput;
  source: PriceSource;
}

/** Attaches the listed drafts not yet attached to the order; any the caller cannot attach is a field error. */
async function attachDrafts(ctx: ServiceContext, files: OrderFiles, orderId: number, ids: number[], have: number[]) {
  const wanted = [...new Set(ids)].filter((id) => !have.includes(id));
  const attached = await files.attach(ctx.db, wanted, orderId);
  if (attached.length !== wanted.length) throw fieldError('attachmentIds', MSG.attachmentInvalid);
}

/**
 * Opens its work order (RECEIPT), records RECEIVED and tells the staff who asked to hear of new orders, and the
 * customer when staff took the order for it.
 */
async function receive(ctx: ServiceContext, orderId: number) {
  await openWorkOrder(ctx, orderId);
  await recordOrderEvent(ctx, orderId, 'RECEIVED');
  const headline = (await orderHeadline(ctx.db, orderId))!;
  // Whoever took the order knows it already: the notice goes to the others.
  const recipients = (await orderReceiptRecipients(ctx.db, ctx.clock.today())).filter(
    (accountId) => accountId !== ctx.actor.accountId,
  );
  if (recipients.length > 0)
    await ctx.notify(recipients, {
      content: MSG.receivedNotice(headline.orderNumber, headline.productName, headline.customers[0]?.name ?? ''),
      status: 'CREATED',
      targetDocumentType: 'PRINTING_ORDER',
      targetContentId: orderId,
    });
  await notifyOrderCustomers(
    ctx,
    headline,
    customerOrderMessages.receivedNotice(headline.orderNumber, headline.productName),
    'CREATED',
  );
  return headline.orderNumber;
}

/**
 * POST, in one transaction: the choices are checked first (each unknown one at its field; the options stay locked
 * against a type change until the order commits), then the order number, the order with its spec and drafts, its
 * work order, its history and the staff notifications, or none of them.
 */
export async function createOrder(
  ctx: ServiceContext,
  input: OrderValues,
  files: OrderFiles,
  opts: { price?: GivenPrice } = {},
) {
  checkDueDate(input.deliveryDate, ctx.clock.today());
  checkOverrideAllowed(ctx, input.priceOverride);
  return ctx.transaction(async (tx) => {
    await checkOrderChoices(tx.db, input);
    const orderNumber = await nextOrderNumber(tx);
    const id = await insertOrderRow(tx.db, {
      ...orderColumns(input),
      orderNumber,
      receiptDatetime: tx.clock.now(),
      createdBy: tx.actor.accountId,
    });
    await writePrintingSpec(tx.db, id, input);
    await attachDrafts(tx, files, id, input.attachmentIds, []);
    // Its price: the spec priced on the receipt day's rates (or the quote's price it came from), stored as version 1.
    const given = opts.price ?? {
      estimate: await estimateSpec(tx.db, input, { date: tx.clock.today(), quantity: input.amount }),
      override: input.priceOverride ?? null,
      source: 'ORDER' as const,
    };
    const price = await recordOrderPrice(tx.db, id, { ...given, actor: tx.actor.accountId, at: tx.clock.now() });
    // What the buyer owes for it (입금 관리), issued at the charged total, open until staff confirm the money.
    await openDepositEntry(
      tx.db,
      { orderId: id, buyerId: input.buyerId, issuedPrice: price.charged.total },
      tx.clock.now(),
    );
    await receive(tx, id);
    return { id, orderNumber };
  });
}

/**
 * PUT: what may change follows the work order's state, read under lock. While RECEIPT the body is the whole
 * order (OrderUpdateSchema) and replaces it; once work started the body is either the delivery part alone
 * (OrderDeliveryUpdateSchema) or the whole form unchanged outside delivery info and remarks (anything else is
 * the 409); a cancelled order does not change.
 */
export async function updateOrder(ctx: ServiceContext, body: Record<string, unknown>, files: OrderFiles) {
  const full = OrderUpdateSchema.safeParse(body);
  const deliveryOnly = OrderDeliveryUpdateSchema.safeParse(body);
  const givenId = OrderDeliveryUpdateSchema.shape.id.safeParse(body.id);
  if (!givenId.success) throw issuesAsFieldError((full.error ?? deliveryOnly.error)!.issues);
  const id = givenId.data;
  return ctx.transaction(async (tx) => {
    if (full.success) await checkOrderChoices(tx.db, full.data);
    const locked = await lockOrderForWrite(tx.db, id);
    if (!locked) throw notFound(MSG.notFound);
    const { order } = locked;
    const have = (await attachedFiles(tx.db, ORDER_FILE_OWNER, id)).map((f) => f.id);
    const scope = orderEditScope(locked.workOrderStatus, order.cancelledAt !== null);
    switch (scope) {
      case 'NONE':
        throw conflict('ORDER_CANCELLED', MSG.cancelledLocked);
      case 'ALL': {
        if (!full.success) throw issuesAsFieldError(full.error.issues);
        const { id: _id, ...values } = full.data;
        checkDueDate(values.deliveryDate, tx.clock.dayOf(order.receiptDatetime));
        await updateOrderRow(tx.db, id, orderColumns(values));
        await clearPrintingSpec(tx.db, id);
        await writePrintingSpec(tx.db, id, values);
        await files.detach(tx.db, id, values.attachmentIds);
        await attachDrafts(tx, files, id, values.attachmentIds, have);
        // The spec priced again on the order's rates day (409 PRICE_CHANGED until the new total is confirmed).
        await applyPrice(tx, order, {
          spec: values,
          override: values.priceOverride,
          confirmedTotal: values.confirmedTotal,
        });
        // A new buyer takes over the unsettled deposit entry (a settled one keeps the buyer who paid), at the price.
        if (values.buyerId !== order.buyerId)
          await openDepositEntry(
            tx.db,
            { orderId: id, buyerId: values.buyerId, issuedPrice: (await orderChargedTotal(tx.db, id)) ?? undefined },
            tx.clock.now(),
          );
        break;
      }
      case 'DELIVERY': {
        if (!deliveryOnly.success) {
          // A delivery field itself is wrong: answered at the field. Otherwise the body carries other fields,
          // which may only come as the unchanged rest of the whole form.
          const own = deliveryOnly.error.issues.filter((i) => i.code !== 'unrecognized_keys');
          if (own.length > 0) throw issuesAsFieldError(own);
          // A supervisor may still correct the paper lines until printing (paper-correction.ts).
          if (
            !full.success ||
            ((await changesLockedFields(tx.db, order, have, full.data)) &&
              !(await correctPaperLines(tx, order, have, full.data)))
          )
            throw conflict('ORDER_EDIT_LOCKED', MSG.editLockedAfterStart);
        }
        const v = deliveryOnly.success ? deliveryOnly.data : full.data!;
        // The spec is locked now; the whole form may still change the override (the price route does too).
        if (!deliveryOnly.success && full.success)
          await applyPrice(tx, order, {
            override: full.data.priceOverride,
            confirmedTotal: full.data.confirmedTotal,
          });
        await updateOrderRow(tx.db, id, {
          receiver: v.receiver,
          zipCode: v.zipCode,
          address: v.address,
          receiverTel: v.receiverTel,
          deliveryType: v.deliveryType,
          invoice: v.invoice,
          deliveryCompanyCode: v.deliveryCompanyCode,
          deliveryRemark: v.deliveryRemark,
          remark: v.remark,
        });
        break;
      }
    }
    await recordOrderEvent(tx, id, 'UPDATED', scope === 'DELIVERY' ? '배송 정보·비고 수정' : '');
    return { id, orderNumber: order.orderNumber };
  });
}

/** DELETE: only while the work order is RECEIPT; the work order and spec go with it, the drafts are detached. */
const PRINTING_ORDER = { lock: lockOrderForWrite, messages: MSG };

export const deleteOrder = (ctx: ServiceContext, id: number, files: OrderFiles, references: References) =>
  deleteLockedOrder(
    ctx,
    id,
    PRINTING_ORDER,
    {
      detachFiles: (db) => files.detach(db, id),
      discardEntries: async (db) => {
        await discardOrderPrices(db, id);
        return discardUntouchedEntries(db, { orderId: id });
      },
    },
    references,
  );

export const cancelOrder = (ctx: ServiceContext, id: number, reason: string) =>
  cancelLockedOrder(ctx, id, reason, PRINTING_ORDER);
