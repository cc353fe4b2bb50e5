import { Paper, Stack } from '@mui/material';
import {
  EmployeePasswordChangeSchema,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  passwordMessages,
  type EmployeePasswordChangeInput,
} from '@scm/contract';
import { useState } from 'react';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormTextField, useEntityForm } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useChangeEmployeePassword } from './api';
import { PasswordActions } from './password-actions';

const EMPTY: EmployeePasswordChangeInput = { oldPassword: '', password: '', passwordCheck: '' };

function EmployeePasswordForm({ onChanged }: { onChanged: () => void }) {
  const fb = useFeedback();
  const change = useChangeEmployeePassword();
  const form = useEntityForm({ schema: EmployeePasswordChangeSchema, defaultValues: EMPTY, mode: 'UPDATE' });
  const { control } = form;
  const save = async (values: EmployeePasswordChangeInput) => {
    fb.snackbar('success', await change.mutateAsync(values));
    onChanged();
  };
  return (
    <EntityForm form={form} onSubmit={save} aria-label="비밀번호 변경">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="oldPassword"
          label="현재 비밀번호"
          type="password"
          required
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="password"
          label="새 비밀번호"
          type="password"
          required
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          helperText={PASSWORD_MESSAGES.rule}
        />
        <FormTextField
          control={control}
          name="passwordCheck"
          label="새 비밀번호 확인"
          type="password"
          required
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Stack>
      <PasswordActions />
    </EntityForm>
  );
}

/** /admin/cm/password_change. After a change the fields clear (a fresh form, so the leave guard is armed again). */
export function EmployeePasswordPage() {
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader title="비밀번호 변경" pageType="update" help={passwordMessages.employeeHelp} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
        <EmployeePasswordForm key={round} onChanged={() => setRound((r) => r + 1)} />
      </Paper>
    </>
  );
}
