import { ORDER_REMARK_MAX, type OrderInput } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../form-kit';

/** 비고: stays editable after work starts, with the delivery info. */
export function RemarkField() {
  const { control } = useFormContext<Pick<OrderInput, 'remark'>>();
  return (
    <FormTextField control={control} name="remark" label="비고" multiline minRows={3} maxLength={ORDER_REMARK_MAX} />
  );
}
