import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { PageHeader, pageTypeOf } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
import { SCHEDULE_LIST_PATH, parseScheduleId, useSchedule } from './api';
import { ScheduleForm } from './schedule-form';

/** READ (/:scheduleId: 삭제/수정/목록) and UPDATE (/:scheduleId/edit) of one saved schedule. */
function ScheduleRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseScheduleId(useParams().scheduleId);
  const { data, isPending, isError } = useSchedule(id);
  const nav = useListNavigation(SCHEDULE_LIST_PATH);
  const title = mode === 'READ' ? '일정 상세' : '일정 수정';

  let body;
  if (id === null || isError) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => nav.toList()}>
            목록
          </Button>
        }
      >
        일정을 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.
      </Alert>
    );
  } else if (isPending) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 960 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Paper>
    );
  } else {
    // Keyed so switching record or mode starts from the saved values.
    body = <ScheduleForm key={`${mode}-${data.id}`} mode={mode} schedule={data} />;
  }

  return (
    <>
      <title>{`${title} | 인쇄 SCM`}</title>
      <PageHeader title={title} pageType={pageTypeOf(mode)} />
      {body}
    </>
  );
}

export const ScheduleReadPage = () => <ScheduleRecordPage mode="READ" />;
export const ScheduleEditPage = () => <ScheduleRecordPage mode="UPDATE" />;
