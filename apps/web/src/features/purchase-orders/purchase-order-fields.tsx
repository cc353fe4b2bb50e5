import { Grid, TextField } from '@mui/material';
import { purchaseOrderMessages, type PurchaseOrder } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormDateField, FormTextField, useFormMode } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { ItemField } from './item-field';
import type { PurchaseOrderFormInput, PurchaseOrderFormValues } from './purchase-order-form-schema';
import { SellerField } from './seller-field';

interface Props {
  /** The saved order; absent in CREATE. */
  order?: PurchaseOrder;
}

/** The purchase order's fields for CREATE, READ and UPDATE alike; the mode comes from the surrounding EntityForm. */
export function PurchaseOrderFields({ order }: Props) {
  const mode = useFormMode();
  const { control } = useFormContext<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>();
  const received = order?.received === true;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SellerField savedSeller={order && { id: order.sellerId, name: order.sellerName }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="orderDate" label="발주일" required />
      </Grid>
      <Grid size={12}>
        <ItemField lockedReason={received && mode === 'UPDATE' ? purchaseOrderMessages.itemLocked : undefined} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="amount"
          label="수량"
          required
          inputMode="numeric"
          maxLength={13}
          helperText={received && mode === 'UPDATE' ? purchaseOrderMessages.amountChangeHint : undefined}
        />
      </Grid>
      {order?.receivedAt && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="입고 일시" value={formatDateTime(order.receivedAt)} size="small" fullWidth disabled />
        </Grid>
      )}
      <Grid size={12}>
        <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={1024} />
      </Grid>
      {mode === 'CREATE' && (
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="receiveNow"
            label="등록과 함께 입고 처리"
            helperText="물건을 이미 받았다면 체크하세요. 등록과 동시에 수량이 재고에 더해집니다."
          />
        </Grid>
      )}
    </Grid>
  );
}
