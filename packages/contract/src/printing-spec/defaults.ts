import {
  defaultPrintingType,
  INNER_DEFAULT_PRINTING_TYPE,
  OUTSOURCING_FLAG_FIELDS,
  OUTSOURCING_ID_FIELDS,
  VARIANT_FIELDS,
  VARIANT_WORK_TYPES,
  type PrintingSpecVariant,
  type PrintingTypeField,
} from './rules.js';
import type { PaperLineInput, PrintingEntryInput, PrintingSpecInput } from './schema.js';
import type { Composition, PrintingType, WorkType } from './vocabulary.js';

/** What the form of each variant starts with and resets to: every field present, nothing filled. */

function blankValue(field: PrintingTypeField): boolean | null | string {
  if ((OUTSOURCING_FLAG_FIELDS as readonly string[]).includes(field)) return false;
  if ((OUTSOURCING_ID_FIELDS as readonly string[]).includes(field)) return null;
  return '';
}

export function blankPrintingEntry<V extends PrintingSpecVariant>(
  variant: V,
  composition: Composition,
  printingType: PrintingType,
): PrintingEntryInput<V> {
  const fields = VARIANT_FIELDS[variant];
  const entry: Record<string, unknown> = {
    composition,
    printingType,
    dosu: '',
    julsu: '',
    pageCount: null,
    isPostProcess: false,
    postProcessList: [],
  };
  for (const field of fields.printingTypeFields) entry[field] = blankValue(field);
  if (fields.paper) entry.usePaperList = [];
  // Built from VARIANT_FIELDS, which lists exactly the fields of this variant's entry schema (tested).
  return entry as PrintingEntryInput<V>;
}

/** The list a new spec, or a changed work type, starts with: one cover entry of the work type's default type. */
export const defaultPrintingList = <V extends PrintingSpecVariant>(variant: V, workType: WorkType) => [
  blankPrintingEntry(variant, 'COVER', defaultPrintingType(workType)),
];

/** A new inner-pages entry (brochures only): offset printing. */
export const newInnerEntry = <V extends PrintingSpecVariant>(variant: V) =>
  blankPrintingEntry(variant, 'INNER', INNER_DEFAULT_PRINTING_TYPE);

/** An entry after its printing type changed (confirmed first): everything reset, only its place (cover/inner) kept. */
export const resetPrintingEntry = <V extends PrintingSpecVariant>(
  variant: V,
  entry: { composition: Composition },
  printingType: PrintingType,
) => blankPrintingEntry(variant, entry.composition, printingType);

/** A new spec: the variant's first work type (LEAFLET, or SHOPBAG for bags) and its default list. */
export function blankPrintingSpec<V extends PrintingSpecVariant>(variant: V): PrintingSpecInput<V> {
  const workType = VARIANT_WORK_TYPES[variant][0];
  return {
    workType,
    finishedSize: '',
    printingList: defaultPrintingList(variant, workType),
    isFoldingBinding: false,
    foldingBindingList: [],
  } as PrintingSpecInput<V>;
}

/** A new paper line: nothing chosen, amounts empty. */
export const blankPaperLine = (): PaperLineInput => ({ rawItemId: null, amount: '', wrongAmount: '' });
