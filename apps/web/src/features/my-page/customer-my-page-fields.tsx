import { Grid } from '@mui/material';
import type { CustomerMyPage, CustomerMyPageInput, CustomerMyPageValues } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../shared/form-kit';
import { FixedValue } from './fixed-value';

const half = { xs: 12, sm: 6 } as const;

/** A client company's own profile; the sign-in ID is shown but never changes. */
export function CustomerMyPageFields({ saved }: { saved: CustomerMyPage }) {
  const { control } = useFormContext<CustomerMyPageInput, unknown, CustomerMyPageValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FixedValue label="아이디" value={saved.username} />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="name"
          label="고객명"
          required
          maxLength={15}
          autoComplete="organization"
        />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="tel" label="연락처" type="tel" required maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="email" label="이메일" type="email" maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="address" label="주소" maxLength={255} />
      </Grid>
    </Grid>
  );
}
