import { shopbagOrderMessages as M, type ShopbagOrder } from '@scm/contract';
import { RecordForm, type FormMode } from '../../shared/form-kit';
import { useOrderRecordForm } from '../../shared/order-form';
import { SHOPBAG_LIST_PATH, useCreateShopbagOrder, useDeleteShopbagOrder, useUpdateShopbagOrder } from './api';
import { savingSellers } from './sellers-field-error';
import { ShopbagFields } from './shopbag-fields';
import { newShopbagOrder, savedShopbagOrder, shopbagFormSchema, shopbagLateFormSchema } from './shopbag-form-schema';

/** The bag order's create, detail and edit form: what may change follows the work order's state. */
export function ShopbagForm({ mode, order }: { mode: FormMode; order?: ShopbagOrder }) {
  const create = useCreateShopbagOrder();
  const update = useUpdateShopbagOrder();
  const remove = useDeleteShopbagOrder();
  const { record, scope } = useOrderRecordForm({
    mode,
    order,
    listPath: SHOPBAG_LIST_PATH,
    schemas: { whole: shopbagFormSchema, late: shopbagLateFormSchema },
    valuesOf: savedShopbagOrder,
    blank: newShopbagOrder,
    create: async (values) => {
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
  return (
    <RecordForm record={record} area="ORDER" aria-label="쇼핑백 주문 정보" maxWidth={960}>
      <ShopbagFields order={order} scope={scope} />
    </RecordForm>
  );
}
