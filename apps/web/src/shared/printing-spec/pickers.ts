import type { OptionType, PrintingSpecInput } from '@scm/contract';
import type { ComponentType } from 'react';

/**
 * The pickers the editor cannot own (shared code does not import features): the page that shows the editor passes
 * them in. Each is controlled and shows its own label, error and helper text.
 */
interface PickerBase {
  label: string;
  disabled: boolean;
  required?: boolean;
  error: boolean;
  helperText?: string;
}

/** 외주처: a supplier (getSellerSelectList), or none. */
export interface SupplierPickerProps extends PickerBase {
  value: number | null;
  onChange: (id: number | null) => void;
}

/** 후가공 / 접지·제본 options of one type (getOptionList(optionType)), several at once. */
export interface OptionPickerProps extends PickerBase {
  optionType: OptionType;
  value: number[];
  onChange: (ids: number[]) => void;
}

/** 용지: one raw item (the items feature's ItemPicker); the name travels along for display. */
export interface PaperPickerProps extends PickerBase {
  value: { id: number; name: string } | null;
  onChange: (item: { id: number; name: string } | null) => void;
}

export interface OptionPickers {
  option: ComponentType<OptionPickerProps>;
}
export interface StaffPickers extends OptionPickers {
  supplier: ComponentType<SupplierPickerProps>;
  paper: ComponentType<PaperPickerProps>;
}

/** The editor's props per form: customers pick options only; staff and bag forms also suppliers and paper. */
export type PrintingSpecEditorProps = (
  { variant: 'customer'; pickers: OptionPickers } | { variant: 'staff' | 'shopbag'; pickers: StaffPickers }
) & {
  /**
   * Shows 완성 사이즈 (the spec's finishedSize) under 작업 유형, suggesting these sizes (the rate table's 절수 sizes);
   * left out, the form shows the size elsewhere or not at all.
   */
  finishedSizes?: readonly string[];
};

/** The form values the editor reads and writes at the form's root (the staff shape holds every field). */
export type SpecForm = PrintingSpecInput<'staff'>;
