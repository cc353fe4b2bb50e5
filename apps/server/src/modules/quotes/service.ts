import {
  chargedAmounts,
  defaultValidUntil,
  OrderCreateSchema,
  printingSpecSchema,
  QUOTE_VALID_DAYS_MAX,
  quoteMessages as MSG,
  quoteStatus,
  type CustomerQuoteValues,
  type Estimate,
  type PriceOverride,
  type Quote,
  type QuoteListItem,
  type QuoteListQuery,
  type QuoteOrderResult,
  type QuoteSpec,
  type QuoteToOrderValues,
  type QuoteValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { checkOrderChoices } from '../order-core';
import { estimateSpec, overrideAmounts } from '../order-prices';
import { createOrder, staffSpecOfBuyerWords, type OrderFiles } from '../orders';
import { specIds } from './spec-ids';
import { findQuote, insertQuote, linkQuoteOrder, listQuotes, lockQuote, specNames, type QuoteRow } from './queries';
import { nextQuoteNumber } from './quote-number';
import { specSummary } from './spec-summary';

/** Who reads: staff (every quote) or a customer (its own buyer's only). */
export type QuoteReader = { kind: 'staff' } | { kind: 'customer'; buyerId: number };

/** The signed-in customer's buyer id; a customer account without one cannot quote. */
export function customerReader(ctx: ServiceContext): QuoteReader {
  if (ctx.actor.userType !== 'customer' || ctx.actor.buyerId === null)
    throw new AppError(403, 'NO_CUSTOMER', MSG.noCustomer);
  return { kind: 'customer', buyerId: ctx.actor.buyerId };
}
const buyerOf = (reader: QuoteReader) => (reader.kind === 'customer' ? reader.buyerId : null);

const specOf = (v: QuoteValues): QuoteSpec => ({
  workType: v.workType,
  finishedSize: v.finishedSize,
  printingList: v.printingList,
  isFoldingBinding: v.isFoldingBinding,
  foldingBindingList: v.foldingBindingList,
});

/** 유효기간: the default is 30 days; one given must lie between today and a year from today. */
function validUntilOf(given: string | null, today: string) {
  if (given === null) return defaultValidUntil(today);
  if (given < today) throw fieldError('validUntil', MSG.validUntilPast);
  if (given > defaultValidUntil(today, QUOTE_VALID_DAYS_MAX)) throw fieldError('validUntil', MSG.validUntilTooFar);
  return given;
}

interface NewQuote {
  buyerId: number;
  spec: QuoteSpec;
  productName: string;
  quantity: number;
  validUntil: string | null;
  remark: string;
  override: { supply: number; reason: string } | null;
}

/**
 * Makes a quote in one transaction: the choices are checked (each unknown one at its field), the server prices the
 * spec with the rates in effect today, then the number and the row. Nothing about the price comes from the client
 * but a staff override of the 공급가액 with its reason.
 */
async function makeQuote(ctx: ServiceContext, q: NewQuote) {
  const today = ctx.clock.today();
  const validUntil = validUntilOf(q.validUntil, today);
  return ctx.transaction(async (tx) => {
    await checkOrderChoices(tx.db, { buyerId: q.buyerId, ...q.spec });
    const estimate = await estimateSpec(tx.db, q.spec, { date: today, quantity: q.quantity });
    const override = q.override && overrideAmounts(q.override);
    const quoteNumber = await nextQuoteNumber(tx);
    const id = await insertQuote(tx.db, {
      quoteNumber,
      buyerId: q.buyerId,
      productName: q.productName,
      workType: q.spec.workType,
      quantity: q.quantity,
      spec: q.spec,
      lines: estimate.lines,
      subtotal: estimate.subtotal,
      roundedOff: estimate.roundedOff,
      supply: estimate.supply,
      vat: estimate.vat,
      total: estimate.total,
      missing: estimate.missing,
      ratesDate: estimate.ratesDate,
      overrideSupply: override?.supply ?? null,
      overrideVat: override?.vat ?? null,
      overrideTotal: override?.total ?? null,
      overrideReason: override?.reason ?? null,
      quoteDate: today,
      validUntil,
      remark: q.remark,
      createdBy: tx.actor.accountId,
    });
    return { id, quoteNumber };
  });
}

/** POST (staff): a quote for the buyer chosen, with an optional override. */
export const createStaffQuote = (ctx: ServiceContext, v: QuoteValues) =>
  makeQuote(ctx, {
    buyerId: v.buyerId,
    spec: specOf(v),
    productName: v.productName,
    quantity: v.quantity,
    validUntil: v.validUntil,
    remark: v.remark,
    override: v.priceOverride,
  });

/**
 * POST (customer): a quote for itself in the buyer's words (mapped to the staff spec as its order would be); valid
 * for the default 30 days, never overridden.
 */
export const createCustomerQuote = async (ctx: ServiceContext, v: CustomerQuoteValues) => {
  const reader = customerReader(ctx);
  return makeQuote(ctx, {
    buyerId: buyerOf(reader)!,
    spec: printingSpecSchema('staff').parse(await staffSpecOfBuyerWords(ctx.db, v, ctx.clock.today())),
    productName: v.productName,
    quantity: v.quantity,
    validUntil: null,
    remark: v.remark,
    override: null,
  });
};

export const estimateOf = (r: QuoteRow): Estimate => ({
  lines: r.lines,
  subtotal: r.subtotal,
  roundedOff: r.roundedOff,
  supply: r.supply,
  vat: r.vat,
  total: r.total,
  missing: r.missing,
  ratesDate: r.ratesDate,
});

export const overrideOf = (r: QuoteRow): PriceOverride | null =>
  r.overrideSupply === null
    ? null
    : { supply: r.overrideSupply, vat: r.overrideVat!, total: r.overrideTotal!, reason: r.overrideReason ?? '' };

/** GET /{id}: the quote as its reader may see it; another customer's is the same 404 as none. */
export async function getQuote(db: Db, id: number, reader: QuoteReader, today: string): Promise<Quote> {
  const found = await findQuote(db, id, buyerOf(reader));
  if (!found) throw notFound(MSG.notFound);
  const r = found.quote;
  const names = await specNames(db, specIds(r.spec));
  const estimate = estimateOf(r);
  const override = overrideOf(r);
  return {
    id: r.id,
    quoteNumber: r.quoteNumber,
    buyerId: r.buyerId,
    buyerName: found.buyerName,
    productName: r.productName,
    quantity: r.quantity,
    spec: reader.kind === 'staff' ? r.spec : null,
    specSummary: specSummary(r.spec, r, names),
    estimate,
    override,
    charged: chargedAmounts(estimate, override),
    quoteDate: r.quoteDate,
    validUntil: r.validUntil,
    remark: r.remark,
    status: quoteStatus(r, today),
    createdAt: r.createdAt.toISOString(),
    createdByName: found.createdByName,
    orderId: r.orderId,
    orderNumber: found.orderNumber,
  };
}

/** GET: a page of the list (a customer's own quotes only). */
export async function pageQuotes(db: Db, q: QuoteListQuery, reader: QuoteReader, today: string) {
  const { rows, total } = await listQuotes(db, q, today, buyerOf(reader));
  const items: QuoteListItem[] = rows.map((r) => ({
    id: r.id,
    quoteNumber: r.quoteNumber,
    buyerName: r.buyerName,
    productName: r.productName,
    quantity: r.quantity,
    total: r.total,
    quoteDate: r.quoteDate,
    validUntil: r.validUntil,
    status: quoteStatus(r, today),
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    createdAt: r.createdAt.toISOString(),
  }));
  return toPage(items, total, q);
}

/**
 * POST /{id}/order, in one transaction: the quote is locked (two conversions queue; the second finds it ordered),
 * must be the reader's, open (not expired, not ordered) and complete; the order is created through the orders
 * module with the quote's spec, buyer, product and quantity (amount = quantity, 건수 1) and what the body adds (희망
 * 납기일, delivery info, the caller's uploaded drafts — each refused at its field as the order form's are), its price
 * is the quote's (estimate and override, source QUOTE, the quote's rates date), and the quote is linked to it. A
 * refusal anywhere rolls everything back: no order, no price, no deposit entry, no attached file, the quote open.
 */
export async function convertQuote(
  ctx: ServiceContext,
  id: number,
  body: QuoteToOrderValues,
  reader: QuoteReader,
  files: OrderFiles,
): Promise<QuoteOrderResult> {
  const today = ctx.clock.today();
  return ctx.transaction(async (tx) => {
    const r = await lockQuote(tx.db, id);
    if (!r || (reader.kind === 'customer' && r.buyerId !== reader.buyerId)) throw notFound(MSG.notFound);
    if (r.orderId !== null) {
      const found = await findQuote(tx.db, id);
      throw conflict('QUOTE_ORDERED', MSG.alreadyOrdered(found?.orderNumber ?? ''));
    }
    if (quoteStatus(r, today) === 'EXPIRED') throw conflict('QUOTE_EXPIRED', MSG.expired(r.validUntil));
    if (r.missing.length > 0) throw conflict('QUOTE_INCOMPLETE', MSG.incomplete);
    const values = OrderCreateSchema.parse({
      productName: r.productName,
      buyerId: r.buyerId,
      amount: r.quantity,
      numberCases: 1,
      deliveryDate: body.deliveryDate,
      receiver: body.receiver,
      zipCode: body.zipCode,
      address: body.address,
      receiverTel: body.receiverTel,
      deliveryType: body.deliveryType,
      deliveryRemark: body.deliveryRemark,
      remark: [`견적서 ${r.quoteNumber}`, r.remark].filter(Boolean).join(' · ').slice(0, 1024),
      attachmentIds: body.attachmentIds,
      ...r.spec,
    });
    // The order's price is the quote's, as quoted: its estimate (lines, sums, rates' day) and its override, stored as
    // the order's first price row (source QUOTE); its deposit entry opens at that charged total.
    const override = overrideOf(r);
    const { id: orderId, orderNumber } = await createOrder(tx, values, files, {
      price: {
        estimate: estimateOf(r),
        override: override && { supply: override.supply, reason: override.reason },
        source: 'QUOTE',
      },
    });
    if (!(await linkQuoteOrder(tx.db, id, orderId))) throw conflict('QUOTE_ORDERED', MSG.alreadyOrdered(orderNumber));
    return { orderId, orderNumber };
  });
}
