import {
  OUTSOURCING_STEPS,
  OUTSOURCING_STEP_LABELS,
  PAPER_PRICE_UNITS,
  PAPER_PRICE_UNIT_LABELS,
  PARENT_SHEETS,
  PARENT_SHEET_LABELS,
  PRINTING_TYPES,
  PRINTING_TYPE_LABELS,
  RATE_KIND_LABELS,
  ROUNDING_UNITS,
  SHOPBAG_TYPES,
  SHOPBAG_TYPE_LABELS,
  UNIT_BASES,
  UNIT_BASIS_LABELS,
  WORK_TYPES,
  WORK_TYPE_LABELS,
  formatWon,
  type OutsourcingStep,
  type RateKind,
  type StoredRateRow,
} from '@scm/contract';

/**
 * How the 단가표 screen shows and edits each of the contract's 14 rate kinds, in the shop's words: the tabs that group
 * them, each kind's key in words (the paper's item name, the option's name, the supplier's name), its values with
 * their units, and the fields of its dialog.
 */

export interface RateTab {
  id: string;
  label: string;
  kinds: readonly RateKind[];
}

export const RATE_TABS: readonly RateTab[] = [
  { id: 'paper', label: '용지', kinds: ['PAPER'] },
  { id: 'cut', label: '절수', kinds: ['CUT'] },
  { id: 'print', label: '인쇄', kinds: ['PLATE', 'OFFSET', 'ROTARY', 'DIGITAL'] },
  { id: 'spoilage', label: '파지·여분', kinds: ['SPOILAGE', 'MAKE_READY'] },
  { id: 'finishing', label: '후가공·제본', kinds: ['FINISHING'] },
  { id: 'shopbag', label: '쇼핑백', kinds: ['SHOPBAG', 'ADVERTISER_SLOT'] },
  { id: 'outsourcing', label: '외주', kinds: ['OUTSOURCING'] },
  { id: 'margin', label: '이윤·반올림', kinds: ['MARGIN', 'ROUNDING'] },
];

/** A field of a kind's dialog. `won` and `count` are whole numbers, `percent` is typed in % and sent in bp. */
export type RateFieldSpec = { name: string; label: string; unit?: string } & (
  | { type: 'won' | 'count' | 'percent' | 'text' }
  | { type: 'select'; options: readonly { value: string | number; label: string }[] }
  | { type: 'item' | 'option' | 'seller' }
);

const choices = <T extends string | number>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : String(value) }));

const parentSheet: RateFieldSpec = {
  name: 'parentSheet',
  label: '전지',
  type: 'select',
  options: choices(PARENT_SHEETS, PARENT_SHEET_LABELS),
};
const printingType: RateFieldSpec = {
  name: 'printingType',
  label: '인쇄 방식',
  type: 'select',
  options: choices(PRINTING_TYPES, PRINTING_TYPE_LABELS),
};
const charge: RateFieldSpec[] = [
  { name: 'setupAmount', label: '기본 금액', type: 'won', unit: '원' },
  { name: 'unitAmount', label: '단가', type: 'won', unit: '원' },
  { name: 'unitBasis', label: '단가 기준', type: 'select', options: choices(UNIT_BASES, UNIT_BASIS_LABELS) },
  { name: 'minimumAmount', label: '최소 금액', type: 'won', unit: '원' },
];

