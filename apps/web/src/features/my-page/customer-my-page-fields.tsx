import { Divider, Grid, Typography } from '@mui/material';
import {
  TAX_INVOICE_MODE_HELP,
  TAX_INVOICE_MODE_LABELS,
  type CustomerMyPage,
  type CustomerMyPageInput,
  type CustomerMyPageValues,
} from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { BusinessNumberField } from '../../shared/business-identity/business-number-field';
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
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          사업자 정보 · 세금계산서
        </Typography>
      </Grid>
      <Grid size={half}>
        <BusinessNumberField control={control} name="registrationNumber" label="사업자등록번호" />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="representative" label="대표자명" maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="businessType" label="업태" maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="businessItem" label="종목" maxLength={255} />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="taxInvoiceEmail"
          label="세금계산서 받을 이메일"
          type="email"
          maxLength={255}
        />
      </Grid>
      <Grid size={half}>
        <FixedValue
          label="세금계산서 발행 방식"
          value={`${TAX_INVOICE_MODE_LABELS[saved.taxInvoiceMode]} · ${TAX_INVOICE_MODE_HELP[saved.taxInvoiceMode]}`}
        />
      </Grid>
    </Grid>
  );
}
