import { Divider, Grid, Typography } from '@mui/material';
import { TAX_INVOICE_MODES, TAX_INVOICE_MODE_HELP, TAX_INVOICE_MODE_LABELS } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { BusinessNumberField } from '../../shared/business-identity/business-number-field';
import { FormSelect, FormTextField } from '../../shared/form-kit';
import type { BuyerFormInput, BuyerFormValues } from './buyer-form-schema';

const MODE_OPTIONS = TAX_INVOICE_MODES.map((m) => ({
  value: m,
  label: `${TAX_INVOICE_MODE_LABELS[m]} · ${TAX_INVOICE_MODE_HELP[m]}`,
}));

/** What a 전자세금계산서 to this client company needs, and how its invoices are issued (건별 or 월합계). */
export function BuyerTaxFields() {
  const { control } = useFormContext<BuyerFormInput, unknown, BuyerFormValues>();
  return (
    <>
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
        <FormTextField control={control} name="representative" label="대표자명" maxLength={255} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="businessType" label="업태" maxLength={255} placeholder="예: 출판업" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="businessItem" label="종목" maxLength={255} placeholder="예: 서적 출판" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="taxInvoiceEmail"
          label="세금계산서 이메일"
          type="email"
          maxLength={255}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="taxInvoiceMode"
          label="세금계산서 발행 방식"
          options={MODE_OPTIONS}
          required
        />
      </Grid>
    </>
  );
}
