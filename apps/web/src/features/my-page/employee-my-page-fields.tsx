import { Grid } from '@mui/material';
import type { EmployeeMyPage, EmployeeMyPageInput, EmployeeMyPageValues } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../shared/form-kit';
import { EmployeeNotificationSwitches } from '../employees';
import { FixedValue } from './fixed-value';

const half = { xs: 12, sm: 6 } as const;

/** An employee's own fields; 사번, 아이디, 부서 and 직위 are shown but set by the staff administrator. */
export function EmployeeMyPageFields({ saved }: { saved: EmployeeMyPage }) {
  const { control } = useFormContext<EmployeeMyPageInput, unknown, EmployeeMyPageValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FixedValue label="사번" value={saved.number} />
      </Grid>
      <Grid size={half}>
        <FixedValue label="아이디" value={saved.username} />
      </Grid>
      <Grid size={half}>
        <FixedValue label="부서" value={saved.departmentName} />
      </Grid>
      <Grid size={half}>
        <FixedValue label="직위" value={saved.positionName} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="name" label="이름" required maxLength={15} autoComplete="name" />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="tel" label="연락처" type="tel" required maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="email" label="이메일" type="email" maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="emergencyContact" label="비상 연락처" maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="address" label="주소" maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="salaryAccount" label="급여 계좌" maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={1024} />
      </Grid>
      <Grid size={12}>
        <EmployeeNotificationSwitches control={control} />
      </Grid>
    </Grid>
  );
}
