import { Grid } from '@mui/material';
import type { BasicInfoInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../shared/form-kit';
import type { BasicInfoValues } from './api';

/** The company's details for READ and UPDATE. */
export function BasicInfoFields() {
  const { control } = useFormContext<BasicInfoInput, unknown, BasicInfoValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="name"
          label="회사명"
          required
          maxLength={255}
          autoComplete="organization"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="representative" label="대표자" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="tel" label="전화번호" type="tel" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="fax" label="팩스" type="tel" maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="address" label="주소" required maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="email" label="이메일" type="email" maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" maxLength={255} multiline minRows={2} />
      </Grid>
    </Grid>
  );
}
