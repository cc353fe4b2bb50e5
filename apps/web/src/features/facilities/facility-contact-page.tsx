import { Button, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { PageHeader } from '../../shared/page-kit';
import { usePhoneLayout } from '../../shared/use-phone';
import { useFacilityContacts } from './api';
import { FacilityAddDialog } from './facility-add-dialog';
import { FacilityContactRow } from './facility-contact-row';
import { RowsFrame, type HeaderLabel } from './row-frame';

const help = [
  '설비 코드와 설비명, 설비가 데이터를 보내는 IP 주소를 관리합니다. IP 주소를 고친 뒤 그 줄의 [저장]을 누르세요.',
  '설비는 발급한 토큰으로 자신을 증명합니다. HTTP: 토큰을 x-sensor-token 헤더에 담아 POST /sensor/reading/<설비 코드>로 {"counter","ip","rssi"}를 보냅니다.',
  'MQTT: 토픽 facility/<설비 코드>로 {"counter","ip","rssi","ts","sig"}를 보냅니다. ts는 보낸 시각(밀리초), sig는 "설비코드|counter|ip|rssi|ts"를 SHA-256(토큰)을 키로 한 HMAC-SHA256(16진수)입니다. 서명이 없거나 틀리거나, 1분 넘게 어긋나거나, 이미 받은 메시지는 버리고 「거부된 MQTT」에 셉니다.',
  '토큰은 발급할 때 한 번만 보입니다. 잃어버렸으면 재발급하세요(이전 토큰은 쓸 수 없게 됩니다).',
].join('\n');

/** /admin/mc/facility_contact: the machines, their addresses and HTTP tokens; machines are added and removed here. */
export function FacilityContactPage() {
  const { data } = useFacilityContacts();
  const canWrite = useCanWrite('FACILITY');
  const phone = usePhoneLayout();
  const [adding, setAdding] = useState(false);
  const labels: HeaderLabel[] = [
    '설비 코드',
    '설비명',
    'IP 주소',
    '인증 토큰',
    { label: '거부된 MQTT', align: 'right' as const },
    ...(canWrite ? [{ label: '관리', align: 'right' as const }] : []),
  ];
  return (
    <>
      <title>설비 접속 정보 | 인쇄 SCM</title>
      <PageHeader
        title="설비 접속 정보"
        pageType="update"
        help={help}
        canWrite={canWrite}
        actions={
          canWrite && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              설비 추가
            </Button>
          )
        }
      />
      {data ? (
        <RowsFrame phone={phone} labels={labels} label="설비 접속 정보 목록">
          {data.map((row) => (
            <FacilityContactRow key={`${row.id}-${row.ipAddress}`} row={row} phone={phone} canWrite={canWrite} />
          ))}
        </RowsFrame>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
      {adding && <FacilityAddDialog onClose={() => setAdding(false)} />}
    </>
  );
}
