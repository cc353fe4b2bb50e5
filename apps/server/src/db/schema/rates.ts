import { date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { item } from './items';
import { seller } from './sellers';

// The shop's rate tables (단가표, issue 33). One table per kind of rate; every row is effective from a date and a
// row is never edited once it took effect: a change is a new row from a later date, so an order keeps the rates of
// its own date. Money is whole won (integer); percentages are basis points (500 = 5%).

const effectiveFrom = () => date('effective_from', { mode: 'string' }).notNull();

/** Paper per raw item and parent sheet: the price per 연 (500 sheets), or per sheet when set. */
export const ratePaper = pgTable(
  'rate_paper',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    /** KUKJEON (국전지 939×636), SIX4 (46전지 1091×788) or CUSTOM. */
    parentSheet: varchar('parent_sheet', { length: 16 }).notNull(),
    sheetWidth: integer('sheet_width').notNull(),
    sheetHeight: integer('sheet_height').notNull(),
    pricePerReam: integer('price_per_ream').notNull(),
    pricePerSheet: integer('price_per_sheet'),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_paper_key_idx').on(t.itemId, t.parentSheet, t.effectiveFrom)],
);

/** Plates and printing: CTP 소부 per plate, offset per 연 per colour, rotary per 1,000, digital clicks per side. */
export const ratePrinting = pgTable(
  'rate_printing',
  {
    id: id(),
    /** CTP_PLATE, OFFSET, ROTARY, DIGITAL_MONO, DIGITAL_COLOR. */
    rateCode: varchar('rate_code', { length: 24 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    minimumCharge: integer('minimum_charge').notNull().default(0),
    makeReady: integer('make_ready').notNull().default(0),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_printing_key_idx').on(t.rateCode, t.effectiveFrom)],
);

/** Spoilage (파지): percent by run-length band per printing type, and make-ready sheets per plate. */
export const rateSpoilage = pgTable(
  'rate_spoilage',
  {
    id: id(),
    printingType: varchar('printing_type', { length: 16 }).notNull(),
    /** The band starts at this many sheets (inclusive). */
    runFrom: integer('run_from').notNull(),
    percentBp: integer('percent_bp').notNull(),
    makeReadySheets: integer('make_ready_sheets').notNull().default(0),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_spoilage_key_idx').on(t.printingType, t.runFrom, t.effectiveFrom)],
);

/** Post-processing per option name: a set-up amount plus a per-unit (or per-1,000) amount, with a minimum. */
export const ratePostProcess = pgTable(
  'rate_post_process',
  {
    id: id(),
    optionName: varchar('option_name', { length: 64 }).notNull(),
    setupPrice: integer('setup_price').notNull().default(0),
    unitPrice: integer('unit_price').notNull(),
    /** 1 = per unit, 1000 = per 1,000 units. */
    perUnits: integer('per_units').notNull().default(1),
    minimumCharge: integer('minimum_charge').notNull().default(0),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_post_process_key_idx').on(t.optionName, t.effectiveFrom)],
);

/** Shopping bags per cut type (4/8/12절): making price per bag and one advertiser slot. */
export const rateShopbag = pgTable(
  'rate_shopbag',
  {
    id: id(),
    cutType: integer('cut_type').notNull(),
    bagPrice: integer('bag_price').notNull(),
    slotPrice: integer('slot_price').notNull(),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_shopbag_key_idx').on(t.cutType, t.effectiveFrom)],
);

/** Outsourcing: what a supplier charges for a step (per unit of its own), before the shop's margin. */
export const rateOutsourcing = pgTable(
  'rate_outsourcing',
  {
    id: id(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => seller.id, { onDelete: 'restrict' }),
    stepName: varchar('step_name', { length: 64 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    perUnits: integer('per_units').notNull().default(1),
    minimumCharge: integer('minimum_charge').notNull().default(0),
    marginBp: integer('margin_bp').notNull().default(0),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rate_outsourcing_key_idx').on(t.sellerId, t.stepName, t.effectiveFrom),
    index('rate_outsourcing_seller_idx').on(t.sellerId),
  ],
);

/** Margin per work type and the rounding unit of the total (VAT is always floor(supply / 10)). */
export const rateMargin = pgTable(
  'rate_margin',
  {
    id: id(),
    workType: varchar('work_type', { length: 16 }).notNull(),
    marginBp: integer('margin_bp').notNull(),
    roundingUnit: integer('rounding_unit').notNull().default(1),
    effectiveFrom: effectiveFrom(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_margin_key_idx').on(t.workType, t.effectiveFrom)],
);
