import { z } from 'zod';
import { withCommas } from '../common/messages.js';
import { MAX_ID, isoDate } from '../common/validation.js';
import { PRINTING_TYPES, WORK_TYPES } from '../printing-spec/vocabulary.js';
import { SHOPBAG_TYPES } from '../shopbag-order/design.js';

/**
 * 단가표 (issue 33): the rate rows the estimate engine reads. Every row is one `kind`, names one key (see `rateKey`)
 * and is effective from a date; `ratesAt(rows, date)` resolves the rows in force on a date into a `RateSet`, which
 * is all the engine sees.
 *
 * Money is whole won (integers) everywhere. A rate that is a fraction is an integer in basis points (bp, 1/100 %):
 * 5% = 500 bp, 12.5% = 1,250 bp. A price per 1,000 units is whole won per 1,000 (the engine rounds the product up).
 */

/** Largest amount a rate cell holds: 1억 원 a unit is far above any real rate, and well inside a PostgreSQL integer. */
export const RATE_AMOUNT_MAX = 100_000_000;
/** 100% = 10,000 bp; a margin may go to 1,000%. */
export const BP_PER_PERCENT = 100;
export const RATE_BP_MAX = 100_000;
/** Sheets in one 연 (ream). */
export const SHEETS_PER_REAM = 500;

export const rateMessages = {
  amount: '0 이상의 정수(원)로 입력해주세요.',
  amountMax: `${withCommas(RATE_AMOUNT_MAX)}원 이하로 입력해주세요.`,
  bp: '0 이상의 정수(0.01% 단위)로 입력해주세요.',
  bpMax: `${withCommas(RATE_BP_MAX)}(1,000%) 이하로 입력해주세요.`,
  count: '1 이상의 정수로 입력해주세요.',
  sheetsFrom: '0 이상의 정수(매)로 입력해주세요.',
  rawItem: '원자재를 선택해주세요.',
  option: '후가공/제본 옵션을 선택해주세요.',
  supplier: '외주처를 선택해주세요.',
  kind: '단가 종류가 올바르지 않습니다.',
  priceUnit: '단가 기준(연/매)을 선택해주세요.',
  unitBasis: '단가 기준(개당/1,000개당)을 선택해주세요.',
  parentSheet: '전지 규격을 선택해주세요.',
  customSize: '사용자 지정 전지는 가로·세로(mm)를 입력해주세요.',
  finishedSize: '완성 규격을 입력해주세요.',
  printingType: '인쇄 방식을 선택해주세요.',
  workType: '작업 유형을 선택해주세요.',
  shopbagType: '쇼핑백 유형을 선택해주세요.',
  step: '외주 공정을 선택해주세요.',
  roundingUnit: '단수 조정 단위는 1, 10, 100, 1,000원 중 하나입니다.',
} as const;

const M = rateMessages;

const won = () => z.number({ error: M.amount }).int(M.amount).min(0, M.amount).max(RATE_AMOUNT_MAX, M.amountMax);
const bp = () => z.number({ error: M.bp }).int(M.bp).min(0, M.bp).max(RATE_BP_MAX, M.bpMax);
const count = () => z.number({ error: M.count }).int(M.count).min(1, M.count).max(MAX_ID, M.count);
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const base = { effectiveFrom: isoDate };
/** A parent sheet's side in mm (a custom 전지 up to 2 m). */
const sizeMm = () => z.number({ error: M.customSize }).int(M.customSize).positive(M.customSize).max(2000, M.customSize);

/** 전지: 국전지 939×636, 46전지 1091×788, or a custom size in mm. */
export const PARENT_SHEETS = ['GUK', 'SAYUK', 'CUSTOM'] as const;
export type ParentSheet = (typeof PARENT_SHEETS)[number];
export const PARENT_SHEET_LABELS: Record<ParentSheet, string> = {
  GUK: '국전지',
  SAYUK: '46전지',
  CUSTOM: '사용자 지정',
};
export const PARENT_SHEET_SIZES: Record<Exclude<ParentSheet, 'CUSTOM'>, { widthMm: number; heightMm: number }> = {
  GUK: { widthMm: 939, heightMm: 636 },
  SAYUK: { widthMm: 1091, heightMm: 788 },
};

/** 용지 단가 기준: 연 (500매) or 매. */
export const PAPER_PRICE_UNITS = ['REAM', 'SHEET'] as const;
export type PaperPriceUnit = (typeof PAPER_PRICE_UNITS)[number];
export const PAPER_PRICE_UNIT_LABELS: Record<PaperPriceUnit, string> = { REAM: '연', SHEET: '매' };

