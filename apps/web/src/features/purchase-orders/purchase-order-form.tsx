import { Paper } from '@mui/material';
import { purchaseOrderMessages, type PurchaseOrder } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
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
  const fb = useFeedback();
  const nav = useListNavigation(PURCHASE_ORDER_LIST_PATH);
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder();
  const remove = useDeletePurchaseOrder();
  const form = useEntityForm<PurchaseOrderFormInput, PurchaseOrderFormValues>({
    // The contract schema the server validates POST with, plus the picker's category and item name.
    schema: purchaseOrderFormSchema,
    defaultValues: order ? savedPurchaseOrder(order) : newPurchaseOrder(),
    mode,
  });

  const save = async (values: PurchaseOrderFormValues) => {
    const { receiveNow, ...fields } = toRequest(values);
    if (order) {
      const saved = await update.mutateAsync({ ...fields, id: order.id });
      fb.snackbar('success', saved.message);
      nav.backToDetail(order.id);
    } else {
      const saved = await create.mutateAsync({ ...fields, receiveNow });
      fb.snackbar('success', saved.message);
      nav.toDetail(saved.data.id, { replace: true });
    }
  };

  const deleteOrder = async () => {
    if (!order) return;
    const res = await remove.mutateAsync(order.id);
    fb.snackbar('success', res.message);
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <EntityForm
        area="WORK"
        form={form}
        onSubmit={save}
        aria-label="발주 정보"
        confirmSave={{ create: purchaseOrderMessages.createConfirm, update: purchaseOrderMessages.updateConfirm }}
      >
        <PurchaseOrderFields order={order} />
        <FormActions
          onDelete={order ? deleteOrder : undefined}
          deleteConfirmText={
            order?.received ? purchaseOrderMessages.deleteReceivedConfirm : purchaseOrderMessages.deleteConfirm
          }
          onEdit={order ? () => nav.toEdit(order.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (order ? nav.backToDetail(order.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}
