import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  SIGNAL_MAX,
  SIGNAL_MIN,
  SIGNAL_QUALITY_LABELS,
  dailyPercent,
  gaugeShare,
  signalQuality,
  type FacilityMonitoring,
} from '@scm/contract';
import type { ReactNode } from 'react';
import { formatNumber, toShopTime } from '../../shared/format';
import { CircularGauge } from './circular-gauge';

const lastReceived = (at: string | null) => (at ? toShopTime(new Date(at)).format('YYYY-MM-DD HH:mm:ss') : '수신 없음');

/** A machine's card frame: name (and running chip) on top, the gauge, then the details. */
function MachineCard({ m, children }: { m: FacilityMonitoring; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={m.facilityName}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, alignSelf: 'stretch', justifyContent: 'space-between' }}
      >
        <Typography sx={{ fontWeight: 700 }} noWrap title={m.facilityName}>
          {m.facilityName}
        </Typography>
        <Chip size="small" label={m.running ? '가동중' : '대기'} color={m.running ? 'success' : 'default'} />
      </Stack>
      {children}
    </Paper>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignSelf: 'stretch', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** First row: pieces per minute, against the machine's rated speed (모니터링 설정: 160 for JYCOM_PRO_01, else 9,000). */
export function LiveCountCard({ m }: { m: FacilityMonitoring }) {
  const max = m.ratedPerMinute;
  return (
    <MachineCard m={m}>
      <CircularGauge
        label={`${m.facilityName} 실시간 생산량`}
        share={gaugeShare(m.liveCount, 0, max)}
        color={m.circleColor}
        value={formatNumber(m.liveCount)}
        caption={`${m.unit}/분 · 최대 ${formatNumber(max)}`}
      />
      <Detail label="설비 코드" value={m.facilityCode} />
      <Detail label="IP" value={m.lastIp || m.ipAddress || '-'} />
      <Detail label="최근 수신" value={lastReceived(m.lastReceivedAt)} />
    </MachineCard>
  );
}

/** Second row: today's count as a percentage of the daily target, and the link's signal. */
export function DailyProgressCard({ m }: { m: FacilityMonitoring }) {
  const percent = dailyPercent(m.todayCount, m.maxAmount);
  const quality = signalQuality(m.rssi);
  return (
    <MachineCard m={m}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
        <CircularGauge
          label={`${m.facilityName} 일일 생산 진척률`}
          share={gaugeShare(m.todayCount, 0, m.maxAmount)}
          color={m.circleColor}
          value={`${percent}%`}
          caption={`${formatNumber(m.todayCount)} / ${formatNumber(m.maxAmount)}${m.unit}`}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <CircularGauge
            size={96}
            label={`${m.facilityName} 통신 상태`}
            share={m.rssi === null ? 0 : gaugeShare(m.rssi, SIGNAL_MIN, SIGNAL_MAX)}
            color={quality === 'GOOD' ? '#2e7d32' : '#ed6c02'}
            value={m.rssi === null ? '-' : `${m.rssi}`}
            caption="dBm"
          />
          <Chip
            size="small"
            label={`통신 ${SIGNAL_QUALITY_LABELS[quality]}`}
            color={quality === 'GOOD' ? 'success' : 'warning'}
          />
        </Box>
      </Stack>
      <Detail label="IP" value={m.lastIp || m.ipAddress || '-'} />
      <Detail label="최근 수신" value={lastReceived(m.lastReceivedAt)} />
    </MachineCard>
  );
}
