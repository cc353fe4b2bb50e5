import { Alert, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import { PRICE_OVERRIDE_REASON_MAX, type EstimateInput, type OrderPrice, type ShopbagType } from '@scm/contract';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCanWrite } from '../../shared/access';
import { estimateInputOf, EstimatePanel, useEstimate, useRateSet, won, type SpecDraft } from '../../shared/estimate';
import { FormTextField, useFormMode } from '../../shared/form-kit';
import { useOptionChoices, useSupplierChoices } from './api';
import { overrideAmountsOf, type PriceOverrideDraft } from './price-body';
import { PriceAdjustButton } from './price-adjust-dialog';
import { usePriceDetail, type PricedRecord } from './price-api';
import { PriceHistoryList, StoredPrice } from './stored-price';

/** The names the pickers already hold (options, suppliers), so the live formulas read as the saved ones do. */
export function useSpecNames(): NonNullable<EstimateInput['names']> {
  const { data: postProcess } = useOptionChoices('POST_PROCESS');
  const { data: folding } = useOptionChoices('FOLDING_BINDING');
  const { data: sellers } = useSupplierChoices();
  return useMemo(
    () => ({
      options: Object.fromEntries([...(postProcess ?? []), ...(folding ?? [])].map((o) => [o.id, o.optionName])),
      sellers: Object.fromEntries((sellers ?? []).map((s) => [s.id, s.sellerName])),
    }),
    [postProcess, folding, sellers],
  );
}

/** The form values the price reads: the spec at the root, the quantity and the override. */
type PriceForm = SpecDraft & { priceOverride?: PriceOverrideDraft | null } & Record<string, unknown>;

interface Props {
  /** The stored price of the saved order (null: from before prices); absent in CREATE. */
  saved?: OrderPrice | null;
  /** The rates' day: today for a new order, the order's own rates day for an edit (as the server prices it). */
  ratesDate: string;
  /** The form field holding the copies (or bags). */
  quantityName: string;
  /** A bag order: its type and the slots priced. */
  shopbag?: { shopbagType: ShopbagType; slots: number } | null;
  /** The spec may change now (a new order, or one whose work has not started). */
  specEditable: boolean;
  /** The record's menu area: without its write authority there is no 금액 조정. */
  area: 'ORDER';
  /** A saved order: its price history, and on the record page 금액 조정 (PUT …/{id}/price). */
  record?: PricedRecord;
}

/**
 * 금액: on the create and edit forms the estimate of the spec as it is typed (the contract's engine in the browser,
 * on the rates of `ratesDate`), with 금액 조정 for staff who may write orders; on the record page the stored price.
 */
export function OrderPriceSection(props: Props) {
  const mode = useFormMode();
  if (mode === 'READ' || !props.specEditable) {
    if (props.saved === undefined) return null;
    if (!props.record) return <StoredPrice price={props.saved} />;
    return <RecordPrice saved={props.saved} record={props.record} adjustable={mode === 'READ'} />;
  }
  return <LivePrice {...props} />;
}

/**
 * A saved order's price: the price as the server holds it now (read again after 금액 조정), its history folded below,
 * and on the record page (READ) the 금액 조정 button for staff who may write orders.
 */
function RecordPrice({
  saved,
  record,
  adjustable,
}: {
  saved: OrderPrice | null;
  record: PricedRecord;
  adjustable: boolean;
}) {
  const detail = usePriceDetail(record);
  const price = detail.data ? detail.data.price : saved;
  return (
    <StoredPrice
      price={price}
      history={
        <Stack sx={{ gap: 1 }}>
          {adjustable && <PriceAdjustButton record={record} price={price} />}
          <PriceHistoryList rows={detail.data?.history ?? []} />
        </Stack>
      }
    />
  );
}

function LivePrice({ saved, ratesDate, quantityName, shopbag, area }: Props) {
  const { control } = useFormContext<PriceForm>();
  const watched: unknown[] = useWatch({
    control,
    name: [
      'workType',
      'finishedSize',
      'printingList',
      'isFoldingBinding',
      'foldingBindingList',
      quantityName,
      'priceOverride',
    ],
  });
  const [workType, finishedSize, printingList, isFoldingBinding, foldingBindingList, quantity, override] = watched as [
    SpecDraft['workType'],
    SpecDraft['finishedSize'],
    SpecDraft['printingList'],
    SpecDraft['isFoldingBinding'],
    SpecDraft['foldingBindingList'],
    unknown,
    PriceOverrideDraft | null | undefined,
  ];
  const names = useSpecNames();
  const { rateSet, failed } = useRateSet(ratesDate);
  const input = estimateInputOf(
    { workType, finishedSize, printingList, isFoldingBinding, foldingBindingList },
    { quantity, names, shopbag },
  );
  const estimate = useEstimate(input, rateSet);
  const overrideShown = overrideAmountsOf(override);
  return (
    <Stack sx={{ gap: 2 }}>
      <EstimatePanel
        estimate={estimate}
        failed={failed}
        override={overrideShown}
        savedTotal={saved?.charged.total ?? null}
        footer={
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            단가 기준일 {ratesDate}. 저장하면 서버가 같은 단가표로 다시 계산해 저장합니다.
          </Typography>
        }
      />
      <OverrideFields area={area} computedSupply={estimate?.supply ?? null} />
    </Stack>
  );
}

/**
 * 금액 조정: staff with write authority may charge another 공급가액 with a reason; VAT follows (⌊공급가액 ÷ 10⌋) and
 * the computed price stays beside it. Turning it off removes the override when the order is saved.
 */
function OverrideFields({ area, computedSupply }: { area: 'ORDER'; computedSupply: number | null }) {
  const canWrite = useCanWrite(area);
  const { control, setValue } = useFormContext<PriceForm>();
  const watched: unknown = useWatch({ control, name: 'priceOverride' });
  const override = watched as PriceOverrideDraft | null | undefined;
  if (!canWrite) return null;
  const on = override != null;
  const amounts = overrideAmountsOf(override);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(e) =>
              setValue(
                'priceOverride',
                e.target.checked ? { supply: computedSupply === null ? '' : String(computedSupply), reason: '' } : null,
                { shouldDirty: true },
              )
            }
          />
        }
        label="금액 조정"
      />
      {on && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="priceOverride.supply"
              label="조정 공급가액(원)"
              required
              inputMode="numeric"
              maxLength={14}
              helperText={amounts ? `부가세 ${won(amounts.vat)} · 합계 ${won(amounts.total)}` : '원 단위 정수'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField
              control={control}
              name="priceOverride.reason"
              label="조정 사유"
              required
              maxLength={PRICE_OVERRIDE_REASON_MAX}
              placeholder="예: 단골 할인, 특가"
            />
          </Grid>
          <Grid size={12}>
            <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
              {computedSupply === null
                ? '계산 금액은 단가표를 불러오면 함께 표시됩니다.'
                : `계산된 공급가액 ${won(computedSupply)}은 조정 금액과 함께 기록되고, 부가세는 조정 공급가액의 10%(원 미만 절사)입니다.`}
            </Alert>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
