import CloseIcon from '@mui/icons-material/Close';
import { shopNow } from '../../shared/format';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { usePhone } from '../../shared/use-phone';
import { CALENDAR_HIDE_CHOICES } from '@scm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SCHEDULE_LIST_PATH } from './api';
import { hideCalendarFor } from './hide-cookie';
import { ScheduleCalendar } from './schedule-calendar';

interface Props {
  onClose: () => void;
}

const TITLE_ID = 'schedule-calendar-title';

/** The month calendar shown on entering the admin area: at least 1200 × 800 where the screen allows, full screen on phones. */
export function ScheduleCalendarModal({ onClose }: Props) {
  const phone = usePhone();
  const navigate = useNavigate();
  const [month, setMonth] = useState(() => shopNow().startOf('month'));

  const hide = (days: number) => {
    hideCalendarFor(days);
    onClose();
  };
  const openSchedule = (id: number) => {
    onClose();
    void navigate(`${SCHEDULE_LIST_PATH}/${id}`);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={TITLE_ID}
      slotProps={{
        paper: {
          sx: phone
            ? undefined
            : {
                width: 'min(max(1200px, 70vw), calc(100vw - 32px))',
                height: 'min(max(800px, 80vh), calc(100vh - 32px))',
                maxHeight: 'none',
                m: 2,
              },
        },
      }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 7 }}>
        일정 달력
        <IconButton aria-label="닫기" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', px: { xs: 1, sm: 3 } }}>
        <ScheduleCalendar month={month} onMonthChange={setMonth} onOpen={openSchedule} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 } }}>
        {CALENDAR_HIDE_CHOICES.map((c) => (
          <Button key={c.days} color="inherit" onClick={() => hide(c.days)}>
            {c.label}
          </Button>
        ))}
        <Button variant="contained" onClick={onClose} sx={{ ml: 'auto !important' }}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
