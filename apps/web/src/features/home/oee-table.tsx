import { Box, Chip, Stack, Typography } from '@mui/material';
import { OEE_HELP, monthLabel, type OeeMachine } from '@scm/contract';
import { useId } from 'react';
import { HelpButton, HelpLines } from '../../shared/page-kit';
import { formatNumber } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { useDrillOee } from './api';
import { NO_VALUE } from './dashboard-format';

const TITLE = '설비별 종합 효율(OEE)';
const percent = (v: number | null) => (v === null ? NO_VALUE : `${formatNumber(v)}%`);

const columns: ColumnDef<OeeMachine>[] = [
  {
    key: 'machine',
    label: '설비',
    card: 'title',
    render: (m) => (
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        {m.facilityName}
        {/* The figures behind the row: the run and planned minutes and the pieces counted. */}
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          가동 {formatNumber(m.runMinutes)} / 계획 {formatNumber(m.plannedMinutes)}분 · {formatNumber(m.produced)}개
        </Typography>
      </Box>
    ),
  },
  { key: 'availability', label: '가동률', align: 'right', width: 90, card: 1, render: (m) => percent(m.availability) },
  { key: 'performance', label: '성능', align: 'right', width: 90, card: 2, render: (m) => percent(m.performance) },
  { key: 'quality', label: '품질', align: 'right', width: 90, card: 3, render: (m) => percent(m.quality) },
  {
    key: 'oee',
    label: 'OEE',
    align: 'right',
    // Wide enough for 'OEE 100.0%' in the chip (the card shows the same chip, so the prefix stays).
    width: 140,
    card: 'status',
    render: (m) => (
      <Chip
        size="small"
        label={`OEE ${percent(m.oee)}`}
        color={m.oee === null ? 'default' : 'primary'}
        variant="outlined"
      />
    ),
  },
];

const HELP = [
  OEE_HELP.formula,
  '',
  OEE_HELP.availability,
  OEE_HELP.performance,
  OEE_HELP.quality,
  '',
  OEE_HELP.period,
  OEE_HELP.missing,
].join('\n');

/** Each machine's OEE for the month, beside the production records: availability × performance × quality. */
export function OeeTable({ month, live }: { month: string; live: boolean }) {
  const { data, isFetching } = useDrillOee(month, live);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {TITLE}
        </Typography>
        <HelpButton title={TITLE}>
          <HelpLines>{HELP}</HelpLines>
        </HelpButton>
      </Stack>
      <ListTable
        columns={columns}
        rows={data?.machines ?? []}
        getRowKey={(m) => m.facilityId}
        loading={isFetching && !data}
        minWidth={560}
        aria-label={TITLE}
      />
      {data && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          품질은 {monthLabel(data.month)}에 완료된 검수 전체(검수 {formatNumber(data.inspected)}개, 불량{' '}
          {formatNumber(data.defects)}개)로 계산합니다. 검수는 설비를 지정하지 않습니다.
        </Typography>
      )}
    </Box>
  );
}
