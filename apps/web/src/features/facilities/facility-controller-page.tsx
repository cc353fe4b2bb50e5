import { LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import {
  elapsedSeconds,
  facilityMessages as MSG,
  facilityRunWorkflow,
  layersDone,
  runRatio,
  runState,
  type FacilityController,
} from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { PageHeader } from '../../shared/page-kit';
import { formatNumber, toShopTime } from '../../shared/format';
import { usePhoneLayout } from '../../shared/use-phone';
import { StatusChip, WorkflowActions } from '../../shared/workflow';
import { useFacilityControllers, useStopRun } from './api';
import { RowFrame, RowsFrame, type HeaderLabel } from './row-frame';
import { RunStartDialog } from './run-start-dialog';
import { useTickingNow } from './use-ticking-now';

const help = [
  '설비마다 가장 최근 가동의 시작·종료 시각과 레이어 수를 보여줍니다. 시계는 1초마다 흐릅니다.',
  '[시작]에서 시작 날짜·시각, 가동 시간(분, 기본 40~50 무작위)과 레이어 수(기본 350~450 무작위)를 정합니다.',
  '진행률은 경과 시간 ÷ 전체 시간(0~1), 레이어는 전체 레이어 × 진행률(소수점 버림)입니다. [중지]를 누르면 지금 시각으로 가동이 끝납니다.',
  '가동 중인 설비는 내장 시뮬레이터가 생산 수량을 보내므로(실제 설비를 연결하지 않은 경우) 설비 모니터링에서 게이지가 움직입니다.',
].join('\n');

const LABELS: HeaderLabel[] = [
  'ID',
  '설비 코드',
  '설비명',
  '시작',
  '종료',
  { label: '총 레이어', align: 'right' },
  '상태',
  { label: '경과(초)', align: 'right' },
  '진행률',
  { label: '레이어', align: 'right' },
  '제어',
];
const at = (iso: string | null) => (iso ? toShopTime(new Date(iso)).format('MM-DD HH:mm') : '-');

function ControllerRow({
  row,
  now,
  phone,
  reload,
}: {
  row: FacilityController;
  now: Date;
  phone: boolean;
  reload: () => unknown;
}) {
  const stop = useStopRun();
  const [starting, setStarting] = useState(false);
  const state = runState(row, now);
  const ratio = runRatio(row, now);
  const total = row.totalLayer ?? 0;
  const cells = [
    { label: 'ID', node: row.id },
    { label: '설비 코드', node: row.facilityCode },
    { label: '설비명', node: row.facilityName, nowrap: true },
    { label: '시작', node: at(row.began), nowrap: true },
    { label: '종료', node: at(row.finish), nowrap: true },
    { label: '총 레이어', node: row.totalLayer === null ? '-' : formatNumber(row.totalLayer), align: 'right' as const },
    { label: '상태', node: <StatusChip workflow={facilityRunWorkflow} value={state} /> },
    { label: '경과(초)', node: formatNumber(elapsedSeconds(row, now)), align: 'right' as const },
    {
      label: '진행률',
      width: 110,
      node: (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: '100%', minWidth: 80 }}>
          <LinearProgress
            variant="determinate"
            value={ratio * 100}
            sx={{ flex: 1 }}
            aria-label={`${row.facilityName} 진행률`}
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {ratio.toFixed(2)}
          </Typography>
        </Stack>
      ),
    },
    {
      label: '레이어',
      node: `${formatNumber(layersDone(total, ratio))} / ${formatNumber(total)}`,
      align: 'right' as const,
      nowrap: true,
    },
    {
      label: '제어',
      node: (
        <WorkflowActions
          workflow={facilityRunWorkflow}
          state={state}
          area="FACILITY"
          reload={reload}
          actions={{
            start: { run: async () => setStarting(true) },
            stop: { run: () => stop.mutateAsync(row.id), confirm: MSG.stopConfirm(row.facilityName) },
          }}
        />
      ),
    },
  ];
  return (
    <>
      <RowFrame phone={phone} cells={cells} title={row.facilityName} />
      {starting && <RunStartDialog machine={row} onClose={() => setStarting(false)} reload={reload} />}
    </>
  );
}

/** /admin/mc/facility_controller: each machine's run, with a clock that ticks every second; start and stop. */
export function FacilityControllerPage() {
  const { data, refetch } = useFacilityControllers();
  const now = useTickingNow();
  const phone = usePhoneLayout();
  const canWrite = useCanWrite('FACILITY');
  const labels = canWrite ? LABELS : LABELS.slice(0, -1);
  return (
    <>
      <title>설비 데이터 제어 | 인쇄 SCM</title>
      <PageHeader title="설비 데이터 제어" pageType="list" help={help} canWrite={canWrite} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="off">
        {`현재 시각 ${toShopTime(now).format('YYYY-MM-DD HH:mm:ss')}`}
      </Typography>
      {data ? (
        <RowsFrame phone={phone} labels={labels} label="설비 가동 목록">
          {data.map((row) => (
            <ControllerRow key={row.id} row={row} now={now} phone={phone} reload={() => void refetch()} />
          ))}
        </RowsFrame>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </>
  );
}
