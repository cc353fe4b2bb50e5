import { Alert } from '@mui/material';
import { MSG, SignUpSchema, type Session } from '@scm/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
// Direct import: the kit's index would pull every form part into the login chunk.
import { DialogForm, useDialogForm } from '../../shared/form-kit/dialog-form';
import { signUp } from './api';
import { ControlledTextField } from './controlled-text-field';
import { SignUpPasswordFields } from './sign-up-password-fields';

type SignUpValues = z.input<typeof SignUpSchema>;

const EMPTY: SignUpValues = {
  name: '',
  username: '',
  password: '',
  passwordCheck: '',
  tel: '',
  address: '',
  email: '',
  registrationNumber: '',
  representative: '',
};

interface Props {
  open: boolean;
  onClose: () => void;
  /** The new customer is signed in by the sign-up itself; the app keeps the session and opens the customer home. */
  onSignedIn: (session: Session) => void;
}

/** '계정 만들기': customer sign-up. Success alerts (spec 000 §8) and signs the new customer in. */
export function SignUpDialog({ open, onClose, onSignedIn }: Props) {
  const feedback = useFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useDialogForm(SignUpSchema, EMPTY);
  const { control, getValues, formState } = form;
  const serverMessage = formState.errors.root?.server?.message ?? formError;

  const alertIfMismatch = () => {
    const { password, passwordCheck } = getValues();
    if (password && passwordCheck && password !== passwordCheck) void feedback.alert(MSG.passwordMismatch);
  };

  return (
    <DialogForm
      form={form}
      title="계정 만들기"
      open={open}
      submitLabel="가입하기"
      rootError={false}
      onClose={onClose}
      onInvalid={alertIfMismatch}
      onSubmit={async (values) => {
        setFormError(null);
        const session = await signUp(values);
        await feedback.alert('회원가입이 완료되었습니다. 새 계정으로 로그인되었습니다.');
        onSignedIn(session);
      }}
      onError={(error) => {
        if (!(error instanceof ApiError && error.body?.isAlert)) {
          setFormError(
            error instanceof ApiError ? error.message : '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
          );
        }
      }}
    >
      {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
      <ControlledTextField control={control} name="name" label="고객명" required autoComplete="name" />
      <ControlledTextField control={control} name="username" label="아이디" required autoComplete="username" />
      <SignUpPasswordFields control={control} />
      <ControlledTextField control={control} name="tel" label="연락처" required type="tel" autoComplete="tel" />
      <ControlledTextField control={control} name="address" label="주소" autoComplete="street-address" />
      <ControlledTextField control={control} name="email" label="이메일" type="email" autoComplete="email" />
      <ControlledTextField
        control={control}
        name="registrationNumber"
        label="사업자등록번호"
        placeholder="123-45-67890"
        helperText="선택 · 세금계산서 발행에 쓰입니다. 가입 후 내 정보에서도 입력할 수 있습니다."
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        autoComplete="off"
      />
      <ControlledTextField control={control} name="representative" label="대표자명" autoComplete="off" />
    </DialogForm>
  );
}
