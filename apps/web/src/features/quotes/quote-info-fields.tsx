import { Grid, TextField } from '@mui/material';
import { QUOTE_FIELD_LABELS as L, QUOTE_REMARK_MAX, QUOTE_TEXT_MAX } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormDateField, FormTextField } from '../../shared/form-kit';
import { BuyerField } from '../orders';
import type { QuoteFormInput } from './quote-form-schema';

/** 견적 정보: number (the server's), buyer, product, quantity and validity (완성 사이즈 is the spec editor's). */
export function QuoteInfoFields() {
  const { control } = useFormContext<QuoteFormInput>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={L.quoteNumber}
          value=""
          placeholder="작성하면 자동으로 만들어집니다"
          size="small"
          fullWidth
          disabled
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BuyerField />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="productName" label={L.productName} required maxLength={QUOTE_TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="quantity"
          label={`${L.quantity} (부)`}
          required
          inputMode="numeric"
          maxLength={13}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="validUntil" label={L.validUntil} helperText="기본: 작성일로부터 30일" />
      </Grid>
    </Grid>
  );
}

/** 비고: printed on the quote. */
export function QuoteRemarkField() {
  const { control } = useFormContext<QuoteFormInput>();
  return (
    <FormTextField
      control={control}
      name="remark"
      label={L.remark}
      multiline
      minRows={3}
      maxLength={QUOTE_REMARK_MAX}
    />
  );
}
