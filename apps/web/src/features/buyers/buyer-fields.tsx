import { Divider, Grid, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { FormTextField, useFormMode } from '../../shared/form-kit';
import type { BuyerFormInput, BuyerFormValues } from './buyer-form-schema';
import { BuyerPasswordFields } from './buyer-password-fields';
import { BuyerTaxFields } from './buyer-tax-fields';

/** The client company's fields for CREATE, READ and UPDATE; the sign-in account is set up on create only. */
export function BuyerFields() {
  const { control } = useFormContext<BuyerFormInput, unknown, BuyerFormValues>();
  const mode = useFormMode();
  const creating = mode === 'CREATE';
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          로그인 계정
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="username"
          label="아이디"
          required
          disabled={!creating}
          maxLength={255}
          autoComplete="off"
          helperText={
            creating
              ? '등록 후에는 아이디를 변경할 수 없습니다.'
              : mode === 'UPDATE'
                ? '아이디는 변경할 수 없습니다.'
                : undefined
          }
        />
      </Grid>
      {creating && <BuyerPasswordFields />}
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          고객사 정보
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label="고객사명" required maxLength={15} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="tel" label="전화번호" required type="tel" maxLength={15} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="address" label="주소" required maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="email" label="이메일" type="email" maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="chargerName" label="담당자명" required maxLength={15} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="chargerTel" label="담당자 연락처" type="tel" maxLength={15} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={1024} />
      </Grid>
      <BuyerTaxFields />
    </Grid>
  );
}
