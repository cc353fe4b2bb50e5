import type { Composition, PrintingType, WorkType } from '../printing-spec/vocabulary.js';
import type { ShopbagType } from '../shopbag-order/design.js';

/** What the estimate engine takes and answers (estimate.ts). */

export interface EstimatePaperLine {
  rawItemId: number | null;
  /** Sheets staff entered on an extra paper line; the first line's sheets are computed from the quantity. */
  amount?: number | null;
  wrongAmount?: number | null;
}
export interface EstimatePostProcess {
  postProcessOption: readonly number[];
  postProcessOutsourcingId?: number | null;
}
export interface EstimateFoldingBinding {
  foldingBindingOption: readonly number[];
  foldingBindingOutsourcingId?: number | null;
}
/** A printing entry as the spec holds it (any variant), plus its page count (inner pages) and finished size. */
export interface EstimateEntry {
  composition: Composition;
  printingType: PrintingType;
  dosu?: string | null;
  julsu?: string | null;
  /** Pages of this part of a copy (a brochure's inner pages); absent or null: one piece per copy. */
  pageCount?: number | null;
  /** e.g. 'A4': read with the paper's parent sheet in the 절수 table when `julsu` is empty. */
  finishedSize?: string | null;
  usePaperList?: readonly EstimatePaperLine[];
  postProcessList?: readonly EstimatePostProcess[];
  isOffCtpOutsourcing?: boolean;
  offCtpOutsourcingId?: number | null;
  isOffPrintOutsourcing?: boolean;
  offPrintOutsourcingId?: number | null;
  rotaryOutsourcingId?: number | null;
  isDigitalOutsourcing?: boolean;
  digitalOutsourcingId?: number | null;
  ospOutsourcingId?: number | null;
}
export interface EstimateInput {
  workType: WorkType;
  /** Copies (부), or bags for a shopping-bag order. */
  quantity: number;
  printingList: readonly EstimateEntry[];
  foldingBindingList?: readonly EstimateFoldingBinding[];
  /** The finished size of every entry without its own. */
  finishedSize?: string | null;
  /** A shopping-bag order: its cut type and the advertiser slots sold. */
  shopbag?: { shopbagType: ShopbagType; slots: number } | null;
  /** Display names for the formulas; ids are shown when absent. */
  names?: {
    rawItems?: Readonly<Record<number, string>>;
    options?: Readonly<Record<number, string>>;
    sellers?: Readonly<Record<number, string>>;
  };
}

export const ESTIMATE_LINE_KINDS = [
  'PAPER',
  'PLATE',
  'PRINT',
  'MAKE_READY',
  'FINISHING',
  'OUTSOURCING',
  'SHOPBAG',
  'MARGIN',
] as const;
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number];

export interface EstimateLine {
  kind: EstimateLineKind;
  label: string;
  /** May be a fraction (1.05연); the amount is always whole won. */
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  formula: string;
}

export interface Estimate {
  lines: EstimateLine[];
  /** The lines' sum before rounding, and what the rounding cut off. */
  subtotal: number;
  roundedOff: number;
  supply: number;
  vat: number;
  total: number;
  /** One Korean message per rate or spec value the engine could not find; empty when the price is complete. */
  missing: string[];
  /** The date of the rate set the price was made with. */
  ratesDate: string;
}
