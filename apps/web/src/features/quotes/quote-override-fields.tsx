import { Grid } from '@mui/material';
import { PRICE_OVERRIDE_REASON_MAX } from '@scm/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
import type { QuoteFormInput } from './quote-form-schema';

/** Thousands separators as the amount is typed; anything but digits is left for the contract to refuse. */
const withSeparators = (typed: string) => {
  const digits = typed.replaceAll(',', '');
  return /^\d+$/.test(digits) ? formatNumber(Number(digits)) : typed;
};

/**
 * 금액 조정 (staff with ORDER write): the 공급가액 the quote is offered at instead of the estimate's, with the reason
 * (단골 할인, 특가). The estimate stays on the quote beside it (the panel above shows both); the VAT is ⌊공급가액 ÷ 10⌋.
 */
export function QuoteOverrideFields() {
  const { control } = useFormContext<QuoteFormInput>();
  const on = useWatch({ control, name: 'overrideOn' });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormCheckbox control={control} name="overrideOn" label="금액 조정 (계산 금액 대신 다른 공급가액으로 견적)" />
      </Grid>
      {on && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="priceOverride.supply"
              label="조정 공급가액 (원)"
              required
              inputMode="numeric"
              maxLength={17}
              format={withSeparators}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField
              control={control}
              name="priceOverride.reason"
              label="조정 사유"
              required
              placeholder="예: 단골 할인, 특가"
              maxLength={PRICE_OVERRIDE_REASON_MAX}
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
