import { Divider, Grid, Typography } from '@mui/material';
import { HR_AUTHORITY_LABEL, PASSWORD_MAX, PASSWORD_MESSAGES } from '@scm/contract';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormDateField, FormTextField, useFormMode } from '../../shared/form-kit';
import { DepartmentSelect } from '../departments';
import type { EmployeeFormInput, EmployeeFormValues } from './employee-form-schema';
import { EmployeeNotificationSwitches } from './notification-switches';
import { PositionSelect } from './position-select';
import { StampField } from './stamp-field';

const half = { xs: 12, sm: 6 } as const;
const PASSWORD_HINT = PASSWORD_MESSAGES.rule;
const HR_HIDDEN_NOTE = `주소, 급여 계좌, 비상 연락처는 ${HR_AUTHORITY_LABEL} 권한이 있어야 보고 수정할 수 있습니다.`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Divider />
      </Grid>
      {children}
    </>
  );
}

interface Props {
  saved?: { id: number; hasStamp: boolean };
  stamp: File | null;
  onStampChange: (file: File | null) => void;
  /** The HR fields (address, salary account, emergency contact): for HR and the employee themself only. */
  showHr: boolean;
}

/** The employee's fields for CREATE, READ and UPDATE; the sign-in ID is set once and the password only at creation. */
export function EmployeeFields({ saved, stamp, onStampChange, showHr }: Props) {
  const { control } = useFormContext<EmployeeFormInput, unknown, EmployeeFormValues>();
  const mode = useFormMode();
  return (
    <Grid container spacing={2}>
      <Section title="계정">
        <Grid size={half}>
          <FormTextField
            control={control}
            name="username"
            label="아이디"
            required
            maxLength={255}
            autoComplete="off"
            disabled={mode !== 'CREATE'}
            helperText={mode === 'UPDATE' ? '아이디는 등록 후 변경할 수 없습니다.' : undefined}
          />
        </Grid>
        {mode === 'CREATE' && (
          <>
            <Grid size={half} sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Grid size={half}>
              <FormTextField
                control={control}
                name="password"
                label="비밀번호"
                type="password"
                required
                maxLength={PASSWORD_MAX}
                autoComplete="new-password"
                helperText={PASSWORD_HINT}
              />
            </Grid>
            <Grid size={half}>
              <FormTextField
                control={control}
                name="password2"
                label="비밀번호 확인"
                type="password"
                required
                maxLength={PASSWORD_MAX}
                autoComplete="new-password"
              />
            </Grid>
          </>
        )}
      </Section>
      <Section title="인사 정보">
        <Grid size={half}>
          <FormTextField control={control} name="number" label="사번" maxLength={255} autoComplete="off" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="name" label="이름" required maxLength={255} autoComplete="off" />
        </Grid>
        <Grid size={half}>
          <DepartmentSelect control={control} name="departmentId" required />
        </Grid>
        <Grid size={half}>
          <PositionSelect control={control} name="positionId" required />
        </Grid>
        <Grid size={half}>
          <FormDateField control={control} name="dateJoined" label="입사일" />
        </Grid>
        <Grid size={half}>
          <FormDateField control={control} name="dateResigned" label="퇴사일" />
        </Grid>
      </Section>
      <Section title="연락처">
        <Grid size={half}>
          <FormTextField control={control} name="tel" label="연락처" type="tel" required maxLength={255} />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="email" label="이메일" type="email" maxLength={255} />
        </Grid>
        {showHr ? (
          <>
            <Grid size={12}>
              <FormTextField control={control} name="address" label="주소" maxLength={255} />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="salaryAccount" label="급여 계좌" maxLength={255} />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="emergencyContact" label="비상 연락처" maxLength={255} />
            </Grid>
          </>
        ) : (
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              {HR_HIDDEN_NOTE}
            </Typography>
          </Grid>
        )}
        <Grid size={12}>
          <FormTextField control={control} name="remark" label="비고" multiline minRows={2} maxLength={255} />
        </Grid>
      </Section>
      <Section title="알림">
        <Grid size={12}>
          <EmployeeNotificationSwitches control={control} />
        </Grid>
      </Section>
      <Section title="도장">
        <Grid size={12}>
          <StampField saved={saved} stamp={stamp} onStampChange={onStampChange} />
        </Grid>
      </Section>
    </Grid>
  );
}
