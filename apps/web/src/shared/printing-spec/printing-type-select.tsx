import { MenuItem, TextField } from '@mui/material';
import { isPrintingType, printingSpecMessages, type PrintingType } from '@scm/contract';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useFeedback } from '../feedback';
import { useFieldRequired, useFormMode } from '../form-kit';
import type { SpecForm } from './pickers';
import { printingTypeOptions } from './spec-editing';

interface Props {
  index: number;
  /** Asked whether the entry holds anything a change would lose; answering the new type's blank entry. */
  onChange: (to: PrintingType) => Promise<void>;
}

/** 인쇄 방식: the types the work type allows; a change resets the entry after confirmation (see the card). */
export function PrintingTypeSelect({ index, onChange }: Props) {
  const { control } = useFormContext<SpecForm>();
  const { field, fieldState } = useController({ control, name: `printingList.${index}.printingType` });
  const workType = useWatch({ control, name: 'workType' }) ?? '';
  const current = field.value;
  const options = printingTypeOptions(workType, current);
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label="인쇄 방식"
      required={useFieldRequired(true)}
      value={current}
      onChange={(e) => {
        if (isPrintingType(e.target.value)) void onChange(e.target.value);
      }}
      onBlur={field.onBlur}
      disabled={useFormMode() === 'READ'}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      size="small"
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Resets an entry to another printing type, asking first when it holds anything. */
export function useConfirmedChange() {
  const fb = useFeedback();
  return async (confirm: boolean, text: string = printingSpecMessages.printingTypeChangeConfirm) =>
    !confirm || (await fb.confirm(text));
}
