import { Button } from '@mui/material';
import { SMS_OUTBOX_DATE_FILTERS, SMS_OUTBOX_SEARCH_FILTERS, smsMessages, type SmsOutbox } from '@scm/contract';
import { Link } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { SMS_PATH, useResendSms, useSmsOutbox } from './api';
import { SMS_OUTBOX_TABLE_MIN_WIDTH, smsOutboxColumns } from './sms-outbox-columns';
import { SmsOutboxStatusFilter, useSmsOutboxStatusParam } from './sms-outbox-status-filter';

const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '입금 완료·작업 완료 때 보낸 문자가 모두 기록됩니다. [발송 대기]는 곧 발송되며, 실패하면 간격을 늘려 다시 시도합니다.',
    '[발송 실패]와 [발송 설정 없음](문자 발송 서비스가 설정되지 않음)은 [재발송]으로 다시 보낼 수 있습니다.',
  ].join('\n');

/** /admin/cs/sms/outbox: every text message and what became of it. */
export function SmsOutboxPage() {
  const [status, setStatus] = useSmsOutboxStatusParam();
  const paged = useSmsOutbox(status);
  const resend = useResendSms();
  const fb = useFeedback();
  const canWrite = useCanWrite('PARTNER');

  const onResend = async (row: SmsOutbox) => {
    if (!(await fb.confirm(smsMessages.resendConfirm, { confirmLabel: '재발송' }))) return;
    try {
      const res = await resend.mutateAsync(row.id);
      fb.snackbar('success', res.message);
    } catch (err) {
      reportError(fb, err);
    }
  };

  return (
    <ListPage
      area="PARTNER"
      title="SMS 발송 내역"
      help={help}
      paged={paged}
      filters={
        <>
          <SmsOutboxStatusFilter value={status} onChange={setStatus} />
          <DateRangeFilter list={paged.list} dateFields={SMS_OUTBOX_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={SMS_OUTBOX_SEARCH_FILTERS} />
        </>
      }
      actions={
        <Button component={Link} to={SMS_PATH} variant="outlined">
          문구 관리
        </Button>
      }
      tableLabel="SMS 발송 내역"
      columns={smsOutboxColumns(canWrite ? (r) => void onResend(r) : undefined)}
      getRowKey={(r) => r.id}
      minWidth={SMS_OUTBOX_TABLE_MIN_WIDTH}
    />
  );
}
