import type { PrintingType, WorkType } from './vocabulary.js';

/**
 * The printing-spec rules (spec 001 §4, 002 §4), once, as data: which printing types a work type allows, what a
 * new list and a new entry hold, where inner pages and post-process belong, and which fields each printing type
 * owns. The web editor draws itself from these tables and the schema (schema.ts) refuses whatever they forbid.
 */

/**
 * Which form the spec is edited in:
 * - staff: the admin printing order (every field);
 * - customer: the customer's printing order (no outsourcing fields, no paper lines — 002 §3);
 * - shopbag: the shopping-bag order (work type SHOPBAG; DIGITAL or NO_PRINT only, with paper lines, post-process
 *   and folding/binding — 002 §3/§5). Its printing has no outsourcing flags (the seed lists none), only remarks.
 */
export const PRINTING_SPEC_VARIANTS = ['staff', 'customer', 'shopbag'] as const;
export type PrintingSpecVariant = (typeof PRINTING_SPEC_VARIANTS)[number];

/** The work types each form offers: printing orders never take SHOPBAG, the bag order is nothing else. */
export const VARIANT_WORK_TYPES: Record<PrintingSpecVariant, readonly [WorkType, ...WorkType[]]> = {
  staff: ['LEAFLET', 'LEAFSHEET', 'BROCHURE', 'OSP'],
  customer: ['LEAFLET', 'LEAFSHEET', 'BROCHURE', 'OSP'],
  shopbag: ['SHOPBAG'],
};

/**
 * Allowed printing types per work type (001 §4). SHOPBAG is our reading of 002 §5 ("printingType DIGITAL or
 * NO_PRINT only"): bags are printed digitally or not at all.
 */
export const ALLOWED_PRINTING_TYPES: Record<WorkType, readonly [PrintingType, ...PrintingType[]]> = {
  LEAFLET: ['OFF', 'ROTARY', 'DIGITAL', 'NO_PRINT'],
  LEAFSHEET: ['OFF', 'ROTARY', 'DIGITAL', 'NO_PRINT'],
  BROCHURE: ['OFF', 'DIGITAL', 'NO_PRINT'],
  OSP: ['OSP_PRINT', 'NO_PRINT'],
  SHOPBAG: ['DIGITAL', 'NO_PRINT'],
};

export const allowedPrintingTypes = (workType: WorkType): readonly PrintingType[] => ALLOWED_PRINTING_TYPES[workType];
export const isPrintingTypeAllowed = (workType: WorkType, printingType: PrintingType): boolean =>
  ALLOWED_PRINTING_TYPES[workType].includes(printingType);

/**
 * The cover's printing type after a work-type change: OSP_PRINT for OSP, else OFF (001 §4); SHOPBAG, which cannot
 * take OFF, starts DIGITAL.
 */
export function defaultPrintingType(workType: WorkType): PrintingType {
  switch (workType) {
    case 'OSP':
      return 'OSP_PRINT';
    case 'SHOPBAG':
      return 'DIGITAL';
    case 'LEAFLET':
    case 'LEAFSHEET':
    case 'BROCHURE':
      return 'OFF';
  }
}

/** Only brochures have inner pages; each added one starts as offset printing. */
export const allowsInnerPages = (workType: WorkType): boolean => workType === 'BROCHURE';
export const INNER_DEFAULT_PRINTING_TYPE: PrintingType = 'OFF';

/** Post-process (후가공) belongs to OFF, ROTARY and DIGITAL only. */
export const POST_PROCESS_PRINTING_TYPES: readonly PrintingType[] = ['OFF', 'ROTARY', 'DIGITAL'];
export const allowsPostProcess = (printingType: PrintingType): boolean =>
  POST_PROCESS_PRINTING_TYPES.includes(printingType);

export type OutsourcingFlagField = 'isOffCtpOutsourcing' | 'isOffPrintOutsourcing' | 'isDigitalOutsourcing';
export type OutsourcingIdField =
  'offCtpOutsourcingId' | 'offPrintOutsourcingId' | 'rotaryOutsourcingId' | 'digitalOutsourcingId' | 'ospOutsourcingId';
export type PrintingRemarkField =
  'offCtpRemark' | 'offPrintRemark' | 'rotaryRemark' | 'digitalRemark' | 'ospRemark' | 'noPrintRemark';
export type PrintingTypeField = OutsourcingFlagField | OutsourcingIdField | PrintingRemarkField;

