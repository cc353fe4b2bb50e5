import type { EmployeeSelectItem } from '@scm/contract';
import { useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { FormSelect, type FieldProps, type SelectOption } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { useEmployeeSelectList } from './api';

/** Current staff, plus one who has left only while they are (or were, when the form opened) the chosen value. */
export const employeeOptions = (employees: readonly EmployeeSelectItem[], keepIds: readonly unknown[] = []) =>
  employees
    .filter(
      (e) =>
        e.dateResigned === null ||
        e.dateResigned > today() ||
        keepIds.some((k) => (typeof k === 'number' || typeof k === 'string') && Number(k) === e.id),
    )
    .map((e): SelectOption => ({
      value: e.id,
      label: e.dateResigned && e.dateResigned <= today() ? `${e.name} (퇴사)` : e.name,
    }));

interface Props<TIn extends FieldValues, TOut extends FieldValues> extends Omit<FieldProps<TIn, TOut>, 'label'> {
  label?: string;
  emptyLabel?: string;
}

/** An employee field (holds the employee id) for any form, e.g. an order's 담당자. */
export function EmployeeSelect<TIn extends FieldValues, TOut extends FieldValues>({
  label = '담당자',
  ...props
}: Props<TIn, TOut>) {
  const current: unknown = useWatch({ control: props.control, name: props.name });
  const [initial] = useState(current);
  const { data = [] } = useEmployeeSelectList();
  return <FormSelect {...props} label={label} options={employeeOptions(data, [initial, current])} />;
}
