import { Grid, TextField } from '@mui/material';
import {
  ORDER_ORIGIN_SUBS,
  ORDER_ORIGIN_SUB_LABELS,
  ORDER_REMARK_MAX,
  ORDER_TEXT_MAX,
  type Order,
} from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormDateField, FormSelect, FormTextField } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { BuyerField } from './buyer-field';
import { ChargeField } from './charge-field';
import type { OrderFormInput } from './order-form-schema';

const ORIGIN_SUB_OPTIONS = ORDER_ORIGIN_SUBS.map((v) => ({ value: v, label: ORDER_ORIGIN_SUB_LABELS[v] }));

/** 주문 정보: who ordered what, how many and by when. The order number is the server's, never typed. */
export function OrderInfoFields({ order }: { order?: Order }) {
  const { control } = useFormContext<OrderFormInput>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="주문번호"
          value={order?.orderNumber ?? ''}
          placeholder="등록하면 자동으로 만들어집니다"
          size="small"
          fullWidth
          disabled
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {order ? (
          <TextField label="접수일시" value={formatDateTime(order.receiptDatetime)} size="small" fullWidth disabled />
        ) : null}
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="productName" label="주문상품명" required maxLength={ORDER_TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BuyerField />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="deliveryDate" label="납기일" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="originSub"
          label="원청/하청"
          options={ORIGIN_SUB_OPTIONS}
          emptyLabel="선택 안 함"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChargeField
          saved={
            order?.outsourcingChargeId
              ? { id: order.outsourcingChargeId, name: order.outsourcingChargeName ?? '' }
              : null
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="quality" label="품질" maxLength={ORDER_TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField control={control} name="amount" label="수량" required inputMode="numeric" maxLength={13} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField control={control} name="numberCases" label="건수" required inputMode="numeric" maxLength={13} />
      </Grid>
    </Grid>
  );
}

/** 비고: stays editable after work starts, with the delivery info. */
export function RemarkField() {
  const { control } = useFormContext<OrderFormInput>();
  return (
    <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={ORDER_REMARK_MAX} />
  );
}
