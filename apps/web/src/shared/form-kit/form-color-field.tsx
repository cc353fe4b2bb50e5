import { Box, InputAdornment, TextField } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { useFieldDisabled, useFieldRequired, type FieldProps } from './field-props';

/** The native picker only takes #rrggbb; '#333' (the spec's default) is shorthand for '#333333'. */
const toSixDigits = (value: string): string => {
  if (/^#[0-9a-fA-F]{6}$/.test(value)) return value.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
};

const COLOR_HINT = '견본을 눌러 고르거나 #RRGGBB 형식으로 입력하세요.';

/** Hex text field with a swatch that opens the browser's colour picker. */
export function FormColorField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
}: FieldProps<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const isDisabled = useFieldDisabled(disabled);
  const isRequired = useFieldRequired(required);
  const raw: unknown = field.value;
  const value = typeof raw === 'string' ? raw : '';
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      disabled={isDisabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText ?? (isDisabled ? undefined : COLOR_HINT)}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label} 선택`}
                disabled={isDisabled}
                value={toSixDigits(value)}
                onChange={(e) => field.onChange(e.target.value)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: isDisabled ? 'default' : 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: 0 },
                  '&::-webkit-color-swatch': { border: 0, borderRadius: '3px' },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
