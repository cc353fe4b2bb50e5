import { MenuItem, TextField } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { useFieldDisabled, useFieldRequired, type FieldProps } from './field-props';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

interface Props<TIn extends FieldValues, TOut extends FieldValues> extends FieldProps<TIn, TOut> {
  options: readonly SelectOption[];
  /** Adds a first, empty choice with this label (the field then holds null). */
  emptyLabel?: string;
}

export function FormSelect<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  options,
  emptyLabel,
}: Props<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const isDisabled = useFieldDisabled(disabled);
  const isRequired = useFieldRequired(required);
  const raw: unknown = field.value;
  const selected = options.find((o) => String(o.value) === String(raw));
  // An option that stands for "none" ('' as its value, e.g. "(없음)") is shown when chosen, not an empty box.
  const showsNone = selected !== undefined && String(selected.value) === '';
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={selected ? String(selected.value) : ''}
      // MUI hands back the string; keep the option's own type (ids are numbers).
      onChange={(e) => field.onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? null)}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      disabled={isDisabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      size="small"
      fullWidth
      slotProps={showsNone ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
