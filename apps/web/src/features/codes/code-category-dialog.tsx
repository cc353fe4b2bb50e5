import { DialogContent } from '@mui/material';
import { CodeCategoryCreateSchema, codeMessages, type CodeCategory, type CodeCategoryInput } from '@scm/contract';
import { DialogFrame } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, FormTextField, useEntityForm } from '../../shared/form-kit';
import { useCreateCodeCategory, useRenameCodeCategory, type CodeCategoryValues } from './api';

interface Props {
  /** The category to rename; absent to add a new one. */
  category?: CodeCategory;
  onClose: () => void;
  onSaved: (saved: CodeCategory) => void;
}

/** Adds or renames a code category; mount it only while open so each opening starts fresh. */
export function CodeCategoryDialog({ category, onClose, onSaved }: Props) {
  const fb = useFeedback();
  const create = useCreateCodeCategory();
  const rename = useRenameCodeCategory();
  const form = useEntityForm<CodeCategoryInput, CodeCategoryValues>({
    schema: CodeCategoryCreateSchema,
    defaultValues: { name: category?.name ?? '' },
    mode: category ? 'UPDATE' : 'CREATE',
  });

  const save = async (values: CodeCategoryValues) => {
    const { data, message } = category
      ? await rename.mutateAsync({ ...values, id: category.id })
      : await create.mutateAsync(values);
    fb.snackbar('success', message);
    onSaved(data);
  };

  return (
    <DialogFrame title={category ? '코드 분류 이름 변경' : '코드 분류 추가'} onClose={onClose}>
      <DialogContent sx={{ pt: '8px !important' }}>
        <EntityForm
          form={form}
          onSubmit={save}
          aria-label="코드 분류"
          confirmSave={{ create: codeMessages.categoryCreateConfirm, update: codeMessages.categoryUpdateConfirm }}
        >
          <FormTextField
            control={form.control}
            name="name"
            label="분류명"
            required
            maxLength={255}
            autoComplete="off"
          />
          <FormActions onCancel={onClose} />
        </EntityForm>
      </DialogContent>
    </DialogFrame>
  );
}
