import CheckCircle from '@mui/icons-material/CheckCircle';
import { InputAdornment } from '@mui/material';
import { PASSWORD_MESSAGES, PASSWORD_MIN, type SignUpSchema } from '@scm/contract';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { ControlledTextField } from './controlled-text-field';
import { PasswordVisibilityAdornment } from './password-visibility-adornment';

type SignUpValues = z.input<typeof SignUpSchema>;

/** Spec 000 §5: the tick shows when both are filled, equal and long enough for the password rule. */
export const passwordsConfirmed = (password: string, passwordCheck: string) =>
  password.length >= PASSWORD_MIN && password === passwordCheck;

/** 비밀번호 and 비밀번호 확인 with the length hint and the ✓ once they match. */
export function SignUpPasswordFields({ control }: { control: Control<SignUpValues> }) {
  const [visible, setVisible] = useState(false);
  const [password = '', passwordCheck = ''] = useWatch({ control, name: ['password', 'passwordCheck'] });
  const confirmed = passwordsConfirmed(password, passwordCheck);
  const type = visible ? 'text' : 'password';

  return (
    <>
      <ControlledTextField
        control={control}
        name="password"
        label="비밀번호"
        type={type}
        required
        autoComplete="new-password"
        helperText={PASSWORD_MESSAGES.rule}
        slotProps={{
          input: {
            endAdornment: <PasswordVisibilityAdornment visible={visible} onToggle={() => setVisible((v) => !v)} />,
          },
        }}
      />
      <ControlledTextField
        control={control}
        name="passwordCheck"
        label="비밀번호 확인"
        type={type}
        required
        autoComplete="new-password"
        helperText={confirmed ? '비밀번호가 일치합니다.' : ' '}
        slotProps={{
          input: {
            endAdornment: confirmed ? (
              <InputAdornment position="end">
                <CheckCircle color="success" fontSize="small" aria-label="비밀번호 일치" />
              </InputAdornment>
            ) : undefined,
          },
          formHelperText: { sx: confirmed ? { color: 'success.main' } : undefined },
        }}
      />
    </>
  );
}
