import type { EstimateInput, PrintingEntryInput, PrintingSpecInput, ShopbagType } from '@scm/contract';

/**
 * What the estimate reads of a spec form (staff, bag or customer variant): the spec as the editor holds it, counts
 * still as typed text. Every field may be missing while the form is being filled.
 */
export type SpecDraft = Partial<Omit<PrintingSpecInput<'staff'>, 'printingList' | 'foldingBindingList'>> & {
  printingList?: readonly Partial<PrintingEntryInput<'staff'>>[];
  foldingBindingList?: PrintingSpecInput<'staff'>['foldingBindingList'];
};

export interface EstimateDraftExtras {
  /** Copies (부), or bags, as typed ('1,200', 1200, ''). */
  quantity: unknown;
  /** Names the pickers know (options, suppliers); the chosen papers' names are read from the paper lines. */
  names?: EstimateInput['names'];
  /** A bag order: its cut type and the advertiser slots sold. */
  shopbag?: { shopbagType: ShopbagType; slots: number } | null;
}

/** A typed count ('1,200', ' 30 ', 30) as a whole number, or null when nothing (or nothing whole) is typed. */
export const countOf = (typed: unknown): number | null => {
  if (typeof typed === 'number') return Number.isInteger(typed) && typed >= 0 ? typed : null;
  const text = typeof typed === 'string' ? typed.trim().replaceAll(',', '') : '';
  return /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * The form's spec as the engine's input (the server prices the saved spec the same way): counts from their typed
 * text, 후가공 and 접지/제본 only when switched on (the contract keeps them only then), and the chosen papers' names
 * beside the pickers' names for the formulas.
 */
export function estimateInputOf(draft: SpecDraft, extras: EstimateDraftExtras): EstimateInput {
  const entries = draft.printingList ?? [];
  const rawItems: Record<number, string> = { ...extras.names?.rawItems };
  for (const entry of entries)
    for (const p of entry.usePaperList ?? [])
      if (p.rawItemId != null && p.rawItemName) rawItems[p.rawItemId] = p.rawItemName;
  return {
    workType: draft.workType ?? 'LEAFLET',
    quantity: countOf(extras.quantity) ?? 0,
    finishedSize: draft.finishedSize?.trim() || null,
    printingList: entries.map((e) => ({
      composition: e.composition ?? 'COVER',
      printingType: e.printingType ?? 'OFF',
      dosu: e.dosu ?? null,
      julsu: e.julsu ?? null,
      pageCount: countOf(e.pageCount) || null,
      usePaperList: (e.usePaperList ?? []).map((p) => ({
        rawItemId: p.rawItemId ?? null,
        amount: countOf(p.amount),
        wrongAmount: countOf(p.wrongAmount),
      })),
      postProcessList: e.isPostProcess
        ? (e.postProcessList ?? []).map((pp) => ({
            postProcessOption: pp.postProcessOption ?? [],
            postProcessOutsourcingId: pp.postProcessOutsourcingId ?? null,
          }))
        : [],
      isOffCtpOutsourcing: e.isOffCtpOutsourcing ?? false,
      offCtpOutsourcingId: e.offCtpOutsourcingId ?? null,
      isOffPrintOutsourcing: e.isOffPrintOutsourcing ?? false,
      offPrintOutsourcingId: e.offPrintOutsourcingId ?? null,
      rotaryOutsourcingId: e.rotaryOutsourcingId ?? null,
      isDigitalOutsourcing: e.isDigitalOutsourcing ?? false,
      digitalOutsourcingId: e.digitalOutsourcingId ?? null,
      ospOutsourcingId: e.ospOutsourcingId ?? null,
    })),
    foldingBindingList: draft.isFoldingBinding
      ? (draft.foldingBindingList ?? []).map((fb) => ({
          foldingBindingOption: fb.foldingBindingOption ?? [],
          foldingBindingOutsourcingId: fb.foldingBindingOutsourcingId ?? null,
        }))
      : [],
    shopbag: extras.shopbag ?? null,
    names: { ...extras.names, rawItems },
  };
}