/** The fields of each kind's dialog, key fields first (the contract's field names). */
export const RATE_FIELDS: Record<RateKind, readonly RateFieldSpec[]> = {
  PAPER: [
    { name: 'rawItemId', label: '용지 품목', type: 'item' },
    {
      name: 'priceUnit',
      label: '단가 기준',
      type: 'select',
      options: choices(PAPER_PRICE_UNITS, PAPER_PRICE_UNIT_LABELS),
    },
    { name: 'price', label: '용지 가격', type: 'won', unit: '원' },
    parentSheet,
    { name: 'customWidthMm', label: '전지 가로', type: 'count', unit: 'mm' },
    { name: 'customHeightMm', label: '전지 세로', type: 'count', unit: 'mm' },
  ],
  CUT: [
    parentSheet,
    { name: 'finishedSize', label: '완성 규격', type: 'text' },
    { name: 'pieces', label: '절수', type: 'count', unit: '개' },
  ],
  PLATE: [{ name: 'pricePerPlate', label: '판당 단가', type: 'won', unit: '원/판' }],
  OFFSET: [
    { name: 'pricePerReamPerColor', label: '인쇄 단가', type: 'won', unit: '원/연·도' },
    { name: 'minimumAmount', label: '최소 금액', type: 'won', unit: '원' },
  ],
  ROTARY: [
    { name: 'pricePerThousand', label: '1,000통당 단가', type: 'won', unit: '원/1,000통' },
    { name: 'minimumAmount', label: '최소 금액', type: 'won', unit: '원' },
  ],
  DIGITAL: [
    { name: 'monoClick', label: '흑백 클릭', type: 'won', unit: '원/면' },
    { name: 'colorClick', label: '컬러 클릭', type: 'won', unit: '원/면' },
    { name: 'makeReadyAmount', label: '준비 금액', type: 'won', unit: '원/건' },
  ],
  SPOILAGE: [
    printingType,
    { name: 'fromSheets', label: '시작 매수', type: 'count', unit: '매' },
    { name: 'percentBp', label: '파지율', type: 'percent', unit: '%' },
  ],
  MAKE_READY: [printingType, { name: 'sheetsPerPlate', label: '판당 준비 매수', type: 'count', unit: '매' }],
  FINISHING: [{ name: 'optionId', label: '후가공·제본 옵션', type: 'option' }, ...charge],
  SHOPBAG: [
    { name: 'shopbagType', label: '쇼핑백 유형', type: 'select', options: choices(SHOPBAG_TYPES, SHOPBAG_TYPE_LABELS) },
    { name: 'pricePerBag', label: '개당 제작 단가', type: 'won', unit: '원/개' },
  ],
  ADVERTISER_SLOT: [{ name: 'pricePerSlot', label: '슬롯당 단가', type: 'won', unit: '원/칸' }],
  OUTSOURCING: [
    { name: 'sellerId', label: '외주처', type: 'seller' },
    { name: 'step', label: '외주 공정', type: 'select', options: choices(OUTSOURCING_STEPS, OUTSOURCING_STEP_LABELS) },
    ...charge,
    { name: 'marginBp', label: '외주 마진', type: 'percent', unit: '%' },
  ],
  MARGIN: [
    { name: 'workType', label: '작업 유형', type: 'select', options: choices(WORK_TYPES, WORK_TYPE_LABELS) },
    { name: 'marginBp', label: '이윤율', type: 'percent', unit: '%' },
  ],
  ROUNDING: [
    {
      name: 'unit',
      label: '절사 단위',
      type: 'select',
      options: ROUNDING_UNITS.map((u) => ({ value: u, label: `${formatWon(u)}원` })),
    },
  ],
};

/** The fields that name the key (a new price for a key keeps them); the others are its values. */
const KEY_FIELDS: Record<RateKind, readonly string[]> = {
  PAPER: ['rawItemId'],
  CUT: ['parentSheet', 'finishedSize'],
  PLATE: [],
  OFFSET: [],
  ROTARY: [],
  DIGITAL: [],
  SPOILAGE: ['printingType', 'fromSheets'],
  MAKE_READY: ['printingType'],
  FINISHING: ['optionId'],
  SHOPBAG: ['shopbagType'],
  ADVERTISER_SLOT: [],
  OUTSOURCING: ['sellerId', 'step'],
  MARGIN: ['workType'],
  ROUNDING: [],
};
export const keyFieldsOf = (kind: RateKind) => KEY_FIELDS[kind];

/** What a kind's key column is called. */
export const KEY_LABELS: Record<RateKind, string> = {
  PAPER: '용지',
  CUT: '전지 · 완성 규격',
  PLATE: '항목',
  OFFSET: '항목',
  ROTARY: '항목',
  DIGITAL: '항목',
  SPOILAGE: '인쇄 방식 · 구간',
  MAKE_READY: '인쇄 방식',
  FINISHING: '옵션',
  SHOPBAG: '쇼핑백 유형',
  ADVERTISER_SLOT: '항목',
  OUTSOURCING: '외주처 · 공정',
  MARGIN: '작업 유형',
  ROUNDING: '항목',
};

