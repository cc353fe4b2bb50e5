export { PrintingSpecEditor } from './printing-spec-editor';
export { PaperStockOrderProvider } from './paper-stock-scope';
export type {
  OptionPickerProps,
  OptionPickers,
  PaperPickerProps,
  PrintingSpecEditorProps,
  StaffPickers,
  SupplierPickerProps,
} from './pickers';
