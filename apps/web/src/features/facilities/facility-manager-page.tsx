import { Skeleton } from '@mui/material';
import { useCanWrite } from '../../shared/access';
import { PageHeader } from '../../shared/page-kit';
import { usePhoneLayout } from '../../shared/use-phone';
import { useFacilityManagers } from './api';
import { FacilityManagerRow } from './facility-manager-row';
import { RowsFrame, type HeaderLabel } from './row-frame';

const help = [
  '설비 모니터링 화면의 게이지 색상, 설비명, 하루 최대 수량(일일 진척률의 100%)과 단위를 정합니다.',
  '정격 속도는 설비가 1분에 만들 수 있는 수량입니다. 실시간 게이지의 최대값이고, 보고 간격 동안 정격 속도의 1.5배를 넘는 카운터는 생산 수량에 넣지 않고 「비정상 카운터」 이벤트로 남깁니다.',
  '최대 수량과 정격 속도는 숫자만 입력할 수 있습니다. 줄마다 [저장]을 눌러 저장합니다.',
].join('\n');

/** /admin/mc/facility_manager: the monitoring cards' settings per machine. */
export function FacilityManagerPage() {
  const { data } = useFacilityManagers();
  const canWrite = useCanWrite('FACILITY');
  const phone = usePhoneLayout();
  const labels: HeaderLabel[] = [
    '색상',
    '설비 코드',
    '설비명',
    '최대 수량',
    '단위',
    '정격 속도(분당)',
    ...(canWrite ? [{ label: '저장', align: 'right' as const }] : []),
  ];
  return (
    <>
      <title>모니터링 설정 | 인쇄 SCM</title>
      <PageHeader title="모니터링 설정" pageType="update" help={help} canWrite={canWrite} />
      {data ? (
        <RowsFrame phone={phone} labels={labels} label="모니터링 설정 목록">
          {data.map((row) => (
            <FacilityManagerRow key={row.id} row={row} phone={phone} canWrite={canWrite} />
          ))}
        </RowsFrame>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </>
  );
}
