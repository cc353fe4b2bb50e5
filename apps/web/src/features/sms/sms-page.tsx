import { Button, Stack } from '@mui/material';
import { smsMessages, type SmsTemplate } from '@scm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { FormSkeleton, reportError, useLeaveGuard } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { SMS_OUTBOX_PATH, useSaveSmsTemplates, useSmsTemplates } from './api';
import { smsContentProblem } from './sms-byte-counter';
import { SmsTemplateCard } from './sms-template-card';

const help = [
  '입금이 모두 확인되면 [입금 완료] 문구가, 작업이 완료되면 [작업 완료] 문구가 고객의 휴대전화로 발송됩니다(사용으로 둔 문구만).',
  '받는 번호는 거래처 담당자 휴대전화, 없으면 주문의 수령인 휴대전화입니다. 일반 전화(02, 031…, 070, 1588…)로는 보내지 않으며, 휴대전화 번호가 없으면 발송 내역에 [발송 불가]로 사유와 함께 남습니다.',
  '{customer}는 고객명, {productName}은 상품명, {price}는 청구 금액(입금 완료만)으로 바뀌어 발송됩니다. 문구에 없는 치환 문자는 저장되지 않습니다.',
  '한글은 2바이트, 영문·숫자는 1바이트입니다. 90바이트를 넘으면 LMS(장문)로, 최대 2,000바이트까지 발송됩니다.',
  '이모지처럼 휴대폰 문자로 보낼 수 없는 문자는 저장되지 않습니다.',
].join('\n');

/** /admin/cs/sms: the two message templates. */
export function SmsPage() {
  const { data } = useSmsTemplates();
  const canWrite = useCanWrite('PARTNER');
  return (
    <>
      <title>SMS 관리 | 인쇄 SCM</title>
      <PageHeader
        title="SMS 관리"
        pageType="update"
        help={help}
        canWrite={canWrite}
        actions={
          <Button component={Link} to={SMS_OUTBOX_PATH} variant="outlined">
            발송 내역
          </Button>
        }
      />
      {data ? <SmsTemplatesForm initial={data} canWrite={canWrite} /> : <FormSkeleton maxWidth={960} />}
    </>
  );
}

/** Both templates, edited together and saved with one confirmed PUT. */
function SmsTemplatesForm({ initial, canWrite }: { initial: SmsTemplate[]; canWrite: boolean }) {
  const save = useSaveSmsTemplates();
  const fb = useFeedback();
  const [templates, setTemplates] = useState(initial);
  const [saved, setSaved] = useState(initial);
  // Leaving with unsaved text asks first, as every form does.
  useLeaveGuard(JSON.stringify(templates) !== JSON.stringify(saved));

  const onSave = async () => {
    const problem = templates.map((t) => smsContentProblem(t.type, t.content)).find((p) => p !== null);
    if (problem) return void fb.alert(problem);
    if (!(await fb.confirm(smsMessages.saveConfirm, { confirmLabel: '저장' }))) return;
    try {
      const res = await save.mutateAsync(templates);
      setSaved(templates);
      fb.snackbar('success', res.message);
    } catch (err) {
      reportError(fb, err);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {templates.map((t, i) => (
        <SmsTemplateCard
          key={t.type}
          index={i}
          template={t}
          disabled={!canWrite}
          onChange={(next) => setTemplates(templates.map((x) => (x.type === next.type ? next : x)))}
        />
      ))}
      {canWrite && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void onSave()} disabled={save.isPending}>
            저장
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
