import { InputAdornment, TextField } from '@mui/material';
import { formatWon } from '@scm/contract';
import { useController, type FieldValues } from 'react-hook-form';
import { useFieldDisabled, type FieldProps } from '../../shared/form-kit/field-props';
import { withSeparators } from './won-text';

/**
 * An amount of whole won, shown with thousands separators as it is typed. The form schema (wonAmount) reads the
 * separators back and answers anything that is not a whole amount in Korean under the field.
 */
export function WonField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
}: FieldProps<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const isDisabled = useFieldDisabled(disabled);
  const value: unknown = field.value;
  const shown = typeof value === 'number' ? formatWon(value) : typeof value === 'string' ? value : '';
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(e) => field.onChange(withSeparators(e.target.value))}
      onBlur={field.onBlur}
      label={label}
      required={required}
      disabled={isDisabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      size="small"
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 19, style: { textAlign: 'right' } },
        input: { endAdornment: <InputAdornment position="end">원</InputAdornment> },
      }}
    />
  );
}
