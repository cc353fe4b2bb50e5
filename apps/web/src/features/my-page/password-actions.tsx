import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';

/** The password forms' one button; `onBeforeSubmit` may stop the submit (Enter in a field clicks it too). */
export function PasswordActions({ onBeforeSubmit }: { onBeforeSubmit?: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <Button type="submit" variant="contained" disabled={isSubmitting} onClick={onBeforeSubmit}>
        비밀번호 변경
      </Button>
    </Stack>
  );
}
