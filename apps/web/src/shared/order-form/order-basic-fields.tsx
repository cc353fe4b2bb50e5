import { Grid, TextField } from '@mui/material';
import { ORDER_TEXT_MAX, type OrderInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../form-kit';
import { formatDateTime } from '../format';

/** The fields every order form holds (the staff, bag and customer orders); 품질 is not on the customer's. */
type OrderBasics = Pick<OrderInput, 'productName' | 'amount' | 'numberCases'> & { quality?: OrderInput['quality'] };

/**
 * 주문번호 and 접수일시, two grid cells: the server's, never typed. Before registering the number says it will come
 * and the time's cell stays empty.
 */
export function OrderNumberFields({ order }: { order?: { orderNumber: string; receiptDatetime: string } }) {
  return (
    <>
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
        {order && (
          <TextField label="접수일시" value={formatDateTime(order.receiptDatetime)} size="small" fullWidth disabled />
        )}
      </Grid>
    </>
  );
}

/** 주문상품명, a whole grid row. */
export function ProductNameField({ maxLength = ORDER_TEXT_MAX }: { maxLength?: number }) {
  const { control } = useFormContext<OrderBasics>();
  return (
    <Grid size={12}>
      <FormTextField control={control} name="productName" label="주문상품명" required maxLength={maxLength} />
    </Grid>
  );
}

/** 품질 (when the form has it), 수량 and 건수: one grid row. */
export function OrderQuantityFields({ quality = false }: { quality?: boolean }) {
  const { control } = useFormContext<OrderBasics>();
  return (
    <>
      {quality && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="quality" label="품질" maxLength={ORDER_TEXT_MAX} />
        </Grid>
      )}
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField control={control} name="amount" label="수량" required inputMode="numeric" maxLength={13} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField control={control} name="numberCases" label="건수" required inputMode="numeric" maxLength={13} />
      </Grid>
    </>
  );
}
