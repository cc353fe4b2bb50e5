import { Button, Paper, Stack, Typography } from '@mui/material';
import { CodeFieldsSchema, MSG, codeMessages, type Code, type CodeInput } from '@scm/contract';
import { useEffect, useRef } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useCreateCode, useDeleteCode, useUpdateCode, type CodeValues } from './api';
import { CodeFields } from './code-fields';

interface Props {
  mode: FormMode;
  categoryId: number;
  /** The selected code; absent when none is selected (and always ignored in CREATE). */
  code: Code | null;
  onModeChange: (mode: FormMode) => void;
  onSaved: (code: Code) => void;
  onDeleted: () => void;
  /** Lets the page ask before another selection throws away unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

const BLANK: CodeInput = { name: '', isUsed: true, remark: '' };

/**
 * The code form with the page's local modes (spec 000 §4): 신규 → CREATE with a blank code, 수정 → UPDATE of the
 * selected code, and saving or cancelling returns to READ. Keyed by the page so each mode starts from fresh values.
 */
export function CodeForm({ mode, categoryId, code, onModeChange, onSaved, onDeleted, onDirtyChange }: Props) {
  const fb = useFeedback();
  const canWrite = useCanWrite('COMMON');
  const create = useCreateCode();
  const update = useUpdateCode();
  const remove = useDeleteCode();
  const editing = mode === 'CREATE' ? null : code;
  const form = useEntityForm<CodeInput, CodeValues>({
    schema: CodeFieldsSchema,
    defaultValues: editing ? { name: editing.name, isUsed: editing.isUsed, remark: editing.remark } : BLANK,
    mode,
  });
  const dirty = mode !== 'READ' && form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // On a phone the form sits below the lists: bring it into view when editing starts (no focus, so no early errors).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mode !== 'READ') panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [mode]);

  const save = async (values: CodeValues) => {
    const { data, message } = editing
      ? await update.mutateAsync({ ...values, id: editing.id })
      : await create.mutateAsync({ ...values, codeCategoryId: categoryId });
    fb.snackbar('success', message);
    onSaved(data);
  };

  const startEdit = () => {
    if (!code) void fb.alert(codeMessages.selectCode);
    else onModeChange('UPDATE');
  };

  const cancel = async () => {
    if (dirty && !(await fb.confirm(MSG.leaveGuard))) return;
    onModeChange('READ');
  };

  const deleteCode = async () => {
    if (!code) return;
    const { message } = await remove.mutateAsync(code.id);
    fb.snackbar('success', message);
    onDeleted();
  };

  return (
    <Paper ref={panel} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {mode === 'CREATE' ? '코드 등록' : mode === 'UPDATE' ? '코드 수정' : '코드 정보'}
        </Typography>
        {mode === 'READ' && canWrite && (
          <Button size="small" variant="outlined" onClick={() => onModeChange('CREATE')}>
            신규
          </Button>
        )}
      </Stack>
      <EntityForm area="COMMON" form={form} onSubmit={save} aria-label="코드 정보">
        <CodeFields isDeletable={editing?.isDeletable ?? true} />
        <FormActions
          onDelete={code?.isDeletable ? deleteCode : undefined}
          deleteConfirmText={codeMessages.deleteConfirm}
          onEdit={startEdit}
          onCancel={() => void cancel()}
        />
      </EntityForm>
    </Paper>
  );
}
