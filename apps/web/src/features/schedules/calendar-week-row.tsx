import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import type { Dayjs } from 'dayjs';
import type { CalendarBar, CalendarWeek } from './month-layout';

/** Distinct, readable on white text; an event keeps its colour as it wraps to the next week. */
const BAR_COLORS = ['#1f4e79', '#2e7d6b', '#8e24aa', '#c2571a', '#00838f', '#ad1457', '#5d4037', '#3949ab'];
export const barColor = (id: number) => BAR_COLORS[id % BAR_COLORS.length]!;

const dayColor = (col: number) => (col === 0 ? 'error.main' : col === 6 ? 'primary.light' : 'text.primary');

interface Props {
  week: CalendarWeek;
  month: Dayjs;
  today: string;
  onOpen: (scheduleId: number) => void;
}

/** One week: seven day cells behind, the events as bars spanning their days in front. */
export function CalendarWeekRow({ week, month, today, onOpen }: Props) {
  const monthPrefix = month.format('YYYY-MM');
  return (
    <Box
      role="row"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        gridTemplateRows: `30px repeat(${week.lanes}, 24px) 1fr`,
        rowGap: '2px',
        minHeight: { xs: 76, sm: 108 },
        flex: '1 0 auto',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {week.days.map((day, col) => {
        const inMonth = day.startsWith(monthPrefix);
        const isToday = day === today;
        return (
          <Box
            key={day}
            role="gridcell"
            aria-label={day}
            aria-current={isToday ? 'date' : undefined}
            sx={{
              gridColumn: col + 1,
              gridRow: '1 / -1',
              borderLeft: col === 0 ? 0 : 1,
              borderColor: 'divider',
              bgcolor: isToday ? 'rgba(31, 78, 121, 0.07)' : inMonth ? 'background.paper' : 'grey.50',
              px: 0.5,
              pt: 0.5,
            }}
          >
            <Typography
              component="span"
              variant="body2"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minWidth: 24,
                height: 24,
                borderRadius: 12,
                fontWeight: isToday ? 700 : 500,
                color: isToday ? 'primary.contrastText' : dayColor(col),
                bgcolor: isToday ? 'primary.main' : undefined,
                opacity: inMonth || isToday ? 1 : 0.45,
              }}
            >
              {Number(day.slice(8))}
            </Typography>
          </Box>
        );
      })}
      {week.bars.map((bar) => (
        <EventBar key={bar.event.id} bar={bar} onOpen={onOpen} />
      ))}
    </Box>
  );
}

function EventBar({ bar, onOpen }: { bar: CalendarBar; onOpen: (id: number) => void }) {
  const { event } = bar;
  const period = event.startDate === event.endDate ? event.startDate : `${event.startDate} ~ ${event.endDate}`;
  return (
    <Tooltip title={`${event.name} (${period})`} placement="top" disableInteractive>
      <ButtonBase
        onClick={() => onOpen(event.id)}
        aria-label={`${event.name}, ${period}`}
        sx={{
          gridColumn: `${bar.startCol + 1} / span ${bar.span}`,
          gridRow: bar.lane + 2,
          zIndex: 1,
          mx: '3px',
          ml: bar.continuesBefore ? 0 : '3px',
          mr: bar.continuesAfter ? 0 : '3px',
          px: 0.75,
          justifyContent: 'flex-start',
          minWidth: 0,
          bgcolor: barColor(event.id),
          color: '#fff',
          borderRadius: 1,
          borderTopLeftRadius: bar.continuesBefore ? 0 : undefined,
          borderBottomLeftRadius: bar.continuesBefore ? 0 : undefined,
          borderTopRightRadius: bar.continuesAfter ? 0 : undefined,
          borderBottomRightRadius: bar.continuesAfter ? 0 : undefined,
          fontSize: { xs: 11, sm: 12.5 },
          fontWeight: 600,
          '&:hover, &.Mui-focusVisible': { filter: 'brightness(1.15)' },
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {event.name}
        </Box>
      </ButtonBase>
    </Tooltip>
  );
}
