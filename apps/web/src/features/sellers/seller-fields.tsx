import { Grid } from '@mui/material';
import type { SellerInput, SellerValues } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../shared/form-kit';

/** The seller's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function SellerFields() {
  const { control } = useFormContext<SellerInput, unknown, SellerValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="sellerName" label="매입처명" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="sellerTel" label="전화번호" required type="tel" maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="sellerAddress" label="주소" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="sellerChargerName" label="담당자명" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="sellerChargerTel" label="담당자 연락처" type="tel" maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="sellerFax" label="팩스" type="tel" maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="sellerEmail" label="이메일" type="email" maxLength={255} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={1024} />
      </Grid>
    </Grid>
  );
}
