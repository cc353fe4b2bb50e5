import { Grid } from '@mui/material';
import { QUOTE_REMARK_MAX, QUOTE_TEXT_MAX, type PriceCatalog } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../shared/form-kit';
import { BuyerWordsFields } from '../customer-orders';
import type { CustomerQuoteFormInput } from './customer-quote-form-schema';

/**
 * 견적 요청 in the buyer's words, the customer order's questions (`BuyerWordsFields`: 종류, 용지, 완성 사이즈, 인쇄 면 × 색상,
 * 내지, 수량, 후가공) between 상품명 and 요청사항.
 */
export function CustomerQuoteFields({ catalog }: { catalog: PriceCatalog }) {
  const { control } = useFormContext<CustomerQuoteFormInput>();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="productName" label="상품명" required maxLength={QUOTE_TEXT_MAX} />
      </Grid>
      <Grid size={12}>
        <BuyerWordsFields catalog={catalog} />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="remark"
          label="요청사항"
          placeholder="인쇄소에 전할 말씀 (선택)"
          multiline
          minRows={3}
          maxLength={QUOTE_REMARK_MAX}
        />
      </Grid>
    </Grid>
  );
}
