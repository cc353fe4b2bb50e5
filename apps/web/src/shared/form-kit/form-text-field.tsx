import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { useFieldDisabled, useFieldRequired, type FieldProps } from './field-props';

interface Props<TIn extends FieldValues, TOut extends FieldValues> extends FieldProps<TIn, TOut> {
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  slotProps?: TextFieldProps['slotProps'];
  /** Rewrites what is typed before it is kept (e.g. thousands separators into an amount). */
  format?: (typed: string) => string;
}

export function FormTextField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  type = 'text',
  multiline,
  minRows,
  maxLength,
  placeholder,
  autoComplete,
  inputMode,
  slotProps,
  format,
}: Props<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const isDisabled = useFieldDisabled(disabled);
  const isRequired = useFieldRequired(required);
  const value: unknown = field.value;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={value ?? ''}
      onChange={(e) => field.onChange(format ? format(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      disabled={isDisabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      type={type}
      multiline={multiline}
      minRows={minRows}
      placeholder={placeholder}
      autoComplete={autoComplete}
      size="small"
      fullWidth
      slotProps={{ ...slotProps, htmlInput: { maxLength, inputMode, ...slotProps?.htmlInput } }}
    />
  );
}
