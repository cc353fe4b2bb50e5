import { canDeleteOrder, orderEditScope, orderMessages, type Order, type OrderValues } from '@scm/contract';
import type { z } from 'zod';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { ORDER_LIST_PATH, useCreateOrder, useDeleteOrder, useUpdateOrder } from './api';
import { OrderFields } from './order-fields';
import {
  newOrder,
  orderDeliveryFormSchema,
  orderFormSchema,
  savedOrder,
  type OrderDeliveryFormValues,
  type OrderFormInput,
} from './order-form-schema';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  order?: Order;
}

type FormValues = OrderValues | OrderDeliveryFormValues;
const isWhole = (v: FormValues): v is OrderValues => 'productName' in v;

/** The order's create, detail and edit form: what may be changed follows the work order's state (orderEditScope). */
export function OrderForm({ mode, order }: Props) {
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  const scope = order ? orderEditScope(order.workOrderStatus, order.cancellation !== null) : 'ALL';
  const schema = (scope === 'ALL' ? orderFormSchema : orderDeliveryFormSchema) as z.ZodType<FormValues, OrderFormInput>;
  const record = useRecordForm<OrderFormInput, FormValues, Order>({
    mode,
    record: order,
    listPath: ORDER_LIST_PATH,
    schema,
    valuesOf: savedOrder,
    blank: newOrder,
    create: async (values) => {
      if (!isWhole(values)) throw new Error('주문 정보가 올바르지 않습니다.');
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
  // A started order is cancelled rather than deleted; a cancelled one is only read.
  const deletable = order ? canDeleteOrder(order.workOrderStatus, order.cancellation !== null) : false;
  const actions = {
    ...record.actions,
    onDelete: deletable ? record.actions.onDelete : undefined,
    onEdit: scope === 'NONE' ? undefined : record.actions.onEdit,
  };
  return (
    <RecordForm record={{ ...record, actions }} area="ORDER" aria-label="주문 정보" maxWidth={960}>
      <OrderFields order={order} scope={scope} />
    </RecordForm>
  );
}
