import { departmentMessages, type CodeSelectItem } from '@scm/contract';
import { useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { FormSelect, type FieldProps, type SelectOption } from '../../shared/form-kit';
import { usePositionList } from './api';

/** Positions in use, plus an unused one only while it is (or was, when the form opened) the chosen value. */
const positionOptions = (codes: readonly CodeSelectItem[], keep: readonly unknown[]): SelectOption[] =>
  codes
    .filter((c) => c.isUsed || keep.some((k) => (typeof k === 'number' || typeof k === 'string') && Number(k) === c.id))
    .map((c) => ({ value: c.id, label: c.isUsed ? c.name : `${c.name}${departmentMessages.inactiveSuffix}` }));

/** The 직위 field (holds a code id of the 'position' category). */
export function PositionSelect<TIn extends FieldValues, TOut extends FieldValues>(
  props: Omit<FieldProps<TIn, TOut>, 'label'> & { label?: string },
) {
  const current: unknown = useWatch({ control: props.control, name: props.name });
  const [initial] = useState(current);
  const { data = [] } = usePositionList();
  return <FormSelect {...props} label={props.label ?? '직위'} options={positionOptions(data, [initial, current])} />;
}
