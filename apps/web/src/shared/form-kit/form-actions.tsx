import { Button, Stack } from '@mui/material';
import { MSG } from '@scm/contract';
import { useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useWriteAccess } from '../access';
import { useInDialog } from '../dialog-frame';
import { useFeedback } from '../feedback';
import { useFormMode } from './form-mode';
import { reportError } from './report-error';
import { uploadGateMessages, useWaitingForUploads } from './upload-gate';

interface Props {
  /** READ: runs after the user confirmed the deletion. Omit to hide 삭제. */
  onDelete?: () => Promise<void>;
  onEdit?: () => void;
  onList?: () => void;
  /** CREATE / UPDATE: leaves without saving (the leave guard asks first when there are changes). */
  onCancel?: () => void;
  deleteConfirmText?: string;
}

/**
 * READ: 삭제 / 수정 / 목록 · UPDATE: 취소 / 저장 · CREATE: 취소 / 등록. Must sit inside <EntityForm>.
 * Without the area's write authority (EntityForm decides) READ shows 목록 only.
 */
export function FormActions({
  onDelete: deleteGiven,
  onEdit: editGiven,
  onList,
  onCancel,
  deleteConfirmText = MSG.deleteConfirm,
}: Props) {
  const mode = useFormMode();
  const canWrite = useWriteAccess();
  const onDelete = canWrite ? deleteGiven : undefined;
  const onEdit = canWrite ? editGiven : undefined;
  const fb = useFeedback();
  const inDialog = useInDialog();
  const { isSubmitting } = useFormState();
  const waitingForUploads = useWaitingForUploads();
  const [deleting, setDeleting] = useState(false);
  // A double click on 삭제 asks once: the second press, while the question or the delete is under way, does nothing.
  const asking = useRef(false);

  const confirmDelete = async () => {
    if (!onDelete || asking.current) return;
    asking.current = true;
    try {
      if (!(await fb.confirm(deleteConfirmText, { title: '삭제 확인', confirmLabel: '삭제' }))) return;
      setDeleting(true);
      await onDelete();
    } catch (error) {
      // The client alerts delete failures itself (forceAlert); only unexpected errors are left to report.
      reportError(fb, error, '삭제하지 못했습니다.');
    } finally {
      asking.current = false;
      setDeleting(false);
    }
  };

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
      {mode === 'READ' ? (
        <>
          {onDelete && (
            <Button color="error" variant="outlined" disabled={deleting} onClick={() => void confirmDelete()}>
              삭제
            </Button>
          )}
          {onEdit && (
            <Button variant="contained" onClick={onEdit}>
              수정
            </Button>
          )}
          {onList && (
            <Button variant="outlined" color="inherit" onClick={onList}>
              목록
            </Button>
          )}
        </>
      ) : (
        <>
          {onCancel && (
            <Button variant={inDialog ? 'text' : 'outlined'} color="inherit" onClick={onCancel} disabled={isSubmitting}>
              취소
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={isSubmitting || waitingForUploads}>
            {waitingForUploads ? uploadGateMessages.waiting : mode === 'CREATE' ? '등록' : '저장'}
          </Button>
        </>
      )}
    </Stack>
  );
}