/** A charge per unit (EACH) or per 1,000 units (THOUSAND). */
export const UNIT_BASES = ['EACH', 'THOUSAND'] as const;
export type UnitBasis = (typeof UNIT_BASES)[number];
export const UNIT_BASIS_LABELS: Record<UnitBasis, string> = { EACH: '개당', THOUSAND: '1,000개당' };

/** Outsourced steps: each names the in-house line it replaces (a spec's outsourcing fields). */
export const OUTSOURCING_STEPS = [
  'CTP',
  'OFFSET',
  'ROTARY',
  'DIGITAL',
  'OSP',
  'POST_PROCESS',
  'FOLDING_BINDING',
] as const;
export type OutsourcingStep = (typeof OUTSOURCING_STEPS)[number];
export const OUTSOURCING_STEP_LABELS: Record<OutsourcingStep, string> = {
  CTP: '소부(CTP)',
  OFFSET: '옵셋 인쇄',
  ROTARY: '윤전 인쇄',
  DIGITAL: '디지털 인쇄',
  OSP: '기타 인쇄',
  POST_PROCESS: '후가공',
  FOLDING_BINDING: '접지/제본',
};

export const ROUNDING_UNITS = [1, 10, 100, 1000] as const;

/** A set-up amount plus a per-unit or per-1,000 amount, never below a minimum (후가공, 제본, 외주). */
const charge = {
  setupAmount: won(),
  unitAmount: won(),
  unitBasis: z.enum(UNIT_BASES, { error: M.unitBasis }),
  minimumAmount: won(),
};

export const PaperRateSchema = z
  .strictObject({
    kind: z.literal('PAPER'),
    ...base,
    rawItemId: id(M.rawItem),
    priceUnit: z.enum(PAPER_PRICE_UNITS, { error: M.priceUnit }),
    /** Won per 연 (500 sheets) or per sheet, as priceUnit says. */
    price: won(),
    parentSheet: z.enum(PARENT_SHEETS, { error: M.parentSheet }),
    customWidthMm: sizeMm().nullable().default(null),
    customHeightMm: sizeMm().nullable().default(null),
  })
  .refine((r) => r.parentSheet !== 'CUSTOM' || (r.customWidthMm !== null && r.customHeightMm !== null), {
    message: M.customSize,
    path: ['customWidthMm'],
  });

/** 절수: pieces of a finished size (e.g. 'A4') one parent sheet gives. */
export const CutRateSchema = z.strictObject({
  kind: z.literal('CUT'),
  ...base,
  parentSheet: z.enum(PARENT_SHEETS, { error: M.parentSheet }),
  finishedSize: z.string({ error: M.finishedSize }).trim().min(1, M.finishedSize).max(30, M.finishedSize),
  pieces: count(),
});

/** 소부(CTP): won per plate. */
export const PlateRateSchema = z.strictObject({ kind: z.literal('PLATE'), ...base, pricePerPlate: won() });

/** 옵셋 인쇄: 인쇄단가 × 도수 × 연수, never below the minimum run charge. */
export const OffsetRateSchema = z.strictObject({
  kind: z.literal('OFFSET'),
  ...base,
  pricePerReamPerColor: won(),
  minimumAmount: won(),
});

/** 윤전 인쇄: won per 1,000 impressions (a parent sheet through the press, both sides), with a minimum. */
export const RotaryRateSchema = z.strictObject({
  kind: z.literal('ROTARY'),
  ...base,
  pricePerThousand: won(),
  minimumAmount: won(),
});

/** 디지털 인쇄: a click per printed side, mono or colour, plus a make-ready amount per job. */
export const DigitalRateSchema = z.strictObject({
  kind: z.literal('DIGITAL'),
  ...base,
  monoClick: won(),
  colorClick: won(),
  makeReadyAmount: won(),
});

/**
 * 파지: a percent of the run (bp) from a run length (sheets) up, per printing type. The bands are marginal, as tax
 * brackets are: a run of 3,000 with bands 0→10% and 1,000→5% spoils 1,000×10% + 2,000×5% = 200 sheets (so a longer
 * run never spoils fewer sheets). A printing type needs a band from 0.
 */
export const SpoilageRateSchema = z.strictObject({
  kind: z.literal('SPOILAGE'),
  ...base,
  printingType: z.enum(PRINTING_TYPES, { error: M.printingType }),
  fromSheets: z.number({ error: M.sheetsFrom }).int(M.sheetsFrom).min(0, M.sheetsFrom).max(MAX_ID, M.sheetsFrom),
  percentBp: bp(),
});

