import { MenuItem, TextField } from '@mui/material';
import { deliveryTrackingMessages } from '@scm/contract';
import { useController, type FieldValues } from 'react-hook-form';
import { useFieldDisabled, useFieldRequired, type FieldProps } from '../form-kit/field-props';
import { useCarriers } from './api';

/**
 * The delivery company field (the order's deliveryCompanyCode): carriers from our server. When they cannot be
 * loaded the field says so (001 §7) and keeps a value it already has.
 */
export function CarrierSelect<TIn extends FieldValues, TOut extends FieldValues>({
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
  const carriers = useCarriers();
  const value = typeof field.value === 'string' ? field.value : '';
  const options = carriers.data ?? [];
  // A saved code the list no longer has still shows, so reading an old record never blanks it.
  const known = value === '' || options.some((c) => c.id === value);
  const loadFailed = carriers.isError;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(e) => field.onChange(e.target.value || null)}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      disabled={isDisabled}
      error={fieldState.invalid || loadFailed}
      helperText={fieldState.error?.message ?? (loadFailed ? deliveryTrackingMessages.carriersFailed : helperText)}
      size="small"
      fullWidth
    >
      <MenuItem value="">
        <em>{carriers.isPending ? '불러오는 중…' : '선택'}</em>
      </MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
