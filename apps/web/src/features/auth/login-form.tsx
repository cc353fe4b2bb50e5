import { Alert, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import type { LoginRequest, Session } from '@scm/contract';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/client';
import { login } from './api';
import { LoginTextField } from './login-text-field';
import type { LoginErrors, LoginField } from './login-validation';
import { PasswordVisibilityAdornment } from './password-visibility-adornment';

interface Props {
  onSignedIn: (session: Session) => void;
  onSignUp: () => void;
}

const failureMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * ID, password and 자동 로그인; Enter in either field submits. A failed login shows the server's message.
 * Three fields need no form library: plain state keeps react-hook-form off /login, and the contract's schema
 * (with zod) loads with the first submit.
 */
export function LoginForm({ onSignedIn, onSignUp }: Props) {
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const change = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const checked = (await import('./login-validation')).validateLogin(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const firstInvalid = (['username', 'password'] as const).find((field) => checked.errors[field]);
        if (firstInvalid) inputs.current[firstInvalid]?.focus();
        return;
      }
      onSignedIn(await login(checked.value));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-label="로그인">
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <LoginTextField
        label="아이디"
        name="username"
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={(e) => change('username', e.target.value)}
        inputRef={(el: HTMLInputElement | null) => {
          inputs.current.username = el;
        }}
        error={errors.username}
      />
      <LoginTextField
        label="비밀번호"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        inputRef={(el: HTMLInputElement | null) => {
          inputs.current.password = el;
        }}
        error={errors.password}
        endAdornment={
          <PasswordVisibilityAdornment visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />
        }
      />
      <FormControlLabel
        label="자동 로그인"
        control={
          <Checkbox
            name="rememberMe"
            checked={values.rememberMe ?? false}
            onChange={(e) => setValues((v) => ({ ...v, rememberMe: e.target.checked }))}
          />
        }
        sx={{ alignSelf: 'flex-start', mt: '-4px !important' }}
      />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        로그인
      </Button>
      <Button type="button" variant="outlined" size="large" onClick={onSignUp}>
        회원가입
      </Button>
    </Stack>
  );
}
