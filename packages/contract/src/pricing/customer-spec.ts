import { z } from 'zod';
import { withCommas } from '../common/messages.js';
import { withParticle } from '../common/particles.js';
import { PRINTING_TYPE_LABELS, WORK_TYPE_LABELS, type PrintingType } from '../printing-spec/vocabulary.js';
import { estimate } from './estimate.js';
import type { Estimate, EstimateInput } from './estimate-types.js';
import { cutKey, ratesAt, type RateSet } from './rate-set.js';
import { PARENT_SHEETS, type ParentSheet, type RateRow } from './rates.js';
import { parseDosu } from './spec-text.js';

/**
 * The customer's order in the buyer's words (issue 33): the choices the shop publishes (its papers, finished sizes and
 * finishes, from the rate table in force today) and the mapping of a buyer's answers (종류, 완성 사이즈, 용지, 단면/양면 ×
 * 컬러/흑백, 내지, 수량, 후가공) to the print spec staff see. Pure: the web prices the form with it as the customer
 * types, the server maps and prices the order with it again. The printing type is the shop's choice, not the
 * buyer's: the cheaper of 옵셋 and 디지털 for that quantity, by the engine.
 */

export const API_PRICE_CATALOG = '/api/co/price_catalog';

/** The largest 수량 a customer types (부); a job beyond it is a call to the shop. */
export const CUSTOMER_QUANTITY_MAX = 10_000_000;

export const customerSpecMessages = {
  workTypeRequired: '종류를 선택해주세요. (전단, 낱장, 책자)',
  sizeRequired: '완성 사이즈를 선택해주세요.',
  sizeNotPublished: (size: string, paper: string) =>
    `'${size}' 사이즈는 '${paper}' 용지로 만들 수 없습니다. 다른 사이즈나 용지를 선택해주세요.`,
  paperRequired: '용지를 선택해주세요.',
  paperNotPublished: '인쇄소가 제공하지 않는 용지입니다. 목록에서 다시 선택해주세요.',
  innerPaperRequired: '내지 용지를 선택해주세요.',
  pageCountRequired: '내지 페이지 수를 입력해주세요.',
  pageCountInvalid: '내지 페이지 수는 2쪽부터 2,000쪽까지 짝수로 입력해주세요.',
  innerOnlyBrochure: '내지는 책자만 입력합니다.',
  sidesRequired: '단면 또는 양면을 선택해주세요.',
  colorRequired: '컬러 또는 흑백을 선택해주세요.',
  quantityRequired: '수량을 1부 이상 입력해주세요.',
  quantityTooLarge: `수량은 ${withCommas(CUSTOMER_QUANTITY_MAX)}부까지 주문할 수 있습니다. 더 많은 수량은 인쇄소에 문의해주세요.`,
  finishNotPublished: '인쇄소가 제공하지 않는 후가공입니다. 목록에서 다시 선택해주세요.',
  priceNotAccepted: '금액은 보낼 수 없습니다. 주문 금액은 인쇄소 단가표로 계산됩니다.',
  cancelNotAllowed: '작업이 시작된 주문은 취소할 수 없습니다. 인쇄소에 문의해주세요.',
  cancelled: (orderNumber: string) => `${withParticle(`주문 ${orderNumber}`, '이')} 취소되었습니다.`,
  cancelConfirm: '주문을 취소하시겠습니까? 취소한 주문은 되돌릴 수 없습니다.',
  priceTitle: '예상 금액 · 부가세 포함',
  noCatalog: '인쇄소가 아직 단가표를 공개하지 않아 주문할 수 없습니다. 인쇄소에 문의해주세요.',
} as const;

/** The work types a customer orders (기타 인쇄 and 쇼핑백 are taken by staff). */
export const CUSTOMER_WORK_TYPES = ['LEAFLET', 'LEAFSHEET', 'BROCHURE'] as const;
export type CustomerWorkType = (typeof CUSTOMER_WORK_TYPES)[number];
export const CUSTOMER_WORK_TYPE_LABELS: Record<CustomerWorkType, string> = {
  LEAFLET: WORK_TYPE_LABELS.LEAFLET,
  LEAFSHEET: WORK_TYPE_LABELS.LEAFSHEET,
  BROCHURE: WORK_TYPE_LABELS.BROCHURE,
};

