import { Button, Paper, Stack, Typography } from '@mui/material';
import { codeMessages, type CodeCategory } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { useDeleteCodeCategory } from './api';
import { CodeCategoryDialog } from './code-category-dialog';
import { CodeCategoryTable } from './code-category-table';

interface Props {
  categories: readonly CodeCategory[];
  selected: CodeCategory | null;
  onSelect: (category: CodeCategory | null) => void;
  loading: boolean;
}

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'rename'; category: CodeCategory };

/** The left side: code categories with add, rename and delete (reference categories are fixed). */
export function CodeCategoryPanel({ categories, selected, onSelect, loading }: Props) {
  const fb = useFeedback();
  // Without COMMON write authority the categories are only browsed (no 추가, 이름 변경, 삭제).
  const canWrite = useCanWrite('COMMON');
  const remove = useDeleteCodeCategory();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const fixed = !selected || selected.isReference;

  const deleteSelected = async () => {
    if (!selected || !(await fb.confirm(codeMessages.deleteConfirm, { title: '삭제 확인', confirmLabel: '삭제' })))
      return;
    try {
      const { message } = await remove.mutateAsync(selected.id);
      fb.snackbar('success', message);
      onSelect(null);
    } catch (error) {
      reportError(fb, error, '삭제하지 못했습니다.');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          코드 분류
        </Typography>
        {canWrite && (
          <Stack direction="row" sx={{ gap: 0.5 }}>
            <Button size="small" variant="contained" onClick={() => setDialog({ kind: 'add' })}>
              추가
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={fixed}
              onClick={() => selected && setDialog({ kind: 'rename', category: selected })}
            >
              이름 변경
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={fixed}
              onClick={() => void deleteSelected()}
            >
              삭제
            </Button>
          </Stack>
        )}
      </Stack>
      <CodeCategoryTable
        categories={categories}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
        loading={loading}
      />
      {selected?.isReference && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          기본 분류는 다른 화면이 사용하므로 이름을 바꾸거나 삭제할 수 없습니다.
        </Typography>
      )}
      {dialog.kind !== 'closed' && (
        <CodeCategoryDialog
          category={dialog.kind === 'rename' ? dialog.category : undefined}
          onClose={() => setDialog({ kind: 'closed' })}
          onSaved={(saved) => {
            setDialog({ kind: 'closed' });
            onSelect(saved);
          }}
        />
      )}
    </Paper>
  );
}
