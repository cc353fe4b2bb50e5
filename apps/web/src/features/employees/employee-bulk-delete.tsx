import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { employeeMessages } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { useDeleteEmployees } from './api';
import type { RowSelection } from './row-selection';

/** 전체 선택 and 선택 삭제 for the rows on screen. */
export function EmployeeBulkDelete({ selection, rowCount }: { selection: RowSelection; rowCount: number }) {
  const fb = useFeedback();
  const remove = useDeleteEmployees();
  const count = selection.ids.length;

  const deleteSelected = async () => {
    if (count === 0) {
      await fb.alert(employeeMessages.selectToDelete);
      return;
    }
    if (!(await fb.confirm(employeeMessages.deleteConfirm, { title: '삭제 확인', confirmLabel: '삭제' }))) return;
    try {
      fb.snackbar('success', await remove.mutateAsync(selection.ids));
      selection.clear();
    } catch (error) {
      reportError(fb, error, '삭제하지 못했습니다.');
    }
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <FormControlLabel
        label="전체 선택"
        disabled={rowCount === 0}
        control={
          <Checkbox
            size="small"
            checked={selection.allSelected}
            indeterminate={selection.someSelected}
            onChange={selection.toggleAll}
          />
        }
        sx={{ mr: 0 }}
      />
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutline />}
        disabled={remove.isPending}
        onClick={() => void deleteSelected()}
        sx={{ flexShrink: 0, height: 40 }}
      >
        선택 삭제{count > 0 ? ` (${count})` : ''}
      </Button>
    </Stack>
  );
}
