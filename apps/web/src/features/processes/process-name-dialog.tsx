import { DialogContent } from '@mui/material';
import { ProcessCreateSchema, type Process, type ProcessInput, type ProcessValues } from '@scm/contract';
import { DialogFrame } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, FormTextField, useEntityForm } from '../../shared/form-kit';
import { useCreateProcess, useRenameProcess } from './api';

interface Props {
  /** The process to rename; absent to add a new one at the end. */
  process?: Process;
  onClose: () => void;
}

/** Adds a process or renames one; mount it only while open so each opening starts fresh. */
export function ProcessNameDialog({ process, onClose }: Props) {
  const fb = useFeedback();
  const create = useCreateProcess();
  const rename = useRenameProcess();
  const form = useEntityForm<ProcessInput, ProcessValues>({
    schema: ProcessCreateSchema,
    defaultValues: { name: process?.name ?? '' },
    mode: process ? 'UPDATE' : 'CREATE',
  });

  const save = async (values: ProcessValues) => {
    const { message } = process
      ? await rename.mutateAsync({ ...values, id: process.id })
      : await create.mutateAsync(values);
    fb.snackbar('success', message);
    onClose();
  };

  return (
    <DialogFrame title={process ? '공정명 변경' : '공정 추가'} onClose={onClose}>
      <DialogContent sx={{ pt: '8px !important' }}>
        <EntityForm form={form} onSubmit={save} aria-label="공정">
          <FormTextField
            control={form.control}
            name="name"
            label="공정명"
            required
            maxLength={255}
            autoComplete="off"
            helperText={process ? undefined : '새 공정은 맨 마지막 순서에 추가됩니다.'}
          />
          <FormActions onCancel={onClose} />
        </EntityForm>
      </DialogContent>
    </DialogFrame>
  );
}
