import { SMS_OUTBOX_STATUSES, SMS_OUTBOX_STATUS_LABELS, type SmsOutboxStatus } from '@scm/contract';
import { StatusFilter, useStatusParam } from '../../shared/list-kit';

export const useSmsOutboxStatusParam = () => useStatusParam(SMS_OUTBOX_STATUSES);

interface Props {
  value: SmsOutboxStatus | null;
  onChange: (status: SmsOutboxStatus | null) => void;
}

export const SmsOutboxStatusFilter = ({ value, onChange }: Props) => (
  <StatusFilter
    label="발송 상태"
    values={SMS_OUTBOX_STATUSES}
    labelOf={(s) => SMS_OUTBOX_STATUS_LABELS[s]}
    value={value}
    onChange={onChange}
  />
);
