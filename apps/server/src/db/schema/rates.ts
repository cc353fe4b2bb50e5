import { date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { item } from './items';
import { itemOption } from './item-options';
import { seller } from './sellers';

// The shop's rate table (단가표, issue 33), holding the contract's rate rows (`@scm/contract` pricing/rates.ts): one
// table for the 14 kinds, a row's `kind` says which columns it uses (the others are null). Every row is effective
// from a date and is never edited once it took effect: a change is a new row from a later date, so an order keeps the
// rates of its own date. Money is whole won (integer); percentages are basis points (500 = 5%).
// `rate_key` is the contract's `rateKey(row)`: at most one row per (key, effective_from).

export const rate = pgTable(
  'rate',
  {
    id: id(),
    kind: varchar('kind', { length: 24 }).notNull(),
    rateKey: varchar('rate_key', { length: 80 }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rawItemId: integer('raw_item_id').references(() => item.id, { onDelete: 'restrict' }),
    optionId: integer('option_id').references(() => itemOption.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id').references(() => seller.id, { onDelete: 'restrict' }),
    priceUnit: varchar('price_unit', { length: 8 }),
    price: integer('price'),
    parentSheet: varchar('parent_sheet', { length: 8 }),
    customWidthMm: integer('custom_width_mm'),
    customHeightMm: integer('custom_height_mm'),
    finishedSize: varchar('finished_size', { length: 30 }),
    pieces: integer('pieces'),
    pricePerPlate: integer('price_per_plate'),
    pricePerReamPerColor: integer('price_per_ream_per_color'),
    pricePerThousand: integer('price_per_thousand'),
    monoClick: integer('mono_click'),
    colorClick: integer('color_click'),
    makeReadyAmount: integer('make_ready_amount'),
    printingType: varchar('printing_type', { length: 16 }),
    fromSheets: integer('from_sheets'),
    percentBp: integer('percent_bp'),
    sheetsPerPlate: integer('sheets_per_plate'),
    setupAmount: integer('setup_amount'),
    unitAmount: integer('unit_amount'),
    unitBasis: varchar('unit_basis', { length: 8 }),
    minimumAmount: integer('minimum_amount'),
    shopbagType: varchar('shopbag_type', { length: 16 }),
    pricePerBag: integer('price_per_bag'),
    pricePerSlot: integer('price_per_slot'),
    step: varchar('step', { length: 16 }),
    marginBp: integer('margin_bp'),
    workType: varchar('work_type', { length: 16 }),
    unit: integer('unit'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rate_key_idx').on(t.rateKey, t.effectiveFrom),
    index('rate_kind_idx').on(t.kind, t.effectiveFrom),
    index('rate_raw_item_idx').on(t.rawItemId),
    index('rate_option_idx').on(t.optionId),
    index('rate_seller_idx').on(t.sellerId),
  ],
);
