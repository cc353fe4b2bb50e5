import { Box, Grid } from '@mui/material';
import type { CustomerOrder } from '@scm/contract';
import { PrintingSpecFields } from '../orders';
import {
  DeliveryInfoFields,
  DraftFilesField,
  FormSection,
  OrderNumberFields,
  OrderQuantityFields,
  ProductNameField,
  RemarkField,
} from '../../shared/order-form';

/**
 * The customer order's fields for CREATE and READ: the staff form's sections with the customer's field set (002 §3).
 * The order number shows once the order is placed. The carrier and invoice are the shop's to note when it ships:
 * the tracker above the saved order shows them.
 */
export function CustomerOrderFields({ order }: { order?: CustomerOrder }) {
  return (
    <Box>
      <FormSection title="주문 정보">
        <Grid container spacing={2}>
          {order && <OrderNumberFields order={order} />}
          <ProductNameField />
          <OrderQuantityFields />
        </Grid>
        <DraftFilesField />
      </FormSection>
      <FormSection title="배송 정보">
        <DeliveryInfoFields shipment={false} />
      </FormSection>
      <FormSection>
        <PrintingSpecFields variant="customer" />
      </FormSection>
      <FormSection title="비고">
        <RemarkField />
      </FormSection>
    </Box>
  );
}