/** 판 걸이 파지: make-ready sheets per plate, per printing type (0 for digital). */
export const MakeReadyRateSchema = z.strictObject({
  kind: z.literal('MAKE_READY'),
  ...base,
  printingType: z.enum(PRINTING_TYPES, { error: M.printingType }),
  sheetsPerPlate: z.number({ error: M.sheetsFrom }).int(M.sheetsFrom).min(0, M.sheetsFrom).max(100_000, M.sheetsFrom),
});

/** 후가공 / 접지·제본: per item option id; the unit is a copy (부). */
export const FinishingRateSchema = z.strictObject({
  kind: z.literal('FINISHING'),
  ...base,
  optionId: id(M.option),
  ...charge,
});

/** 쇼핑백 제작: won per bag, per cut type. */
export const ShopbagRateSchema = z.strictObject({
  kind: z.literal('SHOPBAG'),
  ...base,
  shopbagType: z.enum(SHOPBAG_TYPES, { error: M.shopbagType }),
  pricePerBag: won(),
});

/** 광고 슬롯: the price of one advertiser slot. */
export const AdvertiserSlotRateSchema = z.strictObject({
  kind: z.literal('ADVERTISER_SLOT'),
  ...base,
  pricePerSlot: won(),
});

/**
 * 외주: what a supplier (seller id) charges for a step, plus the shop's margin (bp). The unit is the unit of the
 * in-house line the step replaces (plates, 연, 1,000 impressions, clicks, copies).
 */
export const OutsourcingRateSchema = z.strictObject({
  kind: z.literal('OUTSOURCING'),
  ...base,
  sellerId: id(M.supplier),
  step: z.enum(OUTSOURCING_STEPS, { error: M.step }),
  ...charge,
  marginBp: bp(),
});

/** 이윤: a percent (bp) on the cost lines, per work type. */
export const MarginRateSchema = z.strictObject({
  kind: z.literal('MARGIN'),
  ...base,
  workType: z.enum(WORK_TYPES, { error: M.workType }),
  marginBp: bp(),
});

/** 단수 조정: the supply amount is cut down (절사) to this unit; VAT = floor(supply / 10). */
export const RoundingRateSchema = z.strictObject({
  kind: z.literal('ROUNDING'),
  ...base,
  unit: z
    .number({ error: M.roundingUnit })
    .refine((v) => (ROUNDING_UNITS as readonly number[]).includes(v), M.roundingUnit),
});

export const RateRowSchema = z.discriminatedUnion(
  'kind',
  [
    PaperRateSchema,
    CutRateSchema,
    PlateRateSchema,
    OffsetRateSchema,
    RotaryRateSchema,
    DigitalRateSchema,
    SpoilageRateSchema,
    MakeReadyRateSchema,
    FinishingRateSchema,
    ShopbagRateSchema,
    AdvertiserSlotRateSchema,
    OutsourcingRateSchema,
    MarginRateSchema,
    RoundingRateSchema,
  ],
  { error: M.kind },
);

export type RateRow = z.output<typeof RateRowSchema>;
export type RateRowInput = z.input<typeof RateRowSchema>;
export type RateKind = RateRow['kind'];
export const RATE_KINDS: readonly RateKind[] = RateRowSchema.options.map((o) => o.shape.kind.value);
export type RateOf<K extends RateKind> = Extract<RateRow, { kind: K }>;
export type PaperRate = RateOf<'PAPER'>;
export type CutRate = RateOf<'CUT'>;
export type PlateRate = RateOf<'PLATE'>;
export type OffsetRate = RateOf<'OFFSET'>;
export type RotaryRate = RateOf<'ROTARY'>;
export type DigitalRate = RateOf<'DIGITAL'>;
export type SpoilageRate = RateOf<'SPOILAGE'>;
export type MakeReadyRate = RateOf<'MAKE_READY'>;
export type FinishingRate = RateOf<'FINISHING'>;
export type ShopbagRate = RateOf<'SHOPBAG'>;
export type AdvertiserSlotRate = RateOf<'ADVERTISER_SLOT'>;
export type OutsourcingRate = RateOf<'OUTSOURCING'>;
export type MarginRate = RateOf<'MARGIN'>;
export type RoundingRate = RateOf<'ROUNDING'>;

export const RATE_KIND_LABELS: Record<RateKind, string> = {
  PAPER: '용지',
  CUT: '절수',
  PLATE: '소부(CTP)',
  OFFSET: '옵셋 인쇄',
  ROTARY: '윤전 인쇄',
  DIGITAL: '디지털 인쇄',
  SPOILAGE: '파지율',
  MAKE_READY: '판걸이 파지',
  FINISHING: '후가공/제본',
  SHOPBAG: '쇼핑백 제작',
  ADVERTISER_SLOT: '광고 슬롯',
  OUTSOURCING: '외주',
  MARGIN: '이윤',
  ROUNDING: '단수 조정',
};