type Row = StoredRateRow;
const won = (n: number) => `${formatWon(n)}원`;
/** 1,250 bp → '12.5%'. */
export const percentText = (bp: number) => `${(bp / 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
const sheets = (n: number) => `${formatWon(n)}매`;

const sheetText = (r: {
  parentSheet: keyof typeof PARENT_SHEET_LABELS;
  customWidthMm?: number | null;
  customHeightMm?: number | null;
}) =>
  r.parentSheet === 'CUSTOM'
    ? `${r.customWidthMm ?? '?'}×${r.customHeightMm ?? '?'}mm`
    : PARENT_SHEET_LABELS[r.parentSheet];

/** The unit an outsourced step is charged by: the unit of the in-house line it replaces. */
const STEP_UNITS: Record<OutsourcingStep, string> = {
  CTP: '판',
  OFFSET: '연',
  ROTARY: '통',
  DIGITAL: '면',
  OSP: '부',
  POST_PROCESS: '부',
  FOLDING_BINDING: '부',
};

const chargeText = (
  r: { setupAmount: number; unitAmount: number; unitBasis: 'EACH' | 'THOUSAND'; minimumAmount: number },
  unit = '부',
) =>
  [
    `${won(r.unitAmount)}/${r.unitBasis === 'THOUSAND' ? `1,000${unit}` : unit}`,
    r.setupAmount ? `기본 ${won(r.setupAmount)}` : '',
    r.minimumAmount ? `최소 ${won(r.minimumAmount)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** A row's key in words: '아트지 150g', '국전지 · A4', '옵셋 인쇄'. */
export function keyText(r: Row): string {
  switch (r.kind) {
    case 'PAPER':
      return r.rawItemName ?? `품목 #${r.rawItemId}`;
    case 'CUT':
      return `${PARENT_SHEET_LABELS[r.parentSheet]} · ${r.finishedSize}`;
    case 'SPOILAGE':
      return `${PRINTING_TYPE_LABELS[r.printingType]} · ${sheets(r.fromSheets)}부터`;
    case 'MAKE_READY':
      return PRINTING_TYPE_LABELS[r.printingType];
    case 'FINISHING':
      return r.optionName ?? `옵션 #${r.optionId}`;
    case 'SHOPBAG':
      return SHOPBAG_TYPE_LABELS[r.shopbagType];
    case 'OUTSOURCING':
      return `${r.sellerName ?? `매입처 #${r.sellerId}`} · ${OUTSOURCING_STEP_LABELS[r.step]}`;
    case 'MARGIN':
      return WORK_TYPE_LABELS[r.workType];
    case 'PLATE':
    case 'OFFSET':
    case 'ROTARY':
    case 'DIGITAL':
    case 'ADVERTISER_SLOT':
    case 'ROUNDING':
      return RATE_KIND_LABELS[r.kind];
  }
}

/** A row's values with their units: '45,000원/연 · 국전지', '10,000원/연·도 · 최소 80,000원'. */
export function valueText(r: Row): string {
  switch (r.kind) {
    case 'PAPER':
      return `${won(r.price)}/${PAPER_PRICE_UNIT_LABELS[r.priceUnit]} · ${sheetText(r)}`;
    case 'CUT':
      return `${formatWon(r.pieces)}개/전지`;
    case 'PLATE':
      return `${won(r.pricePerPlate)}/판`;
    case 'OFFSET':
      return `${won(r.pricePerReamPerColor)}/연·도 · 최소 ${won(r.minimumAmount)}`;
    case 'ROTARY':
      return `${won(r.pricePerThousand)}/1,000통 · 최소 ${won(r.minimumAmount)}`;
    case 'DIGITAL':
      return `흑백 ${won(r.monoClick)}/면 · 컬러 ${won(r.colorClick)}/면 · 준비 ${won(r.makeReadyAmount)}`;
    case 'SPOILAGE':
      return percentText(r.percentBp);
    case 'MAKE_READY':
      return `${sheets(r.sheetsPerPlate)}/판`;
    case 'FINISHING':
      return chargeText(r);
    case 'SHOPBAG':
      return `${won(r.pricePerBag)}/개`;
    case 'ADVERTISER_SLOT':
      return `${won(r.pricePerSlot)}/칸`;
    case 'OUTSOURCING':
      return `${chargeText(r, STEP_UNITS[r.step])} · 마진 ${percentText(r.marginBp)}`;
    case 'MARGIN':
      return percentText(r.marginBp);
    case 'ROUNDING':
      return `${won(r.unit)} 단위 절사`;
  }
}
