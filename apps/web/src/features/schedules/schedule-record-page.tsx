import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { SCHEDULE_LIST_PATH, useSchedule } from './api';
import { ScheduleForm } from './schedule-form';

/** READ (/:scheduleId: 삭제/수정/목록) and UPDATE (/:scheduleId/edit) of one saved schedule. */
function ScheduleRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().scheduleId);
  return (
    <RecordPage
      area="COMMON"
      mode={mode}
      title={mode === 'READ' ? '일정 상세' : '일정 수정'}
      id={id}
      query={useSchedule(id)}
      listPath={SCHEDULE_LIST_PATH}
      notFoundText="일정을 불러올 수 없습니다."
      maxWidth={960}
    >
      {(schedule) => <ScheduleForm mode={mode} schedule={schedule} />}
    </RecordPage>
  );
}

export const ScheduleReadPage = () => <ScheduleRecordPage mode="READ" />;
export const ScheduleEditPage = () => <ScheduleRecordPage mode="UPDATE" />;
