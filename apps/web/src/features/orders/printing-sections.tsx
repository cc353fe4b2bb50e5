import type { RateSet } from '@scm/contract';
import {
  PaperStockOrderProvider,
  PrintingSpecEditor,
  type OptionPickers,
  type StaffPickers,
} from '../../shared/printing-spec';
import { useRateSet } from '../../shared/estimate';
import { OptionPicker, PaperPicker, SupplierPicker } from './spec-pickers';

/** The staff and bag forms' pickers for the shared editor: suppliers, option lists and the raw-item picker for paper. */
const STAFF_PICKERS: StaffPickers = { supplier: SupplierPicker, option: OptionPicker, paper: PaperPicker };
/** Customers pick post-process and folding/binding options only (no suppliers, no paper). */
const CUSTOMER_PICKERS: OptionPickers = { option: OptionPicker };

/**
 * 인쇄 정보 and 제본 정보: the shared printing-spec editor with the pickers of the order form it sits in. `orderId` =
 * the saved order: the paper lines' stock line leaves its own need out of "other orders".
 */
export function PrintingSpecFields({
  variant = 'staff',
  orderId,
  paperEditable = false,
  ratesDate,
}: {
  variant?: 'staff' | 'shopbag' | 'customer';
  orderId?: number;
  /** A supervisor correcting paper after work started: the paper lines stay editable in the locked spec. */
  paperEditable?: boolean;
  /** Shows 완성 사이즈 with the sizes of this day's 절수 table as suggestions; left out, the form shows no size here. */
  ratesDate?: string;
}) {
  const { rateSet } = useRateSet(ratesDate ?? null);
  const finishedSizes = ratesDate === undefined ? undefined : cutSizesOf(rateSet);
  return variant === 'customer' ? (
    <PrintingSpecEditor variant="customer" pickers={CUSTOMER_PICKERS} finishedSizes={finishedSizes} />
  ) : (
    <PaperStockOrderProvider orderId={orderId ?? null} paperEditable={paperEditable}>
      <PrintingSpecEditor variant={variant} pickers={STAFF_PICKERS} finishedSizes={finishedSizes} />
    </PaperStockOrderProvider>
  );
}

/** The finished sizes the 절수 table knows on that day (A4, B5, 90x50 …), each once, in the table's order. */
export const cutSizesOf = (rateSet: RateSet | null): string[] =>
  rateSet ? [...new Set([...rateSet.cuts.values()].map((c) => c.finishedSize.trim()))] : [];
