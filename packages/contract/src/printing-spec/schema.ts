import { z } from 'zod';
import { MSG } from '../common/messages.js';
import { MAX_ID, optionalText, wholeNumber } from '../common/validation.js';
import { printingSpecMessages as M } from './messages.js';
import {
  allowsInnerPages,
  allowsPostProcess,
  isPrintingTypeAllowed,
  PRINTING_TYPE_STAGES,
  printingTypeFields,
  VARIANT_WORK_TYPES,
  type OutsourcingFlagField,
  type OutsourcingIdField,
  type PrintingRemarkField,
  type PrintingSpecVariant,
  type PrintingTypeField,
} from './rules.js';
import { COMPOSITIONS, PRINTING_TYPES, type Composition, type PrintingType, type WorkType } from './vocabulary.js';

/** Bounds that keep a body small; no real job comes near them. */
export const PRINTING_LIST_MAX = 100;
export const FINISHING_LIST_MAX = 50;
export const PAPER_LIST_MAX = 50;
export const OPTION_IDS_MAX = 50;
export const PRINTING_TEXT_MAX = 255;
export const FINISHED_SIZE_MAX = 32;
export const PAGE_COUNT_MAX = 2_000;

const text = () => optionalText(PRINTING_TEXT_MAX);
const flag = () => z.boolean({ error: M.yesNoRequired }).default(false);
/** A supplier (외주처) or nothing; always present in the form, so absent means nothing too. */
const supplierId = () =>
  z
    .number({ error: M.supplierInvalid })
    .int(M.supplierInvalid)
    .positive(M.supplierInvalid)
    .max(MAX_ID, M.supplierInvalid)
    .nullable()
    .default(null);

/** A picked id the form holds as null until chosen: null gets `message`, as does anything but a positive id. */
const chosenId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
    .nullable()
    .transform((v, ctx) => {
      if (v !== null) return v;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A count that may stay empty: '' and null are "not entered" (null); otherwise a whole number ≥ 0. */
const optionalCount = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: MSG.numbersOnly })
    .optional()
    .transform((v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v))
    .pipe(wholeNumber({ min: 0, max: MAX_ID, minMessage: MSG.min0 }).nullable());

const optionIds = () =>
  z
    .array(
      z.number({ error: M.optionInvalid }).int(M.optionInvalid).positive(M.optionInvalid).max(MAX_ID, M.optionInvalid),
      {
        error: M.optionRequired,
      },
    )
    .min(1, M.optionRequired)
    .max(OPTION_IDS_MAX, M.tooMany(OPTION_IDS_MAX))
    .refine((ids) => new Set(ids).size === ids.length, M.optionDuplicate);

/** A strict object whose unknown keys (fields this form does not have) get a Korean message. */
const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? M.notInThisForm : undefined) });

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: M.listInvalid }).max(max, M.tooMany(max)).default([]);

/** 용지: the raw item used, its amount and the spoilage (파지). rawItemName is display only; the server ignores it. */
export const PaperLineInputSchema = strict({
  rawItemId: chosenId(M.paperRequired),
  rawItemName: z.string().optional(),
  amount: optionalCount(),
  wrongAmount: optionalCount(),
});

const postProcessStaff = strict({
  postProcessOption: optionIds(),
  postProcessOutsourcingId: supplierId(),
  postProcessRemark: text(),
});
const postProcessCustomer = strict({ postProcessOption: optionIds(), postProcessRemark: text() });
const foldingBindingStaff = strict({
  foldingBindingOption: optionIds(),
  foldingBindingOutsourcingId: supplierId(),
  foldingBindingRemark: text(),
});
const foldingBindingCustomer = strict({ foldingBindingOption: optionIds(), foldingBindingRemark: text() });

/** Pages of this part of a copy (a brochure's inner pages, for the estimate); empty = one leaf per copy. */
const pageCount = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: MSG.numbersOnly })
    .optional()
    .transform((v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v))
    .pipe(wholeNumber({ min: 1, max: PAGE_COUNT_MAX, minMessage: M.pageCountInvalid }).nullable());

const entryBase = {
  composition: z.enum(COMPOSITIONS, { error: M.compositionRequired }),
  printingType: z.enum(PRINTING_TYPES, { error: M.printingTypeRequired }),
  dosu: text(),
  julsu: text(),
  pageCount: pageCount(),
  isPostProcess: flag(),
};
const remarks = {
  offCtpRemark: text(),
  offPrintRemark: text(),
  rotaryRemark: text(),
  digitalRemark: text(),
  ospRemark: text(),
  noPrintRemark: text(),
} satisfies Record<PrintingRemarkField, z.ZodType>;
const outsourcing = {
  isOffCtpOutsourcing: flag(),
  offCtpOutsourcingId: supplierId(),
  isOffPrintOutsourcing: flag(),
  offPrintOutsourcingId: supplierId(),
  rotaryOutsourcingId: supplierId(),
  isDigitalOutsourcing: flag(),
  digitalOutsourcingId: supplierId(),
  ospOutsourcingId: supplierId(),
} satisfies Record<OutsourcingFlagField | OutsourcingIdField, z.ZodType>;

const entries = {
  staff: strict({
    ...entryBase,
    ...outsourcing,
    ...remarks,
    usePaperList: list(PaperLineInputSchema, PAPER_LIST_MAX),
    postProcessList: list(postProcessStaff, FINISHING_LIST_MAX),
  }),
  customer: strict({ ...entryBase, ...remarks, postProcessList: list(postProcessCustomer, FINISHING_LIST_MAX) }),
  shopbag: strict({
    ...entryBase,
    digitalRemark: text(),
    noPrintRemark: text(),
    usePaperList: list(PaperLineInputSchema, PAPER_LIST_MAX),
    postProcessList: list(postProcessStaff, FINISHING_LIST_MAX),
  }),
};

