import type { SelectOption } from '../../shared/form-kit';
import { FormSelect } from '../../shared/form-kit';
import { useFormContext } from 'react-hook-form';
import { useSellerSelectList } from './api';
import type { PurchaseOrderFormInput, PurchaseOrderFormValues } from './purchase-order-form-schema';

/** 매입처: every supplier by name; the saved one stays listed while the list loads. */
export function SellerField({ savedSeller }: { savedSeller?: { id: number; name: string } }) {
  const { control } = useFormContext<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>();
  const { data = [] } = useSellerSelectList();
  const options: SelectOption[] = data.map((s) => ({ value: s.id, label: s.sellerName }));
  if (savedSeller && !options.some((o) => o.value === savedSeller.id))
    options.unshift({ value: savedSeller.id, label: savedSeller.name });
  return <FormSelect control={control} name="sellerId" label="매입처" required options={options} />;
}
