import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import {
  FacilityContactUpdateSchema,
  facilityMessages as MSG,
  type FacilityContact,
  type FacilityContactUpdate,
} from '@scm/contract';
import type { z } from 'zod';
import { useFeedback } from '../../shared/feedback';
import { toShopTime } from '../../shared/format';
import { FormTextField, reportError } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { useIssueToken, useRemoveFacility, useSaveContact } from './api';
import { RowFrame } from './row-frame';
import { useRowForm } from './row-form';
import { useRowSave } from './use-row-save';

type Input = z.input<typeof FacilityContactUpdateSchema>;

/**
 * One machine: code, name, its IP (editable, checked) with a save of its own, its token (HTTP header and MQTT
 * signature), the MQTT messages refused on its topic, and removal.
 */
export function FacilityContactRow({
  row,
  phone,
  canWrite,
}: {
  row: FacilityContact;
  phone: boolean;
  canWrite: boolean;
}) {
  const fb = useFeedback();
  const save = useSaveContact();
  const issue = useIssueToken();
  const remove = useRemoveFacility();
  const form = useRowForm<Input, FacilityContactUpdate>(row.id, {
    resolver: zodResolver(FacilityContactUpdateSchema),
    defaultValues: { id: row.id, ipAddress: row.ipAddress },
  });
  const submit = useRowSave(form, (v) => save.mutateAsync(v));

  const issueToken = async () => {
    if (!(await fb.confirm(MSG.tokenConfirm, { title: 'HTTP 토큰 발급', confirmLabel: '발급' }))) return;
    try {
      const answer = await issue.mutateAsync(row.id);
      await fb.alert(`${answer.message}\n\n${row.facilityCode} 토큰: ${answer.data.token}`);
    } catch (error) {
      reportError(fb, error);
    }
  };
  const removeMachine = async () => {
    if (!(await fb.confirm(MSG.removeConfirm(row.facilityName), { title: '설비 삭제', confirmLabel: '삭제' }))) return;
    try {
      fb.snackbar('success', (await remove.mutateAsync(row.id)).message);
    } catch (error) {
      reportError(fb, error);
    }
  };

  const ip = (
    <form noValidate onSubmit={(e) => void submit(e)} style={{ width: '100%' }} id={`contact-${row.id}`}>
      <FormModeContext.Provider value={canWrite ? 'UPDATE' : 'READ'}>
        <FormTextField
          control={form.control}
          name="ipAddress"
          label={`${row.facilityName} IP 주소`}
          inputMode="decimal"
        />
      </FormModeContext.Provider>
    </form>
  );
  const actions = canWrite && (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button
        type="submit"
        form={`contact-${row.id}`}
        variant="contained"
        size="small"
        loading={form.formState.isSubmitting}
      >
        저장
      </Button>
      <Button variant="outlined" size="small" onClick={() => void issueToken()}>
        {row.hasToken ? '토큰 재발급' : '토큰 발급'}
      </Button>
      <Button color="error" size="small" onClick={() => void removeMachine()}>
        삭제
      </Button>
    </Stack>
  );
  return (
    <RowFrame
      phone={phone}
      title={row.facilityName}
      cells={[
        { label: '설비 코드', node: row.facilityCode },
        { label: '설비명', node: row.facilityName },
        { label: 'IP 주소', node: ip, width: 240 },
        { label: '인증 토큰', node: row.hasToken ? '발급됨' : '없음' },
        { label: '거부된 MQTT', node: <RejectedMqtt row={row} />, align: 'right' as const },
        ...(actions ? [{ label: '관리', node: actions, align: 'right' as const }] : []),
      ]}
    />
  );
}

/** MQTT messages on the machine's topic that did not prove the machine: how many, and the last one's time. */
function RejectedMqtt({ row }: { row: FacilityContact }) {
  if (row.mqttRejected === 0) return <>없음</>;
  return (
    <Tooltip title="서명이 없거나 틀린, 오래된, 또는 이미 받은 메시지입니다. 설비 토큰과 브로커 권한을 확인하세요.">
      <Typography component="span" variant="body2" color="error" sx={{ whiteSpace: 'nowrap' }}>
        {row.mqttRejected.toLocaleString('ko-KR')}건
        {row.mqttRejectedAt && ` · 마지막 ${toShopTime(new Date(row.mqttRejectedAt)).format('MM-DD HH:mm')}`}
      </Typography>
    </Tooltip>
  );
}
