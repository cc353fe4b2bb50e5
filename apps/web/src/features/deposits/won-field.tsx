import { InputAdornment } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FieldProps } from '../../shared/form-kit';
import { withSeparators } from './won-text';

/**
 * An amount of whole won, shown with thousands separators as it is typed (start it from `formatWon`). The form
 * schema (wonAmount) reads the separators back and answers anything that is not a whole amount in Korean.
 */
export function WonField<TIn extends FieldValues, TOut extends FieldValues>(props: FieldProps<TIn, TOut>) {
  return (
    <FormTextField
      {...props}
      format={withSeparators}
      inputMode="numeric"
      maxLength={19}
      autoComplete="off"
      slotProps={{
        htmlInput: { style: { textAlign: 'right' } },
        input: { endAdornment: <InputAdornment position="end">원</InputAdornment> },
      }}
    />
  );
}
