import { estimate, isShopbagType, positionsOf, shopbagOrderMessages as M, type ShopbagOrder } from '@scm/contract';
import { RecordForm, type FormMode } from '../../shared/form-kit';
import { estimateInputOf, useRateSet } from '../../shared/estimate';
import { useOrderRecordForm } from '../../shared/order-form';
import { ratesDateOf, usePricedSave, useSpecNames } from '../orders';
import { SHOPBAG_LIST_PATH, useCreateShopbagOrder, useDeleteShopbagOrder, useUpdateShopbagOrder } from './api';
import { savingSellers } from './sellers-field-error';
import { ShopbagFields } from './shopbag-fields';
import { newShopbagOrder, savedShopbagOrder, shopbagFormSchema, shopbagLateFormSchema } from './shopbag-form-schema';

/** The bag order's create, detail and edit form: what may change follows the work order's state. */
export function ShopbagForm({ mode, order }: { mode: FormMode; order?: ShopbagOrder }) {
  const create = useCreateShopbagOrder();
  const update = useUpdateShopbagOrder();
  const remove = useDeleteShopbagOrder();
  const ratesDate = ratesDateOf(order);
  const { rateSet } = useRateSet(ratesDate);
  const names = useSpecNames();
  const priced = usePricedSave(order?.price);
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
      // The whole bag order (its spec may have changed the price): the new total is confirmed first, then sent.
      const whole = 'printingList' in values;
      const shopbag =
        whole && isShopbagType(values.shopbagType)
          ? { shopbagType: values.shopbagType, slots: positionsOf(values.shopbagType).length }
          : null;
      const estimateNow =
        whole && rateSet
          ? estimate(
              estimateInputOf({ ...values, workType: 'SHOPBAG' }, { quantity: values.amount, names, shopbag }),
              rateSet,
            )
          : null;
      const saved = await priced.save(
        (confirmedTotal) =>
          savingSellers(() => update.mutateAsync({ ...values, id: o.id, ...(whole ? { confirmedTotal } : {}) })),
        whole ? { estimate: estimateNow, override: values.priceOverride } : null,
      );
      return { id: o.id, message: saved.message };
    },
    remove: async (o) => (await remove.mutateAsync(o.id)).message,
    confirm: { create: M.createConfirm, update: M.updateConfirm, delete: M.deleteConfirm },
  });
  return (
    <>
      <RecordForm record={record} area="ORDER" aria-label="쇼핑백 주문 정보" maxWidth={960}>
        <ShopbagFields order={order} scope={scope} ratesDate={ratesDate} />
      </RecordForm>
      {priced.dialog}
    </>
  );
}
