import {
  ScheduleCreateSchema,
  scheduleMessages,
  type Schedule,
  type ScheduleInput,
  type ScheduleValues,
} from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { SCHEDULE_LIST_PATH, useCreateSchedule, useDeleteSchedule, useUpdateSchedule } from './api';
import { ScheduleFields } from './schedule-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  schedule?: Schedule;
}

const newSchedule = (): ScheduleInput => ({ name: '', remark: '', startDate: today(), endDate: today(), isUsed: true });

const valuesOf = (s: Schedule): ScheduleInput => ({
  name: s.name,
  remark: s.remark,
  startDate: s.startDate,
  endDate: s.endDate,
  isUsed: s.isUsed,
});

export function ScheduleForm({ mode, schedule }: Props) {
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const record = useRecordForm<ScheduleInput, ScheduleValues, Schedule>({
    mode,
    record: schedule,
    listPath: SCHEDULE_LIST_PATH,
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: ScheduleCreateSchema,
    valuesOf,
    blank: newSchedule,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: scheduleMessages.created };
    },
    update: async (values, s) => {
      const saved = await update.mutateAsync({ ...values, id: s.id });
      return { id: saved.id, message: scheduleMessages.updated };
    },
    remove: async (s) => {
      await remove.mutateAsync(s.id);
      return scheduleMessages.deleted;
    },
    confirm: {
      create: scheduleMessages.createConfirm,
      update: scheduleMessages.updateConfirm,
      delete: scheduleMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="COMMON" aria-label="일정 정보" maxWidth={960}>
      <ScheduleFields />
    </RecordForm>
  );
}
