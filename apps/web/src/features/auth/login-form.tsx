import { Alert, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import type { LoginRequestSchema, Session } from '@scm/contract';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client';
import { login } from './api';
import { ControlledTextField } from './controlled-text-field';
import { PasswordVisibilityAdornment } from './password-visibility-adornment';

type LoginValues = z.input<typeof LoginRequestSchema>;
type LoginOutput = z.output<typeof LoginRequestSchema>;

/** The schema and zod load with the first submit, not with the page, so /login stays light. */
const loginResolver: Resolver<LoginValues, unknown, LoginOutput> = async (values, context, options) =>
  (await import('./login-resolver')).loginResolver(values, context, options);

interface Props {
  onSignedIn: (session: Session) => void;
  onSignUp: () => void;
}

const failureMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** ID, password and 자동 로그인; Enter in either field submits. A failed login shows the server's message. */
export function LoginForm({ onSignedIn, onSignUp }: Props) {
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await login(values));
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-label="로그인">
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <ControlledTextField
        control={control}
        name="username"
        label="아이디"
        autoComplete="username"
        autoFocus
        size="medium"
      />
      <ControlledTextField
        control={control}
        name="password"
        label="비밀번호"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        size="medium"
        slotProps={{
          input: {
            endAdornment: (
              <PasswordVisibilityAdornment visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />
            ),
          },
        }}
      />
      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <FormControlLabel
            label="자동 로그인"
            control={
              <Checkbox
                name={field.name}
                checked={field.value ?? false}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
            }
            sx={{ alignSelf: 'flex-start', mt: '-4px !important' }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        로그인
      </Button>
      <Button type="button" variant="outlined" size="large" onClick={onSignUp}>
        회원가입
      </Button>
    </Stack>
  );
}