/** 인쇄: 단면 (front only) or 양면; 컬러 (4도) or 흑백 (1도). */
export const PRINT_SIDES = ['SINGLE', 'DOUBLE'] as const;
export type PrintSides = (typeof PRINT_SIDES)[number];
export const PRINT_SIDE_LABELS: Record<PrintSides, string> = { SINGLE: '단면', DOUBLE: '양면' };
export const PRINT_COLORS = ['COLOR', 'MONO'] as const;
export type PrintColor = (typeof PRINT_COLORS)[number];
export const PRINT_COLOR_LABELS: Record<PrintColor, string> = { COLOR: '컬러', MONO: '흑백' };

/** The staff spec's 도수 for a buyer's 인쇄 choice. */
export const dosuOf = (sides: PrintSides, color: PrintColor): string => {
  const c = color === 'COLOR' ? 4 : 1;
  return sides === 'DOUBLE' ? `${c}/${c}` : `${c}/0`;
};

/** A finish's group, by its item option's type. */
export const FINISH_GROUPS = ['POST_PROCESS', 'FOLDING_BINDING'] as const;
export type FinishGroup = (typeof FINISH_GROUPS)[number];
export const FINISH_GROUP_LABELS: Record<FinishGroup, string> = {
  POST_PROCESS: '후가공',
  FOLDING_BINDING: '접지·제본',
};

/** The printing types the shop picks between for a customer's order. */
export const CUSTOMER_PRINTING_TYPES = ['OFF', 'DIGITAL'] as const satisfies readonly PrintingType[];
export type CustomerPrintingType = (typeof CUSTOMER_PRINTING_TYPES)[number];

const PublishedRateSchema = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

/** GET /api/co/price_catalog: what the shop offers today, and the rates (no outsourcing rows) to price it. */
export const PriceCatalogSchema = z.object({
  /** The day the rates are in force for ('YYYY-MM-DD'). */
  date: z.string(),
  papers: z.array(z.object({ id: z.number().int(), name: z.string(), parentSheet: z.enum(PARENT_SHEETS) })),
  /** The CUT rows' finished sizes, each with the parent sheets it is cut from. */
  sizes: z.array(z.object({ size: z.string(), parentSheets: z.array(z.enum(PARENT_SHEETS)) })),
  finishes: z.array(z.object({ id: z.number().int(), name: z.string(), group: z.enum(FINISH_GROUPS) })),
  workTypes: z.array(z.enum(CUSTOMER_WORK_TYPES)),
  /** The flat rate rows in force (the contract's RateRow shapes), without OUTSOURCING: suppliers are not published. */
  rates: z.array(PublishedRateSchema),
});
export type PriceCatalog = Omit<z.infer<typeof PriceCatalogSchema>, 'rates'> & { rates: RateRow[] };

interface CatalogSource {
  date: string;
  rows: readonly RateRow[];
  /** Names of the raw items the PAPER rows price (an item not found is not published). */
  itemNames: ReadonlyMap<number, string>;
  /** The item options the FINISHING rows price, with their type (POST_PROCESS / FOLDING_BINDING). */
  options: ReadonlyMap<number, { name: string; type: string }>;
}

/** Builds the published catalog from the rows in force on a day (the server's read of the rate table). */
export function priceCatalogOf({ date, rows, itemNames, options }: CatalogSource): PriceCatalog {
  const published = rows.filter((r) => r.kind !== 'OUTSOURCING');
  const papers: PriceCatalog['papers'] = [];
  const sizes = new Map<string, Set<ParentSheet>>();
  const finishes: PriceCatalog['finishes'] = [];
  for (const row of published) {
    if (row.kind === 'PAPER') {
      const name = itemNames.get(row.rawItemId);
      if (name !== undefined) papers.push({ id: row.rawItemId, name, parentSheet: row.parentSheet });
    } else if (row.kind === 'CUT') {
      const size = row.finishedSize.trim();
      const key = [...sizes.keys()].find((k) => k.toUpperCase() === size.toUpperCase()) ?? size;
      (sizes.get(key) ?? sizes.set(key, new Set()).get(key)!).add(row.parentSheet);
    } else if (row.kind === 'FINISHING') {
      const option = options.get(row.optionId);
      if (option && (FINISH_GROUPS as readonly string[]).includes(option.type))
        finishes.push({ id: row.optionId, name: option.name, group: option.type as FinishGroup });
    }
  }
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'ko');
  return {
    date,
    papers: papers.sort(byName),
    sizes: [...sizes]
      .map(([size, sheets]) => ({ size, parentSheets: PARENT_SHEETS.filter((s) => sheets.has(s)) }))
      .sort((a, b) => a.size.localeCompare(b.size, 'ko', { numeric: true })),
    finishes: finishes.sort((a, b) => a.group.localeCompare(b.group) || byName(a, b)),
    workTypes: [...CUSTOMER_WORK_TYPES],
    rates: published,
  };
}

