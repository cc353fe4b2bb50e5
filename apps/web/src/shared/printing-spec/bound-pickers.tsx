import type { OptionType } from '@scm/contract';
import type { ComponentType } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useFieldRequired, useFormMode } from '../form-kit';
import type { OptionPickerProps, PaperPickerProps, SpecForm, SupplierPickerProps } from './pickers';

/** The passed-in pickers bound to the form: value, change, error and READ mode come from react-hook-form. */

interface SupplierProps {
  name: FieldPath<SpecForm>;
  label: string;
  required?: boolean;
  helperText?: string;
  Picker: ComponentType<SupplierPickerProps>;
}

export function SupplierField({ name, label, required, helperText, Picker }: SupplierProps) {
  const { control } = useFormContext<SpecForm>();
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <Picker
      label={label}
      value={typeof value === 'number' ? value : null}
      onChange={(id) => field.onChange(id)}
      disabled={useFormMode() === 'READ'}
      required={useFieldRequired(required)}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

interface OptionProps {
  name: FieldPath<SpecForm>;
  optionType: OptionType;
  label: string;
  Picker: ComponentType<OptionPickerProps>;
}

export function OptionField({ name, optionType, label, Picker }: OptionProps) {
  const { control } = useFormContext<SpecForm>();
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <Picker
      label={label}
      optionType={optionType}
      value={Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []}
      onChange={(ids) => field.onChange(ids)}
      disabled={useFormMode() === 'READ'}
      required={useFieldRequired(true)}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
}

interface PaperProps {
  /** The paper line's path: its rawItemId and rawItemName are set together. */
  line: `printingList.${number}.usePaperList.${number}`;
  Picker: ComponentType<PaperPickerProps>;
}

export function PaperField({ line, Picker }: PaperProps) {
  const { control, setValue } = useFormContext<SpecForm>();
  const id = useController({ control, name: `${line}.rawItemId` });
  const name = useController({ control, name: `${line}.rawItemName` });
  const itemId: unknown = id.field.value;
  const itemName: unknown = name.field.value;
  return (
    <Picker
      label="용지"
      value={typeof itemId === 'number' ? { id: itemId, name: typeof itemName === 'string' ? itemName : '' } : null}
      onChange={(item) => {
        id.field.onChange(item?.id ?? null);
        setValue(`${line}.rawItemName`, item?.name ?? '', { shouldDirty: true });
      }}
      disabled={useFormMode() === 'READ'}
      required={useFieldRequired(true)}
      error={id.fieldState.invalid}
      helperText={id.fieldState.error?.message}
    />
  );
}
