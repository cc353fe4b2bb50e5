import { canSuperviseWork, orderMessages, type Order } from '@scm/contract';
import { useAuthorities } from '../../shared/access';
import { RecordForm, type FormMode } from '../../shared/form-kit';
import { ORDER_LIST_PATH, useCreateOrder, useDeleteOrder, useUpdateOrder } from './api';
import { OrderFields } from './order-fields';
import { newOrder, orderDeliveryFormSchema, orderFormSchema, savedOrder } from './order-form-schema';
import { useOrderRecordForm } from '../../shared/order-form';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  order?: Order;
}

/** The order's create, detail and edit form: what may be changed follows the work order's state (orderEditScope). */
export function OrderForm({ mode, order }: Props) {
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  // Work started, not printed yet: a supervisor may still correct the paper lines (the paper has not left stock).
  const supervisor = canSuperviseWork(useAuthorities());
  const beforePrinting = order?.workOrderStatus === 'WORKING' && order.cancellation === null;
  const { record, scope } = useOrderRecordForm({
    paperCorrection: beforePrinting && supervisor,
    mode,
    order,
    listPath: ORDER_LIST_PATH,
    schemas: { whole: orderFormSchema, late: orderDeliveryFormSchema },
    valuesOf: savedOrder,
    blank: newOrder,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.data.id, message: saved.message };
    },
    update: async (values, o) => {
      const saved = await update.mutateAsync({ ...values, id: o.id });
      return { id: o.id, message: saved.message };
    },
    remove: async (o) => (await remove.mutateAsync(o.id)).message,
    confirm: {
      create: orderMessages.createConfirm,
      update: orderMessages.updateConfirm,
      delete: orderMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="ORDER" aria-label="주문 정보" maxWidth={960}>
      <OrderFields order={order} scope={scope} paperCorrection={beforePrinting ? supervisor : undefined} />
    </RecordForm>
  );
}
