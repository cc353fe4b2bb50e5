import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, DialogContent, DialogContentText, Stack } from '@mui/material';
import { CustomerPasswordResetSchema, MSG, PASSWORD_MAX, PASSWORD_MESSAGES, type Buyer } from '@scm/contract';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { z } from 'zod';
import { useWriteAccess } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormTextField, useEntityForm } from '../../shared/form-kit';
import { useResetCustomerPassword } from './api';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';

const ResetFormSchema = CustomerPasswordResetSchema.extend({
  passwordCheck: z.string().min(1, MSG.required),
}).refine((v) => v.password === v.passwordCheck, { path: ['passwordCheck'], message: MSG.passwordMismatch });
type ResetForm = z.infer<typeof ResetFormSchema>;

/** '비밀번호 초기화' on the buyer detail: staff set a new sign-in password; the customer's sessions end. */
export function CustomerPasswordResetButton({ buyer }: { buyer: Buyer }) {
  const [open, setOpen] = useState(false);
  // Without PARTNER write authority (the record page decides) the customer's password is not reset from here.
  const canWrite = useWriteAccess();
  if (!canWrite) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        비밀번호 초기화
      </Button>
      {open && <CustomerPasswordResetDialog buyer={buyer} onClose={() => setOpen(false)} />}
    </>
  );
}

function CustomerPasswordResetDialog({ buyer, onClose }: { buyer: Buyer; onClose: () => void }) {
  const fb = useFeedback();
  const reset = useResetCustomerPassword();
  const form = useEntityForm<ResetForm, ResetForm>({
    schema: ResetFormSchema,
    defaultValues: { password: '', passwordCheck: '' },
    mode: 'UPDATE',
  });

  const save = async ({ password }: ResetForm) => {
    const message = await reset.mutateAsync({ buyerId: buyer.id, password });
    fb.snackbar('success', message);
    onClose();
  };

  return (
    <DialogFrame title="비밀번호 초기화" onClose={onClose}>
      <EntityForm form={form} onSubmit={save} aria-label="비밀번호 초기화">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            {buyer.name}({buyer.username}) 고객사의 로그인 비밀번호를 새로 정합니다. 초기화하면 이 고객사의 모든
            로그인이 종료됩니다.
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="password"
              label="새 비밀번호"
              type="password"
              required
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              helperText={PASSWORD_MESSAGES.rule}
            />
            <FormTextField
              control={form.control}
              name="passwordCheck"
              label="새 비밀번호 확인"
              type="password"
              required
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
            />
          </Stack>
        </DialogContent>
        <ResetActions onCancel={onClose} />
      </EntityForm>
    </DialogFrame>
  );
}

function ResetActions({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return <DialogSubmitActions submitLabel="초기화" busy={isSubmitting} onCancel={onCancel} />;
}