/** The sizes a paper can be cut to (its parent sheet has a CUT row for them). */
export const sizesForPaper = (catalog: Pick<PriceCatalog, 'sizes' | 'papers'>, paperId: number | null) => {
  const paper = catalog.papers.find((p) => p.id === paperId);
  return paper ? catalog.sizes.filter((s) => s.parentSheets.includes(paper.parentSheet)) : catalog.sizes;
};

/** The buyer's answers as the mapping reads them; the form's draft (nulls while not chosen) or the parsed body. */
export interface CustomerSpecDraft {
  workType: CustomerWorkType;
  finishedSize: string;
  /** 용지; a brochure's 표지 용지. */
  paperId: number | null;
  innerPaperId?: number | null;
  innerPageCount?: number | null;
  sides: PrintSides;
  color: PrintColor;
  /** 수량 (부). */
  quantity: number;
  finishIds: readonly number[];
}

/** The staff print spec (the staff order's spec fields, as OrderCreateSchema takes them) for a buyer's answers. */
export interface MappedStaffSpec {
  workType: CustomerWorkType;
  finishedSize: string;
  printingList: MappedEntry[];
  isFoldingBinding: boolean;
  foldingBindingList: {
    foldingBindingOption: number[];
    foldingBindingOutsourcingId: null;
    foldingBindingRemark: string;
  }[];
}
export interface MappedEntry {
  composition: 'COVER' | 'INNER';
  printingType: CustomerPrintingType;
  dosu: string;
  julsu: string;
  pageCount: number | null;
  isPostProcess: boolean;
  usePaperList: { rawItemId: number; amount: null; wrongAmount: null }[];
  postProcessList: { postProcessOption: number[]; postProcessOutsourcingId: null; postProcessRemark: string }[];
  offPrintRemark: string;
  digitalRemark: string;
}

const isBrochure = (d: Pick<CustomerSpecDraft, 'workType'>) => d.workType === 'BROCHURE';

/**
 * Maps the buyer's answers to the staff print spec, for one printing type: 표지/본문 with its paper and 도수, a
 * brochure's 내지 (양면, same colour) with its paper and page count, the finishes split into 후가공 (on the first entry)
 * and 접지·제본 (the spec's list) by the catalog's groups; the 절수 is the CUT row's pieces for the paper's parent sheet
 * (empty when there is none: the estimate names it missing).
 */
export function customerSpecToStaffSpec(
  draft: CustomerSpecDraft,
  catalog: Pick<PriceCatalog, 'papers' | 'finishes'>,
  rates: RateSet,
  printingType: CustomerPrintingType,
): MappedStaffSpec {
  const groupOf = new Map(catalog.finishes.map((f) => [f.id, f.group]));
  const post = draft.finishIds.filter((id) => groupOf.get(id) === 'POST_PROCESS');
  const folding = draft.finishIds.filter((id) => groupOf.get(id) === 'FOLDING_BINDING');
  const size = draft.finishedSize.trim();
  const julsuOf = (paperId: number | null | undefined) => {
    const paper = catalog.papers.find((p) => p.id === paperId);
    const cut = paper && size !== '' ? rates.cuts.get(cutKey(paper.parentSheet, size)) : undefined;
    return cut ? `${cut.pieces}절` : '';
  };
  const remark = `고객 주문: ${PRINT_SIDE_LABELS[draft.sides]} ${PRINT_COLOR_LABELS[draft.color]}`;
  const entry = (
    composition: 'COVER' | 'INNER',
    paperId: number | null | undefined,
    dosu: string,
    pageCount: number | null,
    postOptions: number[],
  ): MappedEntry => ({
    composition,
    printingType,
    dosu,
    julsu: julsuOf(paperId),
    pageCount,
    isPostProcess: postOptions.length > 0,
    usePaperList: paperId != null ? [{ rawItemId: paperId, amount: null, wrongAmount: null }] : [],
    postProcessList:
      postOptions.length > 0
        ? [{ postProcessOption: postOptions, postProcessOutsourcingId: null, postProcessRemark: '' }]
        : [],
    offPrintRemark: printingType === 'OFF' ? remark : '',
    digitalRemark: printingType === 'DIGITAL' ? remark : '',
  });
  const printingList = [entry('COVER', draft.paperId, dosuOf(draft.sides, draft.color), null, post)];
  if (isBrochure(draft))
    printingList.push(
      entry('INNER', draft.innerPaperId, dosuOf('DOUBLE', draft.color), draft.innerPageCount ?? null, []),
    );
  return {
    workType: draft.workType,
    finishedSize: size,
    printingList,
    isFoldingBinding: folding.length > 0,
    foldingBindingList:
      folding.length > 0
        ? [{ foldingBindingOption: folding, foldingBindingOutsourcingId: null, foldingBindingRemark: '' }]
        : [],
  };
}

