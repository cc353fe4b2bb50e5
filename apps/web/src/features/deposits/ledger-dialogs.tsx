import { Typography } from '@mui/material';
import {
  apiDepositAdjustment,
  apiDepositReceipt,
  apiDepositRefund,
  apiDepositReverse,
  DepositAdjustmentInputSchema,
  DepositReceiptInputSchema,
  DepositRefundInputSchema,
  DepositReverseInputSchema,
  formatWon,
  type DepositLedgerRow,
  type DepositOrder,
} from '@scm/contract';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { DialogForm, FormDateField, FormTextField, reportError, useDialogForm } from '../../shared/form-kit';
import { today } from '../../shared/format';
import { useLedgerWrite } from './api';
import { WonField } from './won-field';
import { wonText } from './won-text';

/** The entry a ledger dialog writes on, as the popup shows it. */
export interface LedgerTarget {
  entryId: number;
  version: number;
  owner: string;
  collectedPrice: number;
  remaining: number;
}

interface DialogProps {
  target: LedgerTarget;
  onClose: () => void;
  /** The order as the write answered it. */
  onDone: (order: DepositOrder) => void;
}

/**
 * What every ledger dialog does with the answer: the server's message, the order back to the popup; a 409 (the entry
 * changed meanwhile, or the move is refused) was alerted by the client already, so the dialog closes and the popup
 * shows the entry read again.
 */
function useLedgerSubmit<T>(url: (target: number) => string, target: number, { onClose, onDone }: DialogProps) {
  const fb = useFeedback();
  const write = useLedgerWrite<T>(url);
  return {
    onSubmit: async (body: T) => {
      const answer = await write.mutateAsync({ target, body });
      fb.snackbar('success', answer.message);
      onDone(answer.data);
      onClose();
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) onClose();
      else reportError(fb, error, '입금 원장에 기록하지 못했습니다.');
    },
  };
}

const ReceiptForm = DepositReceiptInputSchema.omit({ version: true });

/** 입금 추가: money arrived (a partial payment adds up with the others). */
export function ReceiptDialog(props: DialogProps) {
  const { target } = props;
  const form = useDialogForm(ReceiptForm, {
    amount: target.remaining > 0 ? formatWon(target.remaining) : '',
    receivedDate: today(),
    depositor: '',
    memo: '',
  });
  const submit = useLedgerSubmit(apiDepositReceipt, target.entryId, props);
  return (
    <DialogForm
      form={form}
      mode="UPDATE"
      title={`입금 추가 · ${target.owner}`}
      submitLabel="입금 기록"
      onClose={props.onClose}
      onSubmit={(v) => submit.onSubmit({ ...v, version: target.version })}
      onError={submit.onError}
    >
      <Typography variant="body2" color="text.secondary">
        {`잔액 ${wonText(target.remaining)}. 나눠 들어온 돈은 들어온 만큼씩 기록하면 합산됩니다.`}
      </Typography>
      <WonField control={form.control} name="amount" label="입금액" required />
      <FormDateField control={form.control} name="receivedDate" label="입금일" required />
      <FormTextField control={form.control} name="depositor" label="입금자명" maxLength={100} />
      <FormTextField control={form.control} name="memo" label="메모" maxLength={255} />
    </DialogForm>
  );
}

const ReasonForm = DepositReverseInputSchema.omit({ version: true });

/** 입금 취소: a receipt undone by a row of its negation, with the reason. */
export function ReverseDialog(props: DialogProps & { row: DepositLedgerRow }) {
  const { target, row } = props;
  const form = useDialogForm(ReasonForm, { reason: '' });
  const submit = useLedgerSubmit(apiDepositReverse, row.id, props);
  return (
    <DialogForm
      form={form}
      mode="UPDATE"
      title={`입금 취소 · ${target.owner}`}
      submitLabel="입금 취소"
      onClose={props.onClose}
      onSubmit={(v) => submit.onSubmit({ ...v, version: target.version })}
      onError={submit.onError}
    >
      <Typography variant="body2" color="text.secondary">
        {`${row.receivedDate} 입금 ${wonText(row.amount)}${row.depositor ? ` (${row.depositor})` : ''}을 취소합니다. 원래 기록은 지워지지 않고, 취소 기록이 함께 남습니다.`}
      </Typography>
      <FormTextField control={form.control} name="reason" label="취소 사유" required maxLength={200} />
    </DialogForm>
  );
}

const AdjustmentForm = DepositAdjustmentInputSchema.omit({ version: true });

/** 할인·조정: owed less (a discount, positive) or more (a surcharge, negative), with the reason. */
export function AdjustmentDialog(props: DialogProps) {
  const { target } = props;
  const form = useDialogForm(AdjustmentForm, { amount: '', reason: '' });
  const submit = useLedgerSubmit(apiDepositAdjustment, target.entryId, props);
  return (
    <DialogForm
      form={form}
      mode="UPDATE"
      title={`할인·조정 · ${target.owner}`}
      submitLabel="조정 기록"
      onClose={props.onClose}
      onSubmit={(v) => submit.onSubmit({ ...v, version: target.version })}
      onError={submit.onError}
    >
      <Typography variant="body2" color="text.secondary">
        받을 금액을 바꿉니다(받은 금액은 그대로). 할인은 양수, 추가 청구는 음수(예: -5,000)로 입력합니다.
      </Typography>
      <FormTextField
        control={form.control}
        name="amount"
        label="조정 금액"
        required
        maxLength={20}
        autoComplete="off"
        helperText={`지금 잔액 ${wonText(target.remaining)}`}
      />
      <FormTextField control={form.control} name="reason" label="조정 사유" required maxLength={200} />
    </DialogForm>
  );
}

const RefundForm = DepositRefundInputSchema.omit({ version: true });

/** 환불: money paid back to the customer, at most what was received. */
export function RefundDialog(props: DialogProps) {
  const { target } = props;
  const over = target.remaining < 0 ? -target.remaining : 0;
  const form = useDialogForm(RefundForm, { amount: over > 0 ? formatWon(over) : '', reason: '' });
  const submit = useLedgerSubmit(apiDepositRefund, target.entryId, props);
  return (
    <DialogForm
      form={form}
      mode="UPDATE"
      title={`환불 · ${target.owner}`}
      submitLabel="환불 기록"
      onClose={props.onClose}
      onSubmit={(v) => submit.onSubmit({ ...v, version: target.version })}
      onError={submit.onError}
    >
      <Typography variant="body2" color="text.secondary">
        {`고객에게 돌려준 금액을 기록합니다. 받은 금액 ${wonText(target.collectedPrice)}까지 환불할 수 있습니다.`}
      </Typography>
      <WonField control={form.control} name="amount" label="환불액" required />
      <FormTextField control={form.control} name="reason" label="환불 사유" required maxLength={200} />
    </DialogForm>
  );
}
