import { Grid } from '@mui/material';
import type { ScheduleInput, ScheduleValues } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormTextField, useFormMode } from '../../shared/form-kit';
import { PeriodFields } from '../notices';

/** The schedule's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function ScheduleFields() {
  const { control } = useFormContext<ScheduleInput, unknown, ScheduleValues>();
  const mode = useFormMode();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="name" label="제목" required maxLength={255} autoComplete="off" />
      </Grid>
      <PeriodFields />
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="내용" required multiline minRows={5} maxLength={1024} />
      </Grid>
      <Grid size={12}>
        <FormCheckbox
          control={control}
          name="isUsed"
          label="달력에 표시"
          helperText={mode === 'READ' ? undefined : '체크하면 직원들이 보는 일정 달력에 이 일정이 표시됩니다.'}
        />
      </Grid>
    </Grid>
  );
}
