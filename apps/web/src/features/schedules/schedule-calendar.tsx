import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { shopNow } from '../../shared/format';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useCalendarMonth } from './api';
import { CalendarWeekRow } from './calendar-week-row';
import { layoutMonth, monthKey } from './month-layout';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

interface Props {
  month: Dayjs;
  onMonthChange: (month: Dayjs) => void;
  onOpen: (scheduleId: number) => void;
}

/** A month grid of the schedules in use: previous/next month, today highlighted, events as bars across their days. */
export function ScheduleCalendar({ month, onMonthChange, onOpen }: Props) {
  const { data = [], isFetching } = useCalendarMonth(monthKey(month));
  const weeks = useMemo(() => layoutMonth(month, data), [month, data]);
  const today = shopNow().format('YYYY-MM-DD');
  const isCurrentMonth = monthKey(month) === monthKey(shopNow());

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Tooltip title="이전 달">
          <IconButton aria-label="이전 달" onClick={() => onMonthChange(month.subtract(1, 'month'))}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h3" aria-live="polite" sx={{ minWidth: 120, textAlign: 'center' }}>
          {month.format('YYYY년 M월')}
        </Typography>
        <Tooltip title="다음 달">
          <IconButton aria-label="다음 달" onClick={() => onMonthChange(month.add(1, 'month'))}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Button
          size="small"
          variant="outlined"
          disabled={isCurrentMonth}
          onClick={() => onMonthChange(shopNow().startOf('month'))}
        >
          이번 달
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', display: { xs: 'none', sm: 'block' } }}>
          일정 {data.length}건
        </Typography>
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="일정을 불러오는 중" />}</Box>
      <Box
        role="grid"
        aria-label={`${month.format('YYYY년 M월')} 일정 달력`}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: '#f0f3f7' }}>
          {WEEKDAYS.map((w, col) => (
            <Typography
              key={w}
              role="columnheader"
              variant="body2"
              sx={{
                py: 0.75,
                textAlign: 'center',
                fontWeight: 700,
                color: col === 0 ? 'error.main' : col === 6 ? 'primary.light' : 'text.primary',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {w}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <CalendarWeekRow key={week.days[0]} week={week} month={month} today={today} onOpen={onOpen} />
        ))}
      </Box>
    </Stack>
  );
}
