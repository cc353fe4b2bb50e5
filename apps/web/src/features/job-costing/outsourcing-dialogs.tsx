import { InputAdornment, Typography } from '@mui/material';
import {
  apiJobOutsourcingCost,
  apiJobOutsourcingReverse,
  formatWon,
  JobOutsourcingInputSchema,
  JobOutsourcingReverseSchema,
  type JobOutsourcingRow,
} from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import {
  DialogForm,
  FormDateField,
  FormSelect,
  FormTextField,
  reportError,
  useDialogForm,
  type SelectOption,
} from '../../shared/form-kit';
import { today } from '../../shared/format';
import { useOutsourcingWrite, useSupplierOptions } from './api';

interface Props {
  orderNumber: string;
  onClose: () => void;
}

/** What both dialogs do with the answer: the server's message, then close (the costing reads again). */
function useSubmit<T>(url: (target: number) => string, target: number, onClose: () => void) {
  const fb = useFeedback();
  const write = useOutsourcingWrite<T>(url);
  return {
    onSubmit: async (body: T) => {
      const answer = await write.mutateAsync({ target, body });
      fb.snackbar('success', answer.message);
      onClose();
    },
    onError: (error: unknown) => reportError(fb, error, '외주 청구를 기록하지 못했습니다.'),
  };
}

const wonSlots = {
  htmlInput: { style: { textAlign: 'right' as const } },
  input: { endAdornment: <InputAdornment position="end">원</InputAdornment> },
};

/** 외주 청구 입력: an invoice a supplier sent for this order. */
export function OutsourcingEntryDialog({ orderId, orderNumber, onClose }: Props & { orderId: number }) {
  const form = useDialogForm(JobOutsourcingInputSchema, {
    description: '',
    amount: '',
    invoiceDate: today(),
  });
  const { data: sellers = [] } = useSupplierOptions();
  const options: SelectOption[] = sellers.map((s) => ({ value: s.id, label: s.sellerName }));
  const submit = useSubmit(apiJobOutsourcingCost, orderId, onClose);
  return (
    <DialogForm
      form={form}
      mode="CREATE"
      title={`외주 청구 입력 · ${orderNumber}`}
      submitLabel="청구 기록"
      onClose={onClose}
      onSubmit={submit.onSubmit}
      onError={submit.onError}
    >
      <Typography variant="body2" color="text.secondary">
        외주처가 이 주문에 청구한 금액(공급가액)을 입력합니다. 기록은 지워지지 않으며, 잘못 입력했으면 취소 기록을
        남깁니다.
      </Typography>
      <FormSelect control={form.control} name="sellerId" label="외주처" required options={options} />
      <FormTextField control={form.control} name="description" label="내용" required maxLength={200} />
      <FormTextField
        control={form.control}
        name="amount"
        label="금액"
        required
        inputMode="numeric"
        maxLength={15}
        autoComplete="off"
        slotProps={wonSlots}
      />
      <FormDateField control={form.control} name="invoiceDate" label="청구일" required />
    </DialogForm>
  );
}

/** 외주 청구 취소: the invoice undone by a reversing row, with the reason. */
export function OutsourcingReverseDialog({ row, orderNumber, onClose }: Props & { row: JobOutsourcingRow }) {
  const form = useDialogForm(JobOutsourcingReverseSchema, { reason: '' });
  const submit = useSubmit(apiJobOutsourcingReverse, row.id, onClose);
  return (
    <DialogForm
      form={form}
      mode="UPDATE"
      title={`외주 청구 취소 · ${orderNumber}`}
      submitLabel="청구 취소"
      onClose={onClose}
      onSubmit={submit.onSubmit}
      onError={submit.onError}
    >
      <Typography variant="body2" color="text.secondary">
        {`${row.invoiceDate} ${row.sellerName} ${row.description} ${formatWon(row.amount)}원을 취소합니다. 원래 기록은 지워지지 않고 취소 기록이 함께 남습니다.`}
      </Typography>
      <FormTextField control={form.control} name="reason" label="취소 사유" required maxLength={200} />
    </DialogForm>
  );
}
