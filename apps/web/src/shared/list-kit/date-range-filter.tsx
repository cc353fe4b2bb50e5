import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PERIOD_LABELS, PERIODS, type Period } from '@scm/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { DateLocalization } from '../form-kit/date-localization';
import { DATE_FORMAT, shopNow } from '../format';
import type { ListController } from './use-list-query';

interface Props {
  list: ListController;
  /** value → Korean label of the date fields this list can filter on, e.g. { createdAt: '등록일' }. */
  dateFields: Readonly<Record<string, string>>;
}

const periodStart = (period: Period, end: Dayjs): Dayjs => {
  switch (period) {
    case 'WEEK':
      return end.subtract(1, 'week');
    case 'MONTH':
      return end.subtract(1, 'month');
    case 'HALF_YEAR':
      return end.subtract(6, 'month');
    case 'YEAR':
      return end.subtract(1, 'year');
  }
};

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

  const change = (which: 'startDate' | 'endDate', value: Dayjs | null) => {
    // Half-typed dates are invalid: wait until the input holds a whole date.
    if (value?.isValid()) list.search({ [which]: fmt(value) });
  };

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
            value={start.isValid() ? start : null}
            maxDate={end.isValid() ? end : undefined}
            onChange={(v) => change('startDate', v)}
            format={DATE_FORMAT}
            slotProps={pickerSlotProps}
          />
          <span aria-hidden>~</span>
          <DatePicker
            label="종료일"
            value={end.isValid() ? end : null}
            minDate={start.isValid() ? start : undefined}
            onChange={(v) => change('endDate', v)}
            format={DATE_FORMAT}
            slotProps={pickerSlotProps}
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
