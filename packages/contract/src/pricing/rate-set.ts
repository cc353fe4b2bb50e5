import type {
  AdvertiserSlotRate,
  CutRate,
  DigitalRate,
  FinishingRate,
  MakeReadyRate,
  MarginRate,
  OffsetRate,
  OutsourcingRate,
  OutsourcingStep,
  PaperRate,
  ParentSheet,
  PlateRate,
  RateRow,
  RotaryRate,
  RoundingRate,
  ShopbagRate,
  SpoilageRate,
} from './rates.js';

/**
 * What makes two rows the same rate (a later effectiveFrom replaces an earlier one): the kind plus its key fields.
 * A table keeps at most one row per (key, effectiveFrom).
 */
export function rateKey(row: RateRow): string {
  switch (row.kind) {
    case 'PAPER':
      return `PAPER:${row.rawItemId}`;
    case 'CUT':
      return `CUT:${row.parentSheet}:${row.finishedSize.trim().toUpperCase()}`;
    case 'SPOILAGE':
      return `SPOILAGE:${row.printingType}:${row.fromSheets}`;
    case 'MAKE_READY':
      return `MAKE_READY:${row.printingType}`;
    case 'FINISHING':
      return `FINISHING:${row.optionId}`;
    case 'SHOPBAG':
      return `SHOPBAG:${row.shopbagType}`;
    case 'OUTSOURCING':
      return `OUTSOURCING:${row.sellerId}:${row.step}`;
    case 'MARGIN':
      return `MARGIN:${row.workType}`;
    case 'PLATE':
    case 'OFFSET':
    case 'ROTARY':
    case 'DIGITAL':
    case 'ADVERTISER_SLOT':
    case 'ROUNDING':
      return row.kind;
  }
}

/** The rates in force on one date: each key's row with the latest effectiveFrom ≤ that date. */
export interface RateSet {
  /** The date the set was resolved for ('YYYY-MM-DD'); an order's price snapshot keeps it. */
  date: string;
  papers: ReadonlyMap<number, PaperRate>;
  /** Key: `${parentSheet}:${FINISHED SIZE upper-cased}`. */
  cuts: ReadonlyMap<string, CutRate>;
  plate: PlateRate | null;
  offset: OffsetRate | null;
  rotary: RotaryRate | null;
  digital: DigitalRate | null;
  /** Per printing type, its bands by fromSheets ascending. */
  spoilage: ReadonlyMap<string, readonly SpoilageRate[]>;
  makeReady: ReadonlyMap<string, MakeReadyRate>;
  finishing: ReadonlyMap<number, FinishingRate>;
  shopbag: ReadonlyMap<string, ShopbagRate>;
  advertiserSlot: AdvertiserSlotRate | null;
  /** Key: `${sellerId}:${step}`. */
  outsourcing: ReadonlyMap<string, OutsourcingRate>;
  margins: ReadonlyMap<string, MarginRate>;
  rounding: RoundingRate | null;
}

export const cutKey = (parentSheet: ParentSheet, finishedSize: string) =>
  `${parentSheet}:${finishedSize.trim().toUpperCase()}`;
export const outsourcingKey = (sellerId: number, step: OutsourcingStep) => `${sellerId}:${step}`;

/** Resolves a table's rows (any kinds, any dates) to the set in force on `date` ('YYYY-MM-DD'). Pure. */
export function ratesAt(rows: readonly RateRow[], date: string): RateSet {
  const latest = new Map<string, RateRow>();
  for (const row of rows) {
    if (row.effectiveFrom > date) continue;
    const key = rateKey(row);
    const held = latest.get(key);
    if (!held || held.effectiveFrom < row.effectiveFrom) latest.set(key, row);
  }
  const set: RateSet = {
    date,
    papers: new Map(),
    cuts: new Map(),
    plate: null,
    offset: null,
    rotary: null,
    digital: null,
    spoilage: new Map(),
    makeReady: new Map(),
    finishing: new Map(),
    shopbag: new Map(),
    advertiserSlot: null,
    outsourcing: new Map(),
    margins: new Map(),
    rounding: null,
  };
  const spoilage = new Map<string, SpoilageRate[]>();
  for (const row of latest.values()) {
    switch (row.kind) {
      case 'PAPER':
        (set.papers as Map<number, PaperRate>).set(row.rawItemId, row);
        break;
      case 'CUT':
        (set.cuts as Map<string, CutRate>).set(cutKey(row.parentSheet, row.finishedSize), row);
        break;
      case 'SPOILAGE': {
        const bands = spoilage.get(row.printingType) ?? [];
        bands.push(row);
        spoilage.set(row.printingType, bands);
        break;
      }
      case 'MAKE_READY':
        (set.makeReady as Map<string, MakeReadyRate>).set(row.printingType, row);
        break;
      case 'FINISHING':
        (set.finishing as Map<number, FinishingRate>).set(row.optionId, row);
        break;
      case 'SHOPBAG':
        (set.shopbag as Map<string, ShopbagRate>).set(row.shopbagType, row);
        break;
      case 'OUTSOURCING':
        (set.outsourcing as Map<string, OutsourcingRate>).set(outsourcingKey(row.sellerId, row.step), row);
        break;
      case 'MARGIN':
        (set.margins as Map<string, MarginRate>).set(row.workType, row);
        break;
      case 'PLATE':
        set.plate = row;
        break;
      case 'OFFSET':
        set.offset = row;
        break;
      case 'ROTARY':
        set.rotary = row;
        break;
      case 'DIGITAL':
        set.digital = row;
        break;
      case 'ADVERTISER_SLOT':
        set.advertiserSlot = row;
        break;
      case 'ROUNDING':
        set.rounding = row;
        break;
    }
  }
  for (const bands of spoilage.values()) bands.sort((a, b) => a.fromSheets - b.fromSheets);
  set.spoilage = spoilage;
  return set;
}
