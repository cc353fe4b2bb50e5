import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormMode } from './form-mode';

/** Pass `form.control` (or useFormContext's) so `name` is checked against the form's fields. */
export interface FieldProps<TIn extends FieldValues, TOut extends FieldValues = TIn> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  required?: boolean;
  /** Disabled whatever the mode, e.g. an ID that cannot change after creation. */
  disabled?: boolean;
  helperText?: string;
}

/** Every field is read-only in READ mode (spec 000 §5). */
export const useFieldDisabled = (disabled?: boolean): boolean => useFormMode() === 'READ' || disabled === true;
