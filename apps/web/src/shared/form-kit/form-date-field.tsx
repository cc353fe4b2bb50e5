import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { DATE_FORMAT } from '../format';
import { DateLocalization } from '../date-localization';
import { useFieldDisabled, useFieldRequired, type FieldProps } from './field-props';

/** What the field holds while the input is half typed: fails the contract's YYYY-MM-DD check with its message. */
const INCOMPLETE = 'incomplete';

const toText = (d: Dayjs | null): string => (d === null ? '' : d.isValid() ? d.format(DATE_FORMAT) : INCOMPLETE);

/** A 'YYYY-MM-DD' string field with a date picker. */
export function FormDateField<TIn extends FieldValues, TOut extends FieldValues>({
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
  const text = typeof raw === 'string' ? raw : '';
  // The picker keeps its own half-typed value; a new value from outside (reset) replaces it.
  const [local, setLocal] = useState<{ text: string; date: Dayjs | null }>(() => ({
    text,
    date: text ? dayjs(text) : null,
  }));
  if (local.text !== text) setLocal({ text, date: text && text !== INCOMPLETE ? dayjs(text) : null });

  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={local.date}
        onChange={(d) => {
          const next = toText(d);
          setLocal({ text: next, date: d });
          field.onChange(next);
        }}
        format={DATE_FORMAT}
        disabled={isDisabled}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            required: isRequired,
            size: 'small',
            fullWidth: true,
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: fieldState.error?.message ?? helperText,
          },
        }}
      />
    </DateLocalization>
  );
}
