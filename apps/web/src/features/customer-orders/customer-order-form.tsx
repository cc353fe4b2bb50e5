import { customerOrderMessages, type CustomerOrder } from '@scm/contract';
import { RecordForm, useRecordForm } from '../../shared/form-kit';
import { CUSTOMER_ORDER_LIST_PATH, useCreateCustomerOrder } from './api';
import { CustomerOrderFields } from './customer-order-fields';
import { customerOrderFormSchema, newCustomerOrder, savedCustomerOrder } from './customer-order-form-schema';

interface Props {
  mode: 'CREATE' | 'READ';
  /** The placed order; absent in CREATE. */
  order?: CustomerOrder;
}

/**
 * The customer's order form: the intake (confirmed, then placed) and the placed order read-only with 목록 as its one
 * action. A placed order is not changed here; the customer asks the shop.
 */
export function CustomerOrderForm({ mode, order }: Props) {
  const create = useCreateCustomerOrder();
  const record = useRecordForm({
    mode,
    record: order,
    listPath: CUSTOMER_ORDER_LIST_PATH,
    schema: customerOrderFormSchema,
    valuesOf: savedCustomerOrder,
    blank: newCustomerOrder,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.data.id, message: saved.message };
    },
    confirm: { create: customerOrderMessages.createConfirm },
  });
  return (
    <RecordForm record={record} aria-label="주문 정보" maxWidth={960}>
      <CustomerOrderFields order={order} />
    </RecordForm>
  );
}
