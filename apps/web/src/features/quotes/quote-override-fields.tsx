import { Grid, Typography } from '@mui/material';
import { PRICE_OVERRIDE_REASON_MAX, vatOf } from '@scm/contract';
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
 * (단골 할인, 특가). The estimate stays on the quote beside it; the VAT is ⌊공급가액 ÷ 10⌋ as always.
 */
export function QuoteOverrideFields() {
  const { control } = useFormContext<QuoteFormInput>();
  const on = useWatch({ control, name: 'overrideOn' });
  const supplyText = useWatch({ control, name: 'priceOverride.supply' });
  const digits = (supplyText ?? '').replaceAll(',', '');
  const supply = /^\d+$/.test(digits) ? Number(digits) : null;
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
          {supply !== null && (
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                조정 후: 공급가액 {formatNumber(supply)}원 + 부가세 {formatNumber(vatOf(supply))}원 = 합계{' '}
                <strong>{formatNumber(supply + vatOf(supply))}원</strong>
              </Typography>
            </Grid>
          )}
        </>
      )}
    </Grid>
  );
}
