import { Box } from '@mui/material';
import { customerOrderMessages, type CustomerOrder, type PriceCatalog } from '@scm/contract';
import { RecordForm, useRecordForm } from '../../shared/form-kit';
import { CUSTOMER_ORDER_LIST_PATH, useCreateCustomerOrder } from './api';
import { CustomerDeliveryFields, CustomerSpecFields } from './customer-order-fields';
import { customerOrderFormSchema, newCustomerOrder } from './customer-order-form-schema';
import { BuyerWordsPrice } from './customer-order-price';

/**
 * The customer's order intake in the buyer's words, with the live price beside it (under the order's content on a
 * phone, a sticky column on a wide screen). Confirmed, then placed; a placed order is read on its own page.
 */
export function CustomerOrderForm({ catalog }: { catalog: PriceCatalog }) {
  const create = useCreateCustomerOrder();
  const record = useRecordForm({
    mode: 'CREATE',
    record: undefined as CustomerOrder | undefined,
    listPath: CUSTOMER_ORDER_LIST_PATH,
    schema: customerOrderFormSchema,
    valuesOf: newCustomerOrder,
    blank: newCustomerOrder,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.data.id, message: saved.message };
    },
    confirm: { create: customerOrderMessages.createConfirm },
  });
  return (
    <RecordForm record={record} aria-label="주문 정보" maxWidth={1200}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"spec" "price" "rest"', md: '"spec price" "rest price"' },
        }}
      >
        <Box sx={{ gridArea: 'spec', minWidth: 0 }}>
          <CustomerSpecFields catalog={catalog} />
        </Box>
        <Box
          sx={{
            gridArea: 'price',
            alignSelf: 'start',
            position: { md: 'sticky' },
            top: { md: 16 },
            mb: { xs: 3, md: 0 },
          }}
        >
          <BuyerWordsPrice catalog={catalog} />
        </Box>
        <Box sx={{ gridArea: 'rest', minWidth: 0 }}>
          <CustomerDeliveryFields />
        </Box>
      </Box>
    </RecordForm>
  );
}
