import { PrintingSpecEditor, type StaffPickers } from '../../shared/printing-spec';
import { OptionPicker, PaperPicker, SupplierPicker } from './spec-pickers';

/** The order form's pickers for the shared editor: suppliers, option lists and the raw-item picker for paper. */
const STAFF_PICKERS: StaffPickers = { supplier: SupplierPicker, option: OptionPicker, paper: PaperPicker };

/** 인쇄 정보 and 제본 정보: the shared printing-spec editor in its staff form. */
export function PrintingSpecFields() {
  return <PrintingSpecEditor variant="staff" pickers={STAFF_PICKERS} />;
}
