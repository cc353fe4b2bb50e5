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

/** Nothing is typed in READ, so nothing there is marked required (no '*', no aria-required). */
export const useFieldRequired = (required?: boolean): boolean => useFormMode() !== 'READ' && required === true;

/** Hides the required mark of fields built outside the kit, where a whole part of a form is read-only. */
export const noRequiredMarks = { '& .MuiFormLabel-asterisk': { display: 'none' } } as const;
