import { Alert, Grid, MenuItem, TextField } from '@mui/material';
import {
  API_SHOPBAG_ORDER,
  SHOPBAG_PRODUCT_NAME_MAX,
  SHOPBAG_REMARK_MAX,
  SHOPBAG_TYPE_LABELS,
  SHOPBAG_TYPES,
  isShopbagType,
  positionsOf,
  shopbagOrderMessages,
  type OrderEditScope,
  type ShopbagOrder,
} from '@scm/contract';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CitySelect } from '../../shared/city-select';
import { useFeedback } from '../../shared/feedback';
import { FormDateField, FormTextField, useFormMode } from '../../shared/form-kit';
import { useFieldDisabled, useFieldRequired } from '../../shared/form-kit/field-props';
import { EmployeeSelect } from '../employees';
import { OrderPriceSection, PrintingSpecFields } from '../orders';
import { FormSection, OrderNumberFields, OrderQuantityFields, ProductNameField } from '../../shared/order-form';
import { SHOPBAG_KEY } from '../../shared/order-keys';
import type { ShopbagFormInput } from './shopbag-form-schema';
import { SellersField } from './sellers-field';

/** 유형: a change asks first when advertisers already hold positions (their positions follow the type). */
function TypeField({ order }: { order?: ShopbagOrder }) {
  const { control } = useFormContext<ShopbagFormInput>();
  const { field, fieldState } = useController({ control, name: 'shopbagType' });
  const disabled = useFieldDisabled();
  const fb = useFeedback();
  const change = async (to: string) => {
    if (to === field.value) return;
    if (order && order.buyerListNumber > 0 && !(await fb.confirm(shopbagOrderMessages.typeChangeConfirm))) return;
    field.onChange(to);
  };
  return (
    <TextField
      select
      label="유형"
      required={useFieldRequired(true)}
      size="small"
      fullWidth
      value={field.value ?? ''}
      onChange={(e) => void change(e.target.value)}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      inputRef={field.ref}
    >
      {SHOPBAG_TYPES.map((t) => (
        <MenuItem key={t} value={t}>
          {SHOPBAG_TYPE_LABELS[t]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 판매 지역: the city pair as form fields ('' = none). */
function AreaField({ order }: { order?: ShopbagOrder }) {
  const { control } = useFormContext<ShopbagFormInput>();
  const parent = useController({ control, name: 'parentCityCode' });
  const child = useController({ control, name: 'childCityCode' });
  const disabled = useFieldDisabled();
  return (
    <CitySelect
      value={{ parentCityCode: parent.field.value, childCityCode: child.field.value }}
      onChange={(v) => {
        parent.field.onChange(v.parentCityCode);
        child.field.onChange(v.childCityCode);
      }}
      disabled={disabled}
      savedNames={{ parent: order?.parentCityName, child: order?.childCityName }}
      errors={{ parent: parent.fieldState.error?.message, child: child.fieldState.error?.message }}
    />
  );
}

/** The bag order's fields for CREATE, READ and UPDATE; after work starts only the delivery date, sellers, remark. */
export function ShopbagFields({
  order,
  scope,
  ratesDate,
}: {
  order?: ShopbagOrder;
  scope: OrderEditScope;
  /** The rates' day the form prices with (today, or the order's own). */
  ratesDate: string;
}) {
  const { control } = useFormContext<ShopbagFormInput>();
  const mode = useFormMode();
  const locked = scope === 'ALL' ? undefined : shopbagOrderMessages.editLockedAfterStart;
  return (
    <>
      <FormSection title="주문 정보" lockedReason={locked}>
        <Grid container spacing={2}>
          <OrderNumberFields order={order} />
          <ProductNameField maxLength={SHOPBAG_PRODUCT_NAME_MAX} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <TypeField order={order} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EmployeeSelect control={control} name="employeeId" label="영업 담당자" required emptyLabel="선택" />
          </Grid>
          <Grid size={12}>
            <AreaField order={order} />
          </Grid>
          <OrderQuantityFields quality />
        </Grid>
      </FormSection>
      <FormSection title="납기·배포처·비고">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="deliveryDate" label="희망 납기일" />
          </Grid>
          <Grid size={12}>
            <SellersField />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="remark"
              label="비고"
              multiline
              minRows={2}
              maxLength={SHOPBAG_REMARK_MAX}
            />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection lockedReason={locked}>
        <PrintingSpecFields variant="shopbag" orderId={order?.id} ratesDate={ratesDate} />
      </FormSection>
      <FormSection title="금액">
        <BagPrice order={order} scope={scope} ratesDate={ratesDate} />
      </FormSection>
      {mode !== 'READ' && (
        <FormSection title="디자인">
          <Alert severity="info" variant="outlined">
            {shopbagOrderMessages.designsAfterRegistration}
          </Alert>
        </FormSection>
      )}
    </>
  );
}

/** 금액: the bags and every advertiser slot of the chosen type, priced as the server prices the bag. */
function BagPrice({ order, scope, ratesDate }: { order?: ShopbagOrder; scope: OrderEditScope; ratesDate: string }) {
  const { control } = useFormContext<ShopbagFormInput>();
  const shopbagType = useWatch({ control, name: 'shopbagType' });
  const shopbag = isShopbagType(shopbagType) ? { shopbagType, slots: positionsOf(shopbagType).length } : null;
  return (
    <OrderPriceSection
      saved={order ? order.price : undefined}
      ratesDate={ratesDate}
      quantityName="amount"
      shopbag={shopbag}
      specEditable={scope === 'ALL'}
      area="ORDER"
      record={
        order
          ? { id: order.id, base: API_SHOPBAG_ORDER, queryKey: SHOPBAG_KEY, cancelled: order.cancellation !== null }
          : undefined
      }
    />
  );
}
