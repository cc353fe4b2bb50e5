/**
 * The printing spec's words (spec 000 §2, 001 §3/§4/§9): what kind of job an order is, how each part of it is
 * printed, and which part (cover or inner pages) an entry describes. Values are the API's; labels are Korean.
 */

/** 작업 유형. SHOPBAG orders are made on the shopping-bag order screen, never on the printing order form. */
export const WORK_TYPES = ['LEAFLET', 'LEAFSHEET', 'BROCHURE', 'OSP', 'SHOPBAG'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  LEAFLET: '전단',
  LEAFSHEET: '낱장 인쇄물',
  BROCHURE: '책자',
  OSP: '기타 소량 인쇄',
  SHOPBAG: '쇼핑백',
};
/** The label of a stored value that is none of the work types (spec: "order type error"). */
export const UNKNOWN_WORK_TYPE_LABEL = '주문 유형 오류';
export const DEFAULT_WORK_TYPE: WorkType = 'LEAFLET';

export const isWorkType = (value: string): value is WorkType => Object.hasOwn(WORK_TYPE_LABELS, value);
export const workTypeLabel = (value: string | null | undefined): string =>
  value != null && isWorkType(value) ? WORK_TYPE_LABELS[value] : UNKNOWN_WORK_TYPE_LABEL;

/** 인쇄 방식. */
export const PRINTING_TYPES = ['OFF', 'ROTARY', 'DIGITAL', 'OSP_PRINT', 'NO_PRINT'] as const;
export type PrintingType = (typeof PRINTING_TYPES)[number];
export const PRINTING_TYPE_LABELS: Record<PrintingType, string> = {
  OFF: '옵셋',
  ROTARY: '윤전',
  DIGITAL: '디지털',
  OSP_PRINT: '기타 인쇄',
  NO_PRINT: '무인쇄',
};
export const UNKNOWN_PRINTING_TYPE_LABEL = '인쇄 방식 오류';
export const isPrintingType = (value: string): value is PrintingType => Object.hasOwn(PRINTING_TYPE_LABELS, value);
export const printingTypeLabel = (value: string | null | undefined): string =>
  value != null && isPrintingType(value) ? PRINTING_TYPE_LABELS[value] : UNKNOWN_PRINTING_TYPE_LABEL;

/** 구성: the cover (always the first entry) or inner pages (brochures only). */
export const COMPOSITIONS = ['COVER', 'INNER'] as const;
export type Composition = (typeof COMPOSITIONS)[number];
export const COMPOSITION_LABELS: Record<Composition, string> = { COVER: '표지', INNER: '내지' };

/** An entry's heading: the first is the cover, the others inner pages by number (내지 1, 내지 2 …). */
export const printingEntryTitle = (index: number): string =>
  index === 0 ? COMPOSITION_LABELS.COVER : `${COMPOSITION_LABELS.INNER} ${index}`;
