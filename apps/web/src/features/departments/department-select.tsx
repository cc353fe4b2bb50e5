import { departmentMessages, type DepartmentSelectItem } from '@scm/contract';
import { useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { FormSelect, type FieldProps, type SelectOption } from '../../shared/form-kit';
import { useDepartmentSelectList } from './api';

/** Used departments, plus an unused one only when it is (or was, when the form opened) the chosen value (spec 000 §4). */
export const departmentOptions = (
  departments: readonly DepartmentSelectItem[],
  keepIds: readonly unknown[] = [],
): SelectOption[] =>
  departments
    .filter(
      (d) => d.isUsed || keepIds.some((k) => (typeof k === 'number' || typeof k === 'string') && Number(k) === d.id),
    )
    .map((d) => ({ value: d.id, label: d.isUsed ? d.name : `${d.name}${departmentMessages.inactiveSuffix}` }));

interface Props<TIn extends FieldValues, TOut extends FieldValues> extends Omit<FieldProps<TIn, TOut>, 'label'> {
  label?: string;
  /** Adds an empty first choice, e.g. '선택 안 함'. */
  emptyLabel?: string;
}

/** A department field (holds the department id) for any form, e.g. the employee form's departmentId. */
export function DepartmentSelect<TIn extends FieldValues, TOut extends FieldValues>({
  label = '부서',
  ...props
}: Props<TIn, TOut>) {
  const current: unknown = useWatch({ control: props.control, name: props.name });
  // The saved value stays selectable even after the user picks another one and comes back.
  const [initial] = useState(current);
  const { data = [] } = useDepartmentSelectList();
  return <FormSelect {...props} label={label} options={departmentOptions(data, [initial, current])} />;
}
