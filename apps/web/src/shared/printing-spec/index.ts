export { PrintingSpecEditor } from './printing-spec-editor';
export type {
  OptionPickerProps,
  OptionPickers,
  PaperPickerProps,
  PrintingSpecEditorProps,
  StaffPickers,
  SupplierPickerProps,
} from './pickers';
