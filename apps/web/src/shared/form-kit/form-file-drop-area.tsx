import type { Attachment } from '@scm/contract';
import { FormHelperText, Stack } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FileDropArea } from './file-drop-area';

interface Props<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  /** A field holding Attachment[]; the form's payload sends `.map((f) => f.id)`. */
  name: Path<TIn>;
  dtype: string;
  label?: string;
}

/** The drop area as a form field: uploaded files join the field's list (the form then counts as changed). */
export function FormFileDropArea<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  dtype,
  label,
}: Props<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <Stack>
      <FileDropArea
        value={Array.isArray(value) ? (value as Attachment[]) : []}
        onChange={field.onChange}
        dtype={dtype}
        label={label}
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}
