import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PERIOD_LABELS, PERIODS, type Period } from '@scm/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DateLocalization } from '../date-localization';
import { DATE_FORMAT, shopNow } from '../format';
import { periodStart, typedDay } from './date-range';
import type { ListController } from './use-list-query';

interface Props {
  list: ListController;
  /** value → Korean label of the date fields this list can filter on, e.g. { createdAt: '등록일' }. */
  dateFields: Readonly<Record<string, string>>;
}

const fmt = (d: Dayjs) => d.format(DATE_FORMAT);

/** Which period the current range is, if it is one ending today; '' otherwise. */
const matchingPeriod = (start: string, end: string): Period | '' => {
  const now = shopNow();
  if (end !== fmt(now)) return '';
  return PERIODS.find((p) => fmt(periodStart(p, now)) === start) ?? '';
};

// On phones both pickers and the arrows must share one 390px-wide row: smaller text and padding there.
const pickerSx = {
  width: { xs: 'auto', sm: 156 },
  flex: { xs: '1 1 0', sm: '0 0 auto' },
  minWidth: 0,
  '& .MuiPickersInputBase-root': { fontSize: { xs: 14, sm: 16 }, px: { xs: 1, sm: 1.75 } },
  '& .MuiInputAdornment-root': { ml: { xs: 0, sm: 1 } },
};
const pickerSlotProps = {
  textField: { size: 'small', sx: pickerSx },
  openPickerButton: { size: 'small' },
} as const;

/** How long typing must pause before a whole typed date searches. */
const TYPING_PAUSE_MS = 1500;

/**
 * A typed date searches only once it is a whole real day (typedDay), and not per keystroke: at once on Enter, on
 * leaving the field or on a calendar pick, otherwise after a pause in typing. Until then the picker shows what is
 * being typed (its draft); a new range in the URL replaces the draft.
 */
function useTypedDate(current: string, apply: (day: string) => void) {
  const [draft, setDraft] = useState<{ of: string; value: Dayjs | null } | null>(null);
  const saved = dayjs(current);
  const value = draft && draft.of === current ? draft.value : saved.isValid() ? saved : null;
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer may fire after a re-render: it reads the latest range and search, not the ones it was set with.
  const latest = useRef({ current, apply });
  useEffect(() => {
    latest.current = { current, apply };
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    clearTimeout(timer.current);
    const day = pending.current;
    pending.current = null;
    if (day !== null && day !== latest.current.current) latest.current.apply(day);
  };
  return {
    value,
    onChange: (next: Dayjs | null) => {
      setDraft({ of: current, value: next });
      clearTimeout(timer.current);
      pending.current = typedDay(next);
      if (pending.current !== null) timer.current = setTimeout(flush, TYPING_PAUSE_MS);
    },
    onAccept: (next: Dayjs | null) => {
      pending.current = typedDay(next);
      flush();
    },
    textField: {
      ...pickerSlotProps.textField,
      onBlur: () => {
        // Leaving a half-typed date shows the range's own date again.
        if (pending.current === null) setDraft(null);
        flush();
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter') flush();
      },
    },
  };
}

/** Date field choice, period shortcut, start/end pickers and arrows shifting the range by its own length. */
export function DateRangeFilter({ list, dateFields }: Props) {
  const { dateFilter, startDate, endDate } = list.params;
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  const period = matchingPeriod(startDate, endDate);

  const choosePeriod = (p: Period) => {
    const now = shopNow();
    list.search({ startDate: fmt(periodStart(p, now)), endDate: fmt(now) });
  };

  const shift = (direction: -1 | 1) => {
    const days = Math.max(1, end.diff(start, 'day')) * direction;
    list.search({ startDate: fmt(start.add(days, 'day')), endDate: fmt(end.add(days, 'day')) });
  };

  const typedStart = useTypedDate(startDate, (day) => list.search({ startDate: day }));
  const typedEnd = useTypedDate(endDate, (day) => list.search({ endDate: day }));

  return (
    <DateLocalization>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', maxWidth: '100%' }}>
        <TextField
          select
          size="small"
          label="기간 기준"
          value={dateFilter in dateFields ? dateFilter : ''}
          onChange={(e) => list.search({ dateFilter: e.target.value })}
          sx={{ width: 120 }}
        >
          {Object.entries(dateFields).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="기간"
          value={period}
          onChange={(e) => choosePeriod(e.target.value as Period)}
          sx={{ width: 100 }}
        >
          <MenuItem value="" sx={{ display: 'none' }}>
            직접 입력
          </MenuItem>
          {PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {PERIOD_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, width: { xs: '100%', sm: 'auto' } }}>
          <Tooltip title="이전 기간">
            <IconButton aria-label="이전 기간" size="small" sx={{ px: { xs: 0, sm: 0.5 } }} onClick={() => shift(-1)}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <DatePicker
            label="시작일"
            value={typedStart.value}
            maxDate={end.isValid() ? end : undefined}
            onChange={typedStart.onChange}
            onAccept={typedStart.onAccept}
            format={DATE_FORMAT}
            slotProps={{ ...pickerSlotProps, textField: typedStart.textField }}
          />
          <span aria-hidden>~</span>
          <DatePicker
            label="종료일"
            value={typedEnd.value}
            minDate={start.isValid() ? start : undefined}
            onChange={typedEnd.onChange}
            onAccept={typedEnd.onAccept}
            format={DATE_FORMAT}
            slotProps={{ ...pickerSlotProps, textField: typedEnd.textField }}
          />
          <Tooltip title="다음 기간">
            <IconButton aria-label="다음 기간" size="small" sx={{ px: { xs: 0, sm: 0.5 } }} onClick={() => shift(1)}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </DateLocalization>
  );
}