/**
 * One stage of a printing type with its remark and, for staff, who does it. With a flag, a yes/no toggle reveals
 * the supplier; without one (ROTARY, OSP_PRINT) the supplier is optional and empty means in-house.
 */
export interface PrintingStage {
  label: string;
  remark: PrintingRemarkField;
  outsourcing: { flag: OutsourcingFlagField | null; id: OutsourcingIdField } | null;
}

/** Which fields belong to each printing type (read off the field names, 001 §3). */
export const PRINTING_TYPE_STAGES: Record<PrintingType, readonly PrintingStage[]> = {
  OFF: [
    {
      label: 'CTP',
      remark: 'offCtpRemark',
      outsourcing: { flag: 'isOffCtpOutsourcing', id: 'offCtpOutsourcingId' },
    },
    {
      label: '인쇄',
      remark: 'offPrintRemark',
      outsourcing: { flag: 'isOffPrintOutsourcing', id: 'offPrintOutsourcingId' },
    },
  ],
  ROTARY: [{ label: '윤전 인쇄', remark: 'rotaryRemark', outsourcing: { flag: null, id: 'rotaryOutsourcingId' } }],
  DIGITAL: [
    {
      label: '디지털 인쇄',
      remark: 'digitalRemark',
      outsourcing: { flag: 'isDigitalOutsourcing', id: 'digitalOutsourcingId' },
    },
  ],
  OSP_PRINT: [{ label: '기타 인쇄', remark: 'ospRemark', outsourcing: { flag: null, id: 'ospOutsourcingId' } }],
  NO_PRINT: [{ label: '무인쇄', remark: 'noPrintRemark', outsourcing: null }],
};

/** The fields a printing type owns (its flags, supplier ids and remarks). */
export function printingTypeFields(printingType: PrintingType): PrintingTypeField[] {
  return PRINTING_TYPE_STAGES[printingType].flatMap((stage) => {
    const own: PrintingTypeField[] = [stage.remark];
    if (stage.outsourcing) {
      if (stage.outsourcing.flag) own.push(stage.outsourcing.flag);
      own.push(stage.outsourcing.id);
    }
    return own;
  });
}

export const OUTSOURCING_FLAG_FIELDS: readonly OutsourcingFlagField[] = [
  'isOffCtpOutsourcing',
  'isOffPrintOutsourcing',
  'isDigitalOutsourcing',
];
export const OUTSOURCING_ID_FIELDS: readonly OutsourcingIdField[] = [
  'offCtpOutsourcingId',
  'offPrintOutsourcingId',
  'rotaryOutsourcingId',
  'digitalOutsourcingId',
  'ospOutsourcingId',
];
export const PRINTING_REMARK_FIELDS: readonly PrintingRemarkField[] = [
  'offCtpRemark',
  'offPrintRemark',
  'rotaryRemark',
  'digitalRemark',
  'ospRemark',
  'noPrintRemark',
];

/** What each form shows. */
export interface VariantFields {
  /** Printing-type fields present in the entry. */
  printingTypeFields: readonly PrintingTypeField[];
  /** Paper lines (용지: raw item, amount, spoilage). */
  paper: boolean;
  /** Supplier ids on post-process and folding/binding entries. */
  finishingOutsourcing: boolean;
}

export const VARIANT_FIELDS: Record<PrintingSpecVariant, VariantFields> = {
  staff: {
    printingTypeFields: [...OUTSOURCING_FLAG_FIELDS, ...OUTSOURCING_ID_FIELDS, ...PRINTING_REMARK_FIELDS],
    paper: true,
    finishingOutsourcing: true,
  },
  customer: { printingTypeFields: PRINTING_REMARK_FIELDS, paper: false, finishingOutsourcing: false },
  shopbag: { printingTypeFields: ['digitalRemark', 'noPrintRemark'], paper: true, finishingOutsourcing: true },
};

/** The stages an entry of this type shows in this form, without the outsourcing parts the form lacks. */
export function variantStages(variant: PrintingSpecVariant, printingType: PrintingType): PrintingStage[] {
  const present = VARIANT_FIELDS[variant].printingTypeFields;
  return PRINTING_TYPE_STAGES[printingType]
    .filter((stage) => present.includes(stage.remark))
    .map((stage) => ({
      ...stage,
      outsourcing: stage.outsourcing && present.includes(stage.outsourcing.id) ? stage.outsourcing : null,
    }));
}