const specShape = <E extends z.ZodType, F extends z.ZodType>(variant: PrintingSpecVariant, entry: E, folding: F) => {
  const workTypes = VARIANT_WORK_TYPES[variant];
  return {
    workType: z.enum(workTypes, { error: M.workTypeRequired }).default(workTypes[0]),
    /** 완성 사이즈 ('A4', '90x50'): with the paper's parent sheet it finds the 절수 when the entry names none. */
    finishedSize: optionalText(FINISHED_SIZE_MAX),
    printingList: z
      .array(entry, { error: M.printingListRequired })
      .min(1, M.printingListRequired)
      .max(PRINTING_LIST_MAX, M.tooMany(PRINTING_LIST_MAX)),
    isFoldingBinding: flag(),
    foldingBindingList: list(folding, FINISHING_LIST_MAX),
  };
};

const SHAPES = {
  staff: specShape('staff', entries.staff, foldingBindingStaff),
  customer: specShape('customer', entries.customer, foldingBindingCustomer),
  shopbag: specShape('shopbag', entries.shopbag, foldingBindingStaff),
};

/** The spec's fields in the form of `variant`, to spread into an order's own strict object (then add the check). */
export const printingSpecShape = <V extends PrintingSpecVariant>(variant: V): (typeof SHAPES)[V] => SHAPES[variant];

/** What the check reads: any variant's parsed spec. */
export interface PrintingSpecToCheck {
  workType: WorkType;
  printingList: readonly PrintingEntryToCheck[];
  isFoldingBinding: boolean;
  foldingBindingList: readonly unknown[];
}
export type PrintingEntryToCheck = {
  composition: Composition;
  printingType: PrintingType;
  isPostProcess: boolean;
  postProcessList: readonly unknown[];
} & Partial<Record<PrintingTypeField, unknown>>;

const isFilled = (value: unknown) =>
  value === true || typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');

const ALL_TYPE_FIELDS: readonly PrintingTypeField[] = [
  ...new Set(PRINTING_TYPES.flatMap((t) => printingTypeFields(t))),
];

/**
 * The rules no single field can check, each answered at the field the form shows it on: refuses every body the
 * editor could not produce.
 */
export function checkPrintingSpec(spec: PrintingSpecToCheck, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  spec.printingList.forEach((entry, i) => {
    const at = (field: string) => ['printingList', i, field];
    if (!isPrintingTypeAllowed(spec.workType, entry.printingType))
      issue(at('printingType'), M.printingTypeNotAllowed(spec.workType, entry.printingType));
    if (i === 0 && entry.composition !== 'COVER') issue(at('composition'), M.firstMustBeCover);
    if (i > 0 && !allowsInnerPages(spec.workType)) issue(at('composition'), M.innerOnlyBrochure);
    else if (i > 0 && entry.composition !== 'INNER') issue(at('composition'), M.onlyOneCover);

    const own = printingTypeFields(entry.printingType);
    for (const field of ALL_TYPE_FIELDS)
      if (!own.includes(field) && isFilled(entry[field])) issue(at(field), M.fieldOfOtherType(entry.printingType));
    for (const stage of PRINTING_TYPE_STAGES[entry.printingType]) {
      const flagField = stage.outsourcing?.flag;
      const idField = stage.outsourcing?.id;
      if (!flagField || !idField || !(flagField in entry)) continue;
      const outsourced = entry[flagField] === true;
      const hasSupplier = entry[idField] != null;
      if (outsourced && !hasSupplier) issue(at(idField), M.supplierRequired);
      if (!outsourced && hasSupplier) issue(at(idField), M.supplierWithoutOutsourcing);
    }

    if (!allowsPostProcess(entry.printingType)) {
      if (entry.isPostProcess || entry.postProcessList.length > 0) issue(at('isPostProcess'), M.postProcessNotAllowed);
    } else if (!entry.isPostProcess && entry.postProcessList.length > 0) {
      issue(at('postProcessList'), M.postProcessListWithoutYes);
    } else if (entry.isPostProcess && entry.postProcessList.length === 0) {
      issue(at('postProcessList'), M.postProcessRequired);
    }
  });
  if (!spec.isFoldingBinding && spec.foldingBindingList.length > 0)
    issue(['foldingBindingList'], M.foldingBindingListWithoutYes);
  if (spec.isFoldingBinding && spec.foldingBindingList.length === 0)
    issue(['foldingBindingList'], M.foldingBindingRequired);
}

const SCHEMAS = {
  staff: strict(SHAPES.staff).superRefine(checkPrintingSpec),
  customer: strict(SHAPES.customer).superRefine(checkPrintingSpec),
  shopbag: strict(SHAPES.shopbag).superRefine(checkPrintingSpec),
};

/** The printing spec alone, as the form of `variant` sends it. Orders spread printingSpecShape and add the check. */
export const printingSpecSchema = <V extends PrintingSpecVariant>(variant: V): (typeof SCHEMAS)[V] => SCHEMAS[variant];

export type PrintingSpecInput<V extends PrintingSpecVariant> = z.input<(typeof SCHEMAS)[V]>;
export type PrintingSpecValues<V extends PrintingSpecVariant> = z.output<(typeof SCHEMAS)[V]>;
export type PrintingEntryInput<V extends PrintingSpecVariant> = z.input<(typeof entries)[V]>;
export type PrintingEntryValues<V extends PrintingSpecVariant> = z.output<(typeof entries)[V]>;
export type PaperLineInput = z.input<typeof PaperLineInputSchema>;
export type PaperLineValues = z.output<typeof PaperLineInputSchema>;
