import { Divider, Grid, Typography } from '@mui/material';
import type { BasicInfoInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { BusinessNumberField } from '../../shared/business-identity/business-number-field';
import { FormTextField } from '../../shared/form-kit';
import type { BasicInfoValues } from './api';

/** The company's details for READ and UPDATE: contact details, then what a tax invoice and a quote carry. */
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
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          사업자 정보 · 세금계산서
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BusinessNumberField control={control} name="registrationNumber" label="사업자등록번호" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="taxInvoiceEmail"
          label="세금계산서 이메일"
          type="email"
          maxLength={255}
          helperText="고객사가 세금계산서를 보낼 주소"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="businessType" label="업태" maxLength={255} placeholder="예: 제조업" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="businessItem"
          label="종목"
          maxLength={255}
          placeholder="예: 일반 인쇄, 출판 인쇄"
        />
      </Grid>
    </Grid>
  );
}
