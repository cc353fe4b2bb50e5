import { useFormContext } from 'react-hook-form';
import { FormSelect, type SelectOption } from '../../shared/form-kit';
import { useEmployeeChoices } from './api';
import type { OrderFormInput } from './order-form-schema';

interface Props {
  /** The saved one stays listed, even after resigning. */
  saved?: { id: number; name: string } | null;
  disabled?: boolean;
}

/** 외주 담당자: an employee in charge of the order's outsourcing, or none; resigned staff are not offered. */
export function ChargeField({ saved, disabled }: Props) {
  const { control } = useFormContext<OrderFormInput>();
  const { data = [] } = useEmployeeChoices();
  const options: SelectOption[] = data
    .filter((e) => e.dateResigned === null || e.id === saved?.id)
    .map((e) => ({ value: e.id, label: e.name }));
  if (saved && !options.some((o) => o.value === saved.id)) options.unshift({ value: saved.id, label: saved.name });
  return (
    <FormSelect
      control={control}
      name="outsourcingChargeId"
      label="외주 담당자"
      options={options}
      emptyLabel="없음"
      disabled={disabled}
    />
  );
}
