import {
  chargedAmounts,
  estimate,
  orderPriceMessages,
  vatOf,
  type Estimate,
  type EstimateInput,
  type OrderPrice,
  type PriceSource,
  type ShopbagType,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { effectiveRates } from '../rates';
import {
  discardPricesOfDeletedOrder,
  insertPriceRow,
  latestChargedTotals,
  latestPrice,
  namesFor,
  nextVersion,
  priceRows,
} from './queries';

/** The print spec as the staff form (or the bag form, or a customer order read into it) holds it. */
export type PricedSpec = Pick<EstimateInput, 'workType' | 'printingList' | 'foldingBindingList'> & {
  finishedSize?: string | null;
  /** false: the folding/binding list is not used (the form's switch is off). */
  isFoldingBinding?: boolean;
};

export interface EstimateSpecOptions {
  /** The rates' day (YYYY-MM-DD): an order's receipt day on the shop calendar, kept through every re-pricing. */
  date: string;
  /** Copies (부), or bags. */
  quantity: number;
  /** A bag order: its cut type and the advertiser slots priced (every position of the type). */
  shopbag?: { shopbagType: ShopbagType; slots: number } | null;
}

/** A staff override of the 공급가액 with its reason (the body's `priceOverride`), or null. */
export type OverrideInput = { supply: number; reason: string } | null;
/** An edit's override: as OverrideInput, or undefined to keep the order's. */
export type OverrideChange = OverrideInput | undefined;

const unique = (ids: Iterable<number | null | undefined>) => [
  ...new Set([...ids].filter((id): id is number => typeof id === 'number')),
];

/** The ids the formulas name, for their display names. */
function idsOf(spec: PricedSpec) {
  const rawItems: number[] = [];
  const options: number[] = [];
  const sellers: (number | null | undefined)[] = [];
  for (const e of spec.printingList) {
    for (const p of e.usePaperList ?? []) if (p.rawItemId != null) rawItems.push(p.rawItemId);
    for (const pp of e.postProcessList ?? []) {
      options.push(...pp.postProcessOption);
      sellers.push(pp.postProcessOutsourcingId);
    }
    sellers.push(
      e.offCtpOutsourcingId,
      e.offPrintOutsourcingId,
      e.rotaryOutsourcingId,
      e.digitalOutsourcingId,
      e.ospOutsourcingId,
    );
  }
  for (const fb of spec.foldingBindingList ?? []) {
    options.push(...fb.foldingBindingOption);
    sellers.push(fb.foldingBindingOutsourcingId);
  }
  return { rawItems: unique(rawItems), options: unique(options), sellers: unique(sellers) };
}

/**
 * The one server path from a print spec to a price: the rates in effect on `date`, the names of the spec's papers,
 * options and suppliers for the formulas, and the contract's engine. Orders, bag orders, customer orders and quotes
 * all price through it.
 */
export async function estimateSpec(db: Db, spec: PricedSpec, options: EstimateSpecOptions): Promise<Estimate> {
  const [rates, names] = [await effectiveRates(db, options.date), await namesFor(db, idsOf(spec))];
  return estimate(
    {
      workType: spec.workType,
      quantity: options.quantity,
      printingList: spec.printingList,
      foldingBindingList: spec.isFoldingBinding === false ? [] : (spec.foldingBindingList ?? []),
      finishedSize: spec.finishedSize ?? null,
      shopbag: options.shopbag ?? null,
      names,
    },
    rates,
  );
}

/** The override as stored beside the computed price: the 공급가액 given, its VAT ⌊supply ÷ 10⌋, their sum. */
export const overrideAmounts = (o: NonNullable<OverrideInput>) => {
  const vat = vatOf(o.supply);
  return { supply: o.supply, vat, total: o.supply + vat, reason: o.reason.trim() };
};

export interface RecordPrice {
  estimate: Estimate;
  override: OverrideInput;
  source: PriceSource;
  /** The account pricing it; null for the system (seed, data migration). */
  actor: number | null;
  at: Date;
}

/**
 * Adds the order's next price row (version = latest + 1) and answers it. Call it in the transaction that holds the
 * order's lock (lockOrderForWrite), so two pricings of one order take turns; the (order, version) key refuses a
 * race anyway.
 */
export async function recordOrderPrice(db: Db, orderId: number, p: RecordPrice): Promise<OrderPrice> {
  const o = p.override ? overrideAmounts(p.override) : null;
  const e = p.estimate;
  return insertPriceRow(db, {
    orderId,
    version: await nextVersion(db, orderId),
    source: p.source,
    lines: e.lines,
    subtotal: e.subtotal,
    roundedOff: e.roundedOff,
    supply: e.supply,
    vat: e.vat,
    total: e.total,
    missing: e.missing,
    ratesDate: e.ratesDate,
    overrideSupply: o?.supply ?? null,
    overrideVat: o?.vat ?? null,
    overrideTotal: o?.total ?? null,
    overrideReason: o?.reason ?? null,
    createdBy: p.actor,
    createdAt: p.at,
  });
}

/** The order's price (its latest row), or null for an order priced never (orders from before prices). */
export const currentOrderPrice = async (db: Db, orderId: number): Promise<OrderPrice | null> =>
  (await latestPrice(db, orderId)) ?? null;

/** Every pricing of the order, oldest first (version 1 …). */
export const orderPriceHistory = (db: Db, orderId: number): Promise<OrderPrice[]> => priceRows(db, orderId);

/** What the order is charged (합계, the override's when there is one), or null before it has a price. */
export const orderChargedTotal = async (db: Db, orderId: number): Promise<number | null> =>
  (await latestPrice(db, orderId))?.charged.total ?? null;

/** The charged totals of several orders at once (orders without a price are absent). */
export const orderChargedTotals = (db: Db, orderIds: readonly number[]) => latestChargedTotals(db, orderIds);

/** The same override (both none, or the same 공급가액 and reason). */
const sameOverride = (a: OrderPrice['override'], b: OverrideInput) =>
  a === null || b === null ? a === b : a.supply === b.supply && a.reason === b.reason.trim();

/** JSON with every object's keys sorted: a jsonb column gives its objects back in its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The same computed price: lines, sums and what is missing (the rates' day is the order's, kept). */
const sameEstimate = (a: Estimate, b: Estimate) =>
  canonical([a.lines, a.subtotal, a.roundedOff, a.supply, a.vat, a.total, a.missing]) ===
  canonical([b.lines, b.subtotal, b.roundedOff, b.supply, b.vat, b.total, b.missing]);

/** Details of the 409 PRICE_CHANGED, for the confirm dialog. */
export type PriceChangedDetails = {
  oldTotal: number;
  newTotal: number;
  difference: number;
  estimate: Estimate;
};

export class PriceChangedError extends AppError {
  constructor(readonly details: PriceChangedDetails) {
    // Neither alert nor snackbar: the staff forms answer it with their own 금액 변경 확인 dialog.
    super(409, 'PRICE_CHANGED', orderPriceMessages.priceChanged(details.oldTotal, details.newTotal), {
      isAlert: false,
      isSnackbar: false,
    });
  }
  override toBody() {
    return { ...super.toBody(), details: this.details };
  }
}

export interface Repriced {
  /** The price now (the new row, or the unchanged latest one); null only for an old order still unpriced. */
  price: OrderPrice | null;
  /** The charged total before, null when the order had no price. */
  oldTotal: number | null;
  /** A row was written. */
  written: boolean;
  /** The charged total moved (the customers are told, the deposit entries follow). */
  totalChanged: boolean;
}

/**
 * An edit's re-pricing (the spec and the override as the body gives them, priced on the order's own rates day by
 * the caller): nothing changed → no row; the charged total moves and `confirmedTotal` is not the new total → 409
 * PRICE_CHANGED with the old and new totals, their difference and the estimate; otherwise a new row, source EDIT,
 * or OVERRIDE when only the override changed. Call it under the order's lock.
 */
export async function repriceOrder(
  db: Db,
  orderId: number,
  change: {
    estimate: Estimate;
    /** undefined: keep the order's override. */
    override: OverrideChange;
    /** The 합계 the screen showed; 'any': the caller set the new total itself (the override route). */
    confirmedTotal?: number | null | 'any';
    actor: number | null;
    at: Date;
  },
): Promise<Repriced> {
  const before = await currentOrderPrice(db, orderId);
  const override: OverrideInput =
    change.override !== undefined
      ? change.override
      : before?.override
        ? { supply: before.override.supply, reason: before.override.reason }
        : null;
  const estimateSame = before !== null && sameEstimate(before.estimate, change.estimate);
  const overrideSame = before !== null && sameOverride(before.override, override);
  if (estimateSame && overrideSame)
    return { price: before, oldTotal: before.charged.total, written: false, totalChanged: false };
  const o = override ? overrideAmounts(override) : null;
  const newTotal = chargedAmounts(change.estimate, o).total;
  const oldTotal = before?.charged.total ?? null;
  const totalChanged = oldTotal !== null && oldTotal !== newTotal;
  if (totalChanged && change.confirmedTotal !== 'any' && change.confirmedTotal !== newTotal)
    throw new PriceChangedError({ oldTotal, newTotal, difference: newTotal - oldTotal, estimate: change.estimate });
  const price = await recordOrderPrice(db, orderId, {
    estimate: change.estimate,
    override,
    source: estimateSame ? 'OVERRIDE' : 'EDIT',
    actor: change.actor,
    at: change.at,
  });
  return { price, oldTotal, written: true, totalChanged };
}

/** The delete of an order (RECEIPT, no money) takes its price rows with it; see queries.ts. */
export const discardOrderPrices = (db: Db, orderId: number) => discardPricesOfDeletedOrder(db, orderId);
