import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { FormTextField } from './form-text-field';

/** What a count field keeps of what is typed: digits and the thousands separators the schema reads back. */
export const countCharacters = (typed: string) => typed.replace(/[^\d,]/g, '');

/**
 * A whole count (a maximum quantity, a rated speed, sheets of paper): the phone's number pad, and anything but digits
 * and commas dropped as it is typed. The form schema turns the text into a number and answers in Korean.
 */
export function FormCountField<TIn extends FieldValues, TOut extends FieldValues>(
  props: FieldProps<TIn, TOut> & { maxLength?: number },
) {
  return <FormTextField {...props} format={countCharacters} inputMode="numeric" autoComplete="off" />;
}
