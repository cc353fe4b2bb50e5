import {
  allowedPrintingTypes,
  blankPrintingEntry,
  defaultPrintingList,
  isWorkType,
  PRINTING_TYPES,
  printingTypeLabel,
  VARIANT_WORK_TYPES,
  workTypeLabel,
  type Composition,
  type PrintingEntryInput,
  type PrintingSpecVariant,
  type PrintingType,
  type WorkType,
} from '@scm/contract';

/**
 * The editor's decisions, apart from React: what a change resets and whether it must ask first. The contract's
 * rules say what is allowed; these say what the form does when the user changes something.
 */

/** Structural equality of form values ('' and null differ; key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(aRecord), ...Object.keys(bRecord)]);
  return [...keys].every((k) => sameValue(aRecord[k], bRecord[k]));
}

interface EntryPlace {
  composition: Composition;
  printingType: PrintingType;
}

/** Whether an entry holds nothing beyond what its type starts with (so resetting it loses nothing). */
export const isBlankEntry = (variant: PrintingSpecVariant, entry: EntryPlace): boolean =>
  sameValue(entry, blankPrintingEntry(variant, entry.composition, entry.printingType));

export interface Change<T> {
  /** Ask first: the change throws away something the user entered. */
  confirm: boolean;
  next: T;
}

/**
 * A work-type change resets the printing list to the new type's single cover entry. It asks first unless the list
 * is still the untouched default of the old type (nothing typed would be lost).
 */
export function workTypeChange<V extends PrintingSpecVariant>(
  variant: V,
  from: WorkType,
  to: WorkType,
  printingList: readonly unknown[],
): Change<PrintingEntryInput<V>[]> {
  return {
    confirm: !sameValue(printingList, defaultPrintingList(variant, from)),
    next: defaultPrintingList(variant, to),
  };
}

/** A printing-type change resets that entry (keeping cover/inner); it asks first when the entry holds anything. */
export function printingTypeChange<V extends PrintingSpecVariant>(
  variant: V,
  entry: EntryPlace,
  to: PrintingType,
): Change<PrintingEntryInput<V>> {
  return { confirm: !isBlankEntry(variant, entry), next: blankPrintingEntry(variant, entry.composition, to) };
}

/** Turning a yes/no to no empties its list; it asks first only when the list holds something. */
export const turnOffNeedsConfirm = (list: readonly unknown[] | undefined): boolean => (list?.length ?? 0) > 0;

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

export const workTypeOptions = (variant: PrintingSpecVariant): ChoiceOption<WorkType>[] =>
  VARIANT_WORK_TYPES[variant].map((value) => ({ value, label: workTypeLabel(value) }));

/**
 * The printing types offered for an entry: those the work type allows, plus the entry's current one if it is not
 * (a saved order from before a rule change), so the select still shows it and the schema names the problem.
 */
export function printingTypeOptions(workType: string, current: PrintingType): ChoiceOption<PrintingType>[] {
  // A stored work type outside the vocabulary ('주문 유형 오류') offers every type rather than none.
  const allowed = isWorkType(workType) ? allowedPrintingTypes(workType) : PRINTING_TYPES;
  const values = allowed.includes(current) ? allowed : [...allowed, current];
  return values.map((value) => ({ value, label: printingTypeLabel(value) }));
}

/** A list-level message: zod puts it at the list's path, react-hook-form's field arrays sometimes under `root`. */
export function listErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}
