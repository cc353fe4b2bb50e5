import { Grid } from '@mui/material';
import type { DepartmentInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormColorField, FormTextField, useFormMode } from '../../shared/form-kit';
import type { DepartmentValues } from './api';

/** The department's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function DepartmentFields() {
  const { control } = useFormContext<DepartmentInput, unknown, DepartmentValues>();
  const mode = useFormMode();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label="부서명" required maxLength={255} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormColorField control={control} name="color" label="색상" />
      </Grid>
      <Grid size={12}>
        <FormCheckbox
          control={control}
          name="isUsed"
          label="사용"
          helperText={mode === 'READ' ? undefined : '사용하지 않는 부서는 부서 선택 목록에 나타나지 않습니다.'}
        />
      </Grid>
    </Grid>
  );
}