/** The engine's input for a mapped spec, with the catalog's names for the formulas. */
export function estimateInputOf(
  spec: MappedStaffSpec,
  quantity: number,
  catalog: Pick<PriceCatalog, 'papers' | 'finishes'>,
): EstimateInput {
  return {
    workType: spec.workType,
    quantity,
    finishedSize: spec.finishedSize,
    printingList: spec.printingList,
    foldingBindingList: spec.foldingBindingList,
    names: {
      rawItems: Object.fromEntries(catalog.papers.map((p) => [p.id, p.name])),
      options: Object.fromEntries(catalog.finishes.map((f) => [f.id, f.name])),
    },
  };
}

/** Why the shop prints it this way, shown above the breakdown. */
export const printingTypeNote = (type: CustomerPrintingType) =>
  type === 'DIGITAL' ? '인쇄 방식: 디지털 (소량에 유리)' : '인쇄 방식: 옵셋 (대량에 유리)';

export interface CustomerPrice {
  printingType: CustomerPrintingType;
  /** "인쇄 방식: 디지털 (소량에 유리)". */
  note: string;
  spec: MappedStaffSpec;
  estimate: Estimate;
  /** The other printing type's total, when it priced completely (the breakdown may compare). */
  otherTotal: number | null;
}

/**
 * Prices the buyer's answers both ways (옵셋 and 디지털) and keeps the cheaper one that the engine could price fully;
 * when neither is complete, the one with fewer missing rates (옵셋 on a tie). `rates` is `ratesAt(catalog.rates,
 * catalog.date)`, resolved once by the caller (the form keeps it across keystrokes).
 */
export function priceCustomerSpec(
  draft: CustomerSpecDraft,
  catalog: Pick<PriceCatalog, 'papers' | 'finishes'>,
  rates: RateSet,
): CustomerPrice {
  const tries = CUSTOMER_PRINTING_TYPES.map((printingType) => {
    const spec = customerSpecToStaffSpec(draft, catalog, rates, printingType);
    return { printingType, spec, estimate: estimate(estimateInputOf(spec, draft.quantity, catalog), rates) };
  });
  const better = (a: (typeof tries)[number], b: (typeof tries)[number]) => {
    const am = a.estimate.missing.length;
    const bm = b.estimate.missing.length;
    if (am !== bm) return am < bm ? a : b;
    return b.estimate.total < a.estimate.total ? b : a;
  };
  const best = better(tries[0]!, tries[1]!);
  const other = best === tries[0] ? tries[1]! : tries[0]!;
  return {
    printingType: best.printingType,
    note: printingTypeNote(best.printingType),
    spec: best.spec,
    estimate: best.estimate,
    otherTotal: other.estimate.missing.length === 0 ? other.estimate.total : null,
  };
}

/** The rate set of a catalog (its rows on its day). */
export const catalogRates = (catalog: Pick<PriceCatalog, 'rates' | 'date'>): RateSet =>
  ratesAt(catalog.rates, catalog.date);

/** The 도수 of a stored entry as the buyer's words ('양면 컬러'), for the customer's order page; null if unreadable. */
export function printWords(dosu: string): string | null {
  const d = parseDosu(dosu);
  if (!d) return null;
  const sides = d.back > 0 ? PRINT_SIDE_LABELS.DOUBLE : PRINT_SIDE_LABELS.SINGLE;
  const color = Math.max(d.front, d.back) >= 2 ? PRINT_COLOR_LABELS.COLOR : PRINT_COLOR_LABELS.MONO;
  return `${sides} ${color}`;
}

export const CUSTOMER_PRINTING_TYPE_LABELS: Record<CustomerPrintingType, string> = {
  OFF: PRINTING_TYPE_LABELS.OFF,
  DIGITAL: PRINTING_TYPE_LABELS.DIGITAL,
};
