import { Paper } from '@mui/material';
import {
  ScheduleCreateSchema,
  scheduleMessages,
  type Schedule,
  type ScheduleInput,
  type ScheduleValues,
} from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { useListNavigation } from '../../shared/list-kit';
import { SCHEDULE_LIST_PATH, useCreateSchedule, useDeleteSchedule, useUpdateSchedule } from './api';
import { ScheduleFields } from './schedule-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  schedule?: Schedule;
}

const newSchedule = (): ScheduleInput => ({ name: '', remark: '', startDate: today(), endDate: today(), isUsed: true });

export function ScheduleForm({ mode, schedule }: Props) {
  const fb = useFeedback();
  const nav = useListNavigation(SCHEDULE_LIST_PATH);
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const form = useEntityForm<ScheduleInput, ScheduleValues>({
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: ScheduleCreateSchema,
    defaultValues: schedule
      ? {
          name: schedule.name,
          remark: schedule.remark,
          startDate: schedule.startDate,
          endDate: schedule.endDate,
          isUsed: schedule.isUsed,
        }
      : newSchedule(),
    mode,
  });

  const save = async (values: ScheduleValues) => {
    if (schedule) {
      const saved = await update.mutateAsync({ ...values, id: schedule.id });
      fb.snackbar('success', scheduleMessages.updated);
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', scheduleMessages.created);
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteSchedule = async () => {
    if (!schedule) return;
    await remove.mutateAsync(schedule.id);
    fb.snackbar('success', scheduleMessages.deleted);
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <EntityForm area="COMMON" form={form} onSubmit={save} aria-label="일정 정보">
        <ScheduleFields />
        <FormActions
          onDelete={schedule ? deleteSchedule : undefined}
          deleteConfirmText={scheduleMessages.deleteConfirm}
          onEdit={schedule ? () => nav.toEdit(schedule.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (schedule ? nav.backToDetail(schedule.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}
