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

export const SMS_OUTBOX_TABLE_MIN_WIDTH = 1000;

const phone = (digits: string) =>
  digits.replace(/^(02|0\d{2})(\d{3,4})(\d{4})$/, (_m, a: string, b: string, c: string) => `${a}-${b}-${c}`);

/** The columns, with the 재발송 button for failed and unconfigured messages when `onResend` is given. */
export const smsOutboxColumns = (onResend?: (row: SmsOutbox) => void): readonly ColumnDef<SmsOutbox>[] => [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (r) => formatNumber(r.id) },
  {
    key: 'createdAt',
    card: 2,
    label: '등록 일시',
    sortField: 'createdAt',
    width: 150,
    align: 'center',
    render: (r) => formatDateTime(r.createdAt),
  },
  {
    key: 'recipient',
    card: 3,
    label: '수신번호',
    sortField: 'recipient',
    width: 130,
    render: (r) => phone(r.recipient),
  },
  {
    key: 'text',
    card: 'title',
    label: '내용',
    render: (r) => (
      <>
        {r.template && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.75 }}>
            [{SMS_TEMPLATE_LABELS[r.template]}]
          </Typography>
        )}
        {r.text}
      </>
    ),
  },
  { key: 'kind', label: '구분', width: 90, align: 'center', render: (r) => `${r.kind} ${formatNumber(r.bytes)}B` },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    sortField: 'status',
    width: 120,
    align: 'center',
    render: (r) => (
      <Chip size="small" label={SMS_OUTBOX_STATUS_LABELS[r.status]} color={SMS_OUTBOX_STATUS_COLORS[r.status]} />
    ),
  },
  {
    key: 'providerAnswer',
    card: 1,
    label: '발송 결과',
    width: 200,
    render: (r) => `${r.attempts}회 시도${r.providerAnswer ? ` · ${r.providerAnswer}` : ''}`,
  },
  {
    key: 'resend',
    label: '재발송',
    width: 96,
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
