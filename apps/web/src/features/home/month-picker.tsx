import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { MONTH_PATTERN, addMonths, kpiMessages } from '@scm/contract';
import { useState } from 'react';

export const FUTURE_MONTH = '이번 달 이후는 조회할 수 없습니다.';

interface Props {
  value: string;
  /** The latest month that may be chosen (this month on the shop calendar). */
  max: string;
  onChange: (month: string) => void;
}

/** Which month a drill-down shows: the previous / next month arrows and a month field; nothing after `max`. */
export function MonthPicker({ value, max, onChange }: Props) {
  // What the field holds while it is not a month that may be shown (typed half, or a future month).
  const [draft, setDraft] = useState<string | null>(null);
  const pick = (month: string) => {
    setDraft(null);
    onChange(month);
  };
  const type = (text: string) => {
    if (MONTH_PATTERN.test(text) && text <= max) pick(text);
    else setDraft(text);
  };
  const error = draft === null ? '' : MONTH_PATTERN.test(draft) ? FUTURE_MONTH : kpiMessages.monthFormat;
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Tooltip title="이전 달">
        <IconButton aria-label="이전 달" onClick={() => pick(addMonths(value, -1))} sx={{ mt: 0.5 }}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <TextField
        label="조회 월"
        type="month"
        size="small"
        value={draft ?? value}
        onChange={(e) => type(e.target.value)}
        error={error !== ''}
        helperText={error || undefined}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max },
          // One line under the field and the next-month arrow, not three lines squeezed into the field's width.
          formHelperText: { sx: { mx: 0.5, width: 'max-content', maxWidth: 'calc(100vw - 80px)' } },
        }}
        sx={{ width: 170 }}
      />
      {/* A disabled button gets no pointer events, so the tooltip sits on a span around it. */}
      <Tooltip title={value >= max ? '이번 달이 마지막입니다' : '다음 달'}>
        <span>
          <IconButton
            aria-label="다음 달"
            onClick={() => pick(addMonths(value, 1))}
            disabled={value >= max}
            sx={{ mt: 0.5 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
