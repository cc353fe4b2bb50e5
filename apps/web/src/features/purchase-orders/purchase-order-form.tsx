import { purchaseOrderMessages, type PurchaseOrder } from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import {
  PURCHASE_ORDER_LIST_PATH,
  useCreatePurchaseOrder,
  useDeletePurchaseOrder,
  useUpdatePurchaseOrder,
} from './api';
import { PurchaseOrderFields } from './purchase-order-fields';
import {
  newPurchaseOrder,
  purchaseOrderFormSchema,
  savedPurchaseOrder,
  toRequest,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormValues,
} from './purchase-order-form-schema';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  order?: PurchaseOrder;
}

export function PurchaseOrderForm({ mode, order }: Props) {
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder();
  const remove = useDeletePurchaseOrder();
  const record = useRecordForm<PurchaseOrderFormInput, PurchaseOrderFormValues, PurchaseOrder>({
    mode,
    record: order,
    listPath: PURCHASE_ORDER_LIST_PATH,
    // The contract schema the server validates POST with, plus the picker's category and item name.
    schema: purchaseOrderFormSchema,
    valuesOf: savedPurchaseOrder,
    blank: newPurchaseOrder,
    create: async (values) => {
      const saved = await create.mutateAsync(toRequest(values));
      return { id: saved.data.id, message: saved.message };
    },
    update: async (values, o) => {
      const { receiveNow: _receiveNow, ...fields } = toRequest(values);
      const saved = await update.mutateAsync({ ...fields, id: o.id });
      return { id: o.id, message: saved.message };
    },
    remove: async (o) => (await remove.mutateAsync(o.id)).message,
    confirm: {
      create: purchaseOrderMessages.createConfirm,
      update: purchaseOrderMessages.updateConfirm,
      delete: order?.received ? purchaseOrderMessages.deleteReceivedConfirm : purchaseOrderMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="WORK" aria-label="발주 정보">
      <PurchaseOrderFields order={order} />
    </RecordForm>
  );
}
