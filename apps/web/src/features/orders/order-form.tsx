import { canSuperviseWork, orderMessages, type Order } from '@scm/contract';
import { useAuthorities } from '../../shared/access';
import { estimateInputOf, useRateSet } from '../../shared/estimate';
import { RecordForm, type FormMode } from '../../shared/form-kit';
import { receiptDayOf, useOrderRecordForm } from '../../shared/order-form';
import { ORDER_LIST_PATH, useCreateOrder, useDeleteOrder, useUpdateOrder } from './api';
import { OrderFields } from './order-fields';
import { newOrder, orderDeliveryFormSchema, orderFormSchema, savedOrder } from './order-form-schema';
import { useSpecNames } from './order-price-section';
import { usePricedSave } from './priced-save';
import { today } from '../../shared/format';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  order?: Order;
}

/** The rates' day a form prices with: the stored price's (an edit keeps the order's day), else the receipt day. */
export const ratesDateOf = (
  order: { price: { estimate: { ratesDate: string } } | null; receiptDatetime: string } | undefined,
) => (order ? (order.price?.estimate.ratesDate ?? receiptDayOf(order)) : today());

/** The order's create, detail and edit form: what may be changed follows the work order's state (orderEditScope). */
export function OrderForm({ mode, order }: Props) {
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  // Work started, not printed yet: a supervisor may still correct the paper lines (the paper has not left stock).
  const supervisor = canSuperviseWork(useAuthorities());
  const beforePrinting = order?.workOrderStatus === 'WORKING' && order.cancellation === null;
  const ratesDate = ratesDateOf(order);
  const { rateSet } = useRateSet(ratesDate);
  const names = useSpecNames();
  const priced = usePricedSave(order?.price);
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
      // The whole order (its spec may have changed the price): the new total is confirmed first, then sent.
      const whole = 'printingList' in values;
      const estimateNow =
        whole && rateSet
          ? priced.estimateOf(estimateInputOf(values, { quantity: values.amount, names }), rateSet)
          : null;
      const saved = await priced.save(
        (confirmedTotal) => update.mutateAsync({ ...values, id: o.id, ...(whole ? { confirmedTotal } : {}) }),
        whole ? { estimate: estimateNow, override: values.priceOverride } : null,
      );
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
    <>
      <RecordForm record={record} area="ORDER" aria-label="주문 정보" maxWidth={960}>
        <OrderFields
          order={order}
          scope={scope}
          paperCorrection={beforePrinting ? supervisor : undefined}
          ratesDate={ratesDate}
        />
      </RecordForm>
      {priced.dialog}
    </>
  );
}
