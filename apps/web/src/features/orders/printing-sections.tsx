import {
  PaperStockOrderProvider,
  PrintingSpecEditor,
  type OptionPickers,
  type StaffPickers,
} from '../../shared/printing-spec';
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
}: {
  variant?: 'staff' | 'shopbag' | 'customer';
  orderId?: number;
  /** A supervisor correcting paper after work started: the paper lines stay editable in the locked spec. */
  paperEditable?: boolean;
}) {
  return variant === 'customer' ? (
    <PrintingSpecEditor variant="customer" pickers={CUSTOMER_PICKERS} />
  ) : (
    <PaperStockOrderProvider orderId={orderId ?? null} paperEditable={paperEditable}>
      <PrintingSpecEditor variant={variant} pickers={STAFF_PICKERS} />
    </PaperStockOrderProvider>
  );
}
