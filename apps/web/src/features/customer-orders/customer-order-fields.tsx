import { Box, Grid, TextField } from '@mui/material';
import { ORDER_TEXT_MAX, type CustomerOrder } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { PrintingSpecEditor, type OptionPickers } from '../../shared/printing-spec';
import { DeliveryInfoFields, DraftFilesField, FormSection, OptionPicker, RemarkField } from '../orders/public';
import type { CustomerOrderFormInput } from './customer-order-form-schema';

/** Customers pick post-process and folding/binding options only (no suppliers, no paper). */
const CUSTOMER_PICKERS: OptionPickers = { option: OptionPicker };

/** 주문 정보: what and how many; the order number is the server's. */
function CustomerOrderInfoFields({ order }: { order?: CustomerOrder }) {
  const { control } = useFormContext<CustomerOrderFormInput>();
  return (
    <Grid container spacing={2}>
      {order && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="주문번호" value={order.orderNumber} size="small" fullWidth disabled />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="접수일시" value={formatDateTime(order.receiptDatetime)} size="small" fullWidth disabled />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <FormTextField control={control} name="productName" label="주문상품명" required maxLength={ORDER_TEXT_MAX} />
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

/**
 * The customer order's fields for CREATE and READ: the staff form's sections with the customer's field set (002 §3).
 * The carrier and invoice are the shop's to note when it ships: the tracker above the saved order shows them.
 */
export function CustomerOrderFields({ order }: { order?: CustomerOrder }) {
  return (
    <Box>
      <FormSection title="주문 정보">
        <CustomerOrderInfoFields order={order} />
        <DraftFilesField />
      </FormSection>
      <FormSection title="배송 정보">
        <DeliveryInfoFields shipment={false} />
      </FormSection>
      <FormSection>
        <PrintingSpecEditor variant="customer" pickers={CUSTOMER_PICKERS} />
      </FormSection>
      <FormSection title="비고">
        <RemarkField />
      </FormSection>
    </Box>
  );
}
