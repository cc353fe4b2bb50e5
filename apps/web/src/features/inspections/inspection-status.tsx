import { Alert, Button, Chip } from '@mui/material';
import {
  inspectionCompleteActionLabel,
  inspectionMessages,
  inspectionStatusLabel,
  type Inspection,
} from '@scm/contract';
import { useWriteAccess } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { useSetInspectionComplete } from './api';

/** 검수중 / 검수완료 (spec 001 §4). */
export const InspectionStatusChip = ({ complete }: { complete: boolean }) => (
  <Chip
    label={inspectionStatusLabel(complete)}
    size="small"
    color={complete ? 'success' : 'warning'}
    variant={complete ? 'filled' : 'outlined'}
  />
);

/** Above a completed inspection's fields: why there is no 수정 or 삭제, and the last 완료 취소 if any. */
export function InspectionLockNotice({ inspection }: { inspection: Inspection }) {
  const canWrite = useWriteAccess();
  const last = inspection.completeCancelledAt
    ? ` (지난 완료 취소: ${inspection.completeCancelledBy ?? '알 수 없음'} · ${formatDateTime(inspection.completeCancelledAt)})`
    : '';
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {(canWrite ? inspectionMessages.lockedNotice : '완료된 검수입니다.') + last}
    </Alert>
  );
}

/** 검수 완료 처리 / 완료 취소 (reopens a completed inspection for editing), each after a confirmation. */
export function InspectionCompleteButton({ inspection }: { inspection: Inspection }) {
  const fb = useFeedback();
  const setComplete = useSetInspectionComplete();
  const next = !inspection.complete;
  // Without WORK write authority (the record page decides) the status is only shown.
  const canWrite = useWriteAccess();

  const run = async () => {
    const question = next ? inspectionMessages.completeConfirm : inspectionMessages.cancelCompleteConfirm;
    const label = inspectionCompleteActionLabel(inspection.complete);
    if (!(await fb.confirm(question, { title: label, confirmLabel: label }))) return;
    try {
      const { message } = await setComplete.mutateAsync({ id: inspection.id, complete: next });
      fb.snackbar('success', message);
    } catch (error) {
      reportError(fb, error, '처리하지 못했습니다.');
    }
  };

  if (!canWrite) return null;
  return (
    <Button
      size="small"
      variant={next ? 'contained' : 'outlined'}
      color={next ? 'success' : 'inherit'}
      disabled={setComplete.isPending}
      onClick={() => void run()}
    >
      {inspectionCompleteActionLabel(inspection.complete)}
    </Button>
  );
}
