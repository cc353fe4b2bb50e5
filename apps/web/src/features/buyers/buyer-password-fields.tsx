import CheckCircle from '@mui/icons-material/CheckCircle';
import { Grid, InputAdornment } from '@mui/material';
import { MSG, PASSWORD_MAX, buyerMessages, buyerPasswordsConfirmed } from '@scm/contract';
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useFeedback } from '../../shared/feedback';
import { FormTextField } from '../../shared/form-kit';
import type { BuyerFormInput, BuyerFormValues } from './buyer-form-schema';

/** 비밀번호 / 비밀번호 확인 of the new customer account (CREATE only), with the ✓ once they match. */
export function BuyerPasswordFields() {
  const fb = useFeedback();
  const { control } = useFormContext<BuyerFormInput, unknown, BuyerFormValues>();
  const [password = '', passwordCheck = ''] = useWatch({ control, name: ['password', 'passwordCheck'] });
  const { submitCount, errors } = useFormState({ control });
  const confirmed = buyerPasswordsConfirmed(password, passwordCheck);
  const mismatch = errors.passwordCheck?.message === MSG.passwordMismatch;

  // Spec 002 §5: a save with a mismatched confirmation also says so in a toast, once per save attempt.
  const toldAt = useRef(0);
  useEffect(() => {
    if (submitCount > toldAt.current && mismatch) fb.snackbar('warning', MSG.passwordMismatch);
    toldAt.current = submitCount;
  }, [submitCount, mismatch, fb]);

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="password"
          label="비밀번호"
          type="password"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          helperText={buyerMessages.passwordHint}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="passwordCheck"
          label="비밀번호 확인"
          type="password"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          // A reserved line: an error appearing on blur must not shift the 등록 button under the pointer.
          helperText={confirmed ? buyerMessages.passwordMatched : ' '}
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
      </Grid>
    </>
  );
}
