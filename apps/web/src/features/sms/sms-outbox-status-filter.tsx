import { MenuItem, TextField } from '@mui/material';
import { SMS_OUTBOX_STATUSES, SMS_OUTBOX_STATUS_LABELS, type SmsOutboxStatus } from '@scm/contract';
import { useSearchParams } from 'react-router';

const STATUS_PARAM = 'status';

const parseStatus = (raw: string | null): SmsOutboxStatus | null =>
  (SMS_OUTBOX_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as SmsOutboxStatus) : null;

/** The status filter lives in the URL beside the list state. */
export function useSmsOutboxStatusParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get(STATUS_PARAM));
  const setStatus = (next: SmsOutboxStatus | null) => {
    const params = new URLSearchParams(searchParams);
    if (next === null) params.delete(STATUS_PARAM);
    else params.set(STATUS_PARAM, next);
    params.delete('page');
    setSearchParams(params);
  };
  return [status, setStatus] as const;
}

export function SmsOutboxStatusFilter({
  value,
  onChange,
}: {
  value: SmsOutboxStatus | null;
  onChange: (status: SmsOutboxStatus | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="발송 상태"
      value={value ?? ''}
      onChange={(e) => onChange(parseStatus(e.target.value))}
      sx={{ flex: { xs: '1 1 120px', md: '0 0 148px' }, minWidth: 120 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">전체</MenuItem>
      {SMS_OUTBOX_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {SMS_OUTBOX_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
