import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useFormMode } from '../form-kit';
import type { SpecForm } from './pickers';

interface Props {
  name: FieldPath<SpecForm>;
  label: string;
  yesLabel?: string;
  noLabel?: string;
  /** Called before turning to no; answering false keeps yes (the user declined the confirmation). */
  beforeNo?: () => Promise<boolean>;
  /** Called after turning to yes (e.g. to add a first row). */
  afterYes?: () => void;
  /** Called after turning to no (e.g. to empty the list the answer governs). */
  afterNo?: () => void;
}

/** A yes/no choice as two radio buttons in a row: arrow keys move between them, READ shows them disabled. */
export function YesNoField({ name, label, yesLabel = '있음', noLabel = '없음', beforeNo, afterYes, afterNo }: Props) {
  const { control } = useFormContext<SpecForm>();
  const { field, fieldState } = useController({ control, name });
  const disabled = useFormMode() === 'READ';
  const labelId = useId();
  const choose = async (yes: boolean) => {
    if (yes === (field.value === true)) return;
    if (!yes && beforeNo && !(await beforeNo())) return;
    field.onChange(yes);
    if (yes) afterYes?.();
    else afterNo?.();
  };
  return (
    <FormControl error={fieldState.invalid} disabled={disabled}>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value === true ? 'yes' : 'no'}
        onChange={(e) => void choose(e.target.value === 'yes')}
      >
        <FormControlLabel
          value="yes"
          control={<Radio size="small" slotProps={{ input: { ref: field.ref } }} />}
          label={yesLabel}
        />
        <FormControlLabel value="no" control={<Radio size="small" />} label={noLabel} />
      </RadioGroup>
      {fieldState.error?.message && <FormHelperText sx={{ mt: 0 }}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
