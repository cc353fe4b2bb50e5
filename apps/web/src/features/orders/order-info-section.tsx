import { Grid } from '@mui/material';
import { ORDER_ORIGIN_SUBS, ORDER_ORIGIN_SUB_LABELS, type Order } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormDateField, FormSelect } from '../../shared/form-kit';
import { BuyerField } from './buyer-field';
import { ChargeField } from './charge-field';
import { OrderNumberFields, OrderQuantityFields, ProductNameField } from '../../shared/order-form';
import type { OrderFormInput } from './order-form-schema';

const ORIGIN_SUB_OPTIONS = ORDER_ORIGIN_SUBS.map((v) => ({ value: v, label: ORDER_ORIGIN_SUB_LABELS[v] }));

/** 주문 정보: who ordered what, how many and by when. The order number is the server's, never typed. */
export function OrderInfoFields({ order }: { order?: Order }) {
  const { control } = useFormContext<OrderFormInput>();
  return (
    <Grid container spacing={2}>
      <OrderNumberFields order={order} />
      <ProductNameField />
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
      <OrderQuantityFields quality />
    </Grid>
  );
}
