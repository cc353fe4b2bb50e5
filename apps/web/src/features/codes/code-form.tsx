import { Button } from '@mui/material';
import { CodeFieldsSchema, codeMessages, type Code, type CodeInput } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import {
  DetailPanel,
  EntityForm,
  FormActions,
  useDetailForm,
  type FormMode,
  type MasterDetail,
} from '../../shared/form-kit';
import { useCreateCode, useDeleteCode, useUpdateCode, type CodeValues } from './api';
import { CodeFields } from './code-fields';

interface Props {
  md: MasterDetail;
  categoryId: number;
  /** The selected code; absent when none is selected (and always ignored in CREATE). */
  code: Code | null;
}

const BLANK: CodeInput = { name: '', isUsed: true, remark: '' };
const TITLES: Record<FormMode, string> = { READ: '코드 정보', CREATE: '코드 등록', UPDATE: '코드 수정' };

/**
 * The code form with the page's local modes (spec 000 §4): 신규 → CREATE with a blank code, 수정 → UPDATE of the
 * selected code, and saving or cancelling returns to READ. Keyed by the page so each mode starts from fresh values.
 */
export function CodeForm({ md, categoryId, code }: Props) {
  const fb = useFeedback();
  const canWrite = useCanWrite('COMMON');
  const create = useCreateCode();
  const update = useUpdateCode();
  const remove = useDeleteCode();
  const editing = md.mode === 'CREATE' ? null : code;
  const form = useDetailForm<CodeInput, CodeValues>(md, {
    schema: CodeFieldsSchema,
    defaultValues: editing ? { name: editing.name, isUsed: editing.isUsed, remark: editing.remark } : BLANK,
  });

  const save = async (values: CodeValues) => {
    const { data, message } = editing
      ? await update.mutateAsync({ ...values, id: editing.id })
      : await create.mutateAsync({ ...values, codeCategoryId: categoryId });
    fb.snackbar('success', message);
    md.show(data.id);
  };

  const startEdit = () => {
    if (!code) void fb.alert(codeMessages.selectCode);
    else md.startEdit();
  };

  const deleteCode = async () => {
    if (!code) return;
    const { message } = await remove.mutateAsync(code.id);
    fb.snackbar('success', message);
    md.show(null);
  };

  return (
    <DetailPanel
      md={md}
      title={TITLES[md.mode]}
      fullScreenWhen="selected"
      headerAction={
        md.mode === 'READ' &&
        canWrite && (
          <Button size="small" variant="outlined" onClick={() => void md.startCreate()}>
            신규
          </Button>
        )
      }
    >
      <EntityForm
        area="COMMON"
        form={form}
        onSubmit={save}
        aria-label="코드 정보"
        confirmSave={{ create: codeMessages.createConfirm, update: codeMessages.updateConfirm }}
      >
        <CodeFields isDeletable={editing?.isDeletable ?? true} />
        <FormActions
          onDelete={code?.isDeletable ? deleteCode : undefined}
          deleteConfirmText={codeMessages.deleteConfirm}
          onEdit={startEdit}
          onCancel={() => void md.cancelEdit()}
        />
      </EntityForm>
    </DetailPanel>
  );
}
