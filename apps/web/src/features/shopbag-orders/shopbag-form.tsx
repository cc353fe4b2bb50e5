import {
  canDeleteOrder,
  orderEditScope,
  shopbagOrderMessages as M,
  type ShopbagOrder,
  type ShopbagOrderValues,
} from '@scm/contract';
import type { z } from 'zod';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { SHOPBAG_LIST_PATH, useCreateShopbagOrder, useDeleteShopbagOrder, useUpdateShopbagOrder } from './api';
import { savingSellers } from './sellers-field-error';
import { ShopbagFields } from './shopbag-fields';
import {
  newShopbagOrder,
  savedShopbagOrder,
  shopbagFormSchema,
  shopbagLateFormSchema,
  type ShopbagFormInput,
  type ShopbagLateFormValues,
} from './shopbag-form-schema';

type FormValues = ShopbagOrderValues | ShopbagLateFormValues;
const isWhole = (v: FormValues): v is ShopbagOrderValues => 'productName' in v;

/** The bag order's create, detail and edit form: what may change follows the work order's state. */
export function ShopbagForm({ mode, order }: { mode: FormMode; order?: ShopbagOrder }) {
  const create = useCreateShopbagOrder();
  const update = useUpdateShopbagOrder();
  const remove = useDeleteShopbagOrder();
  const scope = order ? orderEditScope(order.workOrderStatus, order.cancellation !== null) : 'ALL';
  const schema = (scope === 'ALL' ? shopbagFormSchema : shopbagLateFormSchema) as z.ZodType<
    FormValues,
    ShopbagFormInput
  >;
  const record = useRecordForm<ShopbagFormInput, FormValues, ShopbagOrder>({
    mode,
    record: order,
    listPath: SHOPBAG_LIST_PATH,
    schema,
    valuesOf: savedShopbagOrder,
    blank: newShopbagOrder,
    create: async (values) => {
      if (!isWhole(values)) throw new Error('주문 정보가 올바르지 않습니다.');
      const saved = await savingSellers(() => create.mutateAsync(values));
      return { id: saved.data.id, message: saved.message };
    },
    update: async (values, o) => {
      const saved = await savingSellers(() => update.mutateAsync({ ...values, id: o.id }));
      return { id: o.id, message: saved.message };
    },
    remove: async (o) => (await remove.mutateAsync(o.id)).message,
    confirm: { create: M.createConfirm, update: M.updateConfirm, delete: M.deleteConfirm },
  });
  const deletable = order ? canDeleteOrder(order.workOrderStatus, order.cancellation !== null) : false;
  const actions = {
    ...record.actions,
    onDelete: deletable ? record.actions.onDelete : undefined,
    onEdit: scope === 'NONE' ? undefined : record.actions.onEdit,
  };
  return (
    <RecordForm record={{ ...record, actions }} area="ORDER" aria-label="쇼핑백 주문 정보" maxWidth={960}>
      <ShopbagFields order={order} scope={scope} />
    </RecordForm>
  );
}
