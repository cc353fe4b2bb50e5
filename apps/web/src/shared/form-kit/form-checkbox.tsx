import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { useFieldDisabled, type FieldProps } from './field-props';

export function FormCheckbox<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
}: FieldProps<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const isDisabled = useFieldDisabled(disabled);
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={fieldState.invalid} disabled={isDisabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {message && <FormHelperText sx={{ mt: 0 }}>{message}</FormHelperText>}
    </FormControl>
  );
}
