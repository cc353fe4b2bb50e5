import { Paper, Stack } from '@mui/material';
import {
  CustomerPasswordChangeSchema,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  isCustomerNewPasswordConfirmed,
  passwordMessages,
} from '@scm/contract';
import { useState } from 'react';
import { z } from 'zod';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormTextField, useEntityForm } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useChangeCustomerPassword } from './api';
import { PasswordActions } from './password-actions';

/**
 * The server's rules for both passwords (the common-password list is checked by the server, answered under
 * the field); whether the pair matches is judged on submit (an alert, spec 002 §5).
 */
const CustomerPasswordFormSchema = z.object({
  oldPassword: CustomerPasswordChangeSchema.shape.oldPassword,
  newPassword: CustomerPasswordChangeSchema.shape.newPassword,
  newPasswordCheck: z.string(),
});
type FormValues = z.infer<typeof CustomerPasswordFormSchema>;
const EMPTY: FormValues = { oldPassword: '', newPassword: '', newPasswordCheck: '' };

function CustomerPasswordForm({ onChanged }: { onChanged: () => void }) {
  const fb = useFeedback();
  const change = useChangeCustomerPassword();
  const form = useEntityForm({ schema: CustomerPasswordFormSchema, defaultValues: EMPTY, mode: 'UPDATE' });
  const { control } = form;
  const save = async ({ oldPassword, newPassword }: FormValues) => {
    fb.snackbar('success', await change.mutateAsync({ oldPassword, newPassword }));
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
          name="newPassword"
          label="새 비밀번호"
          type="password"
          required
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          helperText={PASSWORD_MESSAGES.rule}
        />
        <FormTextField
          control={control}
          name="newPasswordCheck"
          label="새 비밀번호 확인"
          type="password"
          required
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Stack>
      <PasswordActions
        onBeforeSubmit={(e) => {
          const { newPassword, newPasswordCheck } = form.getValues();
          if (isCustomerNewPasswordConfirmed(newPassword, newPasswordCheck)) return;
          e.preventDefault();
          void fb.alert(passwordMessages.checkPassword);
        }}
      />
    </EntityForm>
  );
}

/** /my/password_change. After a change the fields clear (a fresh form, so the leave guard is armed again). */
export function CustomerPasswordPage() {
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader title="비밀번호 변경" pageType="update" help={passwordMessages.customerHelp} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
        <CustomerPasswordForm key={round} onChanged={() => setRound((r) => r + 1)} />
      </Paper>
    </>
  );
}
