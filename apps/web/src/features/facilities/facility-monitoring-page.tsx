import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Badge, Box, Button, Skeleton, Typography } from '@mui/material';
import type { FacilityMonitoring } from '@scm/contract';
import { useState, type ComponentType } from 'react';
import { PageHeader } from '../../shared/page-kit';
import { useFacilityHistory, useFacilityMonitoring } from './api';
import { FacilityEventsDialog } from './facility-events-dialog';
import { DailyProgressCard, LiveCountCard } from './monitoring-cards';

const help = [
  '설비가 보내는 생산 수량을 3초마다 새로 읽어 보여줍니다.',
  '윗줄은 최근 1분 동안의 생산량(JYCOM_PRO_01은 최대 160, 그 외 9,000), 아랫줄은 오늘 생산량을 모니터링 설정의 최대 수량에 대한 백분율로 보여줍니다.',
  '통신 상태는 신호 세기가 -70dBm보다 크면 양호, 그 이하이면 경고입니다. 이벤트는 신호 세기가 -50dBm 이하일 때 발생합니다.',
].join('\n');

function GaugeRow({
  title,
  machines,
  Card,
}: {
  title: string;
  machines: FacilityMonitoring[];
  Card: ComponentType<{ m: FacilityMonitoring }>;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {machines.map((m) => (
          <Card key={m.id} m={m} />
        ))}
      </Box>
    </Box>
  );
}

/** /admin/mc/facility_monitoring: two rows of gauges per machine, read again every 3 s. */
export function FacilityMonitoringPage() {
  const { data } = useFacilityMonitoring();
  const [eventsOpen, setEventsOpen] = useState(false);
  const todayEvents = useFacilityHistory(data?.day ?? '', !!data).data?.length ?? 0;
  return (
    <>
      <title>설비 모니터링 | 인쇄 SCM</title>
      <PageHeader
        title="설비 모니터링"
        pageType="list"
        help={help}
        actions={
          <Button
            variant="outlined"
            color={todayEvents > 0 ? 'warning' : 'primary'}
            onClick={() => setEventsOpen(true)}
            startIcon={
              <Badge badgeContent={todayEvents} color="error" max={99}>
                <NotificationsActiveOutlined />
              </Badge>
            }
          >
            이벤트
          </Button>
        }
      />
      {data ? (
        data.facilities.length === 0 ? (
          <Typography color="text.secondary">
            등록된 설비가 없습니다. 설비 접속 정보에서 설비를 등록해주세요.
          </Typography>
        ) : (
          <>
            <GaugeRow title="실시간 생산량" machines={data.facilities} Card={LiveCountCard} />
            <GaugeRow title="일일 생산 진척률" machines={data.facilities} Card={DailyProgressCard} />
          </>
        )
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
      {eventsOpen && <FacilityEventsDialog onClose={() => setEventsOpen(false)} />}
    </>
  );
}
