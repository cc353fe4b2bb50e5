import { Button, Chip, Typography } from '@mui/material';
import {
  SMS_OUTBOX_STATUS_COLORS,
  SMS_OUTBOX_STATUS_LABELS,
  SMS_TEMPLATE_LABELS,
  isResendable,
  type SmsOutbox,
} from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDateTime, formatNumber } from '../../shared/format';

export const SMS_OUTBOX_TABLE_MIN_WIDTH = 900;

const phone = (digits: string) =>
  digits.replace(/^(02|0\d{2})(\d{3,4})(\d{4})$/, (_m, a: string, b: string, c: string) => `${a}-${b}-${c}`);

/** The columns, with the 재발송 button for failed and unconfigured messages when `onResend` is given. */
export const smsOutboxColumns = (onResend?: (row: SmsOutbox) => void): readonly ColumnDef<SmsOutbox>[] => [
  {
    key: 'createdAt',
    card: 2,
    label: '등록 일시',
    sortField: 'createdAt',
    width: 160,
    align: 'center',
    render: (r) => formatDateTime(r.createdAt),
  },
  {
    key: 'recipient',
    card: 3,
    label: '수신번호',
    sortField: 'recipient',
    width: 130,
    render: (r) => (r.recipient ? phone(r.recipient) : '—'),
  },
  {
    key: 'text',
    card: 'title',
    label: '내용',
    render: (r) => (
      <span title={r.text}>
        {r.template && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.75 }}>
            [{SMS_TEMPLATE_LABELS[r.template]}]
          </Typography>
        )}
        {r.text}
      </span>
    ),
  },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    sortField: 'status',
    width: 144,
    align: 'center',
    render: (r) => (
      <Chip size="small" label={SMS_OUTBOX_STATUS_LABELS[r.status]} color={SMS_OUTBOX_STATUS_COLORS[r.status]} />
    ),
  },
  {
    key: 'providerAnswer',
    card: 1,
    label: '발송 결과',
    width: 170,
    // A text that could not go says only why (발송 불가: no mobile, characters a phone cannot show…).
    render: (r) =>
      r.status === 'REJECTED'
        ? `사유: ${r.providerAnswer}`
        : `${r.kind} ${formatNumber(r.bytes)}byte · ${r.attempts}회 시도${r.providerAnswer ? ` · ${r.providerAnswer}` : ''}`,
  },
  {
    key: 'resend',
    card: 'control',
    label: '재발송',
    width: 104,
    align: 'center',
    render: (r) =>
      onResend && isResendable(r.status) ? (
        <Button
          size="small"
          variant="outlined"
          onClick={(e) => {
            e.stopPropagation();
            onResend(r);
          }}
        >
          재발송
        </Button>
      ) : null,
  },
];
