import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  FACILITY_EVENT_LABELS,
  facilityMessages,
  groupEvents,
  type EventGroup,
  type FacilityEvent,
} from '@scm/contract';
import { useState } from 'react';
import { today, toShopTime } from '../../shared/format';
import { useFacilityHistory } from './api';
import { DialogFrame } from '../../shared/dialog-frame';
import { usePhoneLayout } from '../../shared/use-phone';

/**
 * The alert button's popup: the day's monitoring events, today unless another day is picked. Consecutive weak-signal
 * events of one machine are one line ('약한 신호 12회, 10:03–10:07, 최저 −61 dBm'); counter events each their own.
 */
export function FacilityEventsDialog({ onClose }: { onClose: () => void }) {
  const [date, setDate] = useState(today());
  const { data, isPending } = useFacilityHistory(date, true);
  const events = data ?? [];
  const groups = groupEvents(events);
  const phone = usePhoneLayout();
  return (
    <DialogFrame title="모니터링 이벤트" onClose={onClose} maxWidth="md">
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            {facilityMessages.eventNote} 정격 속도로 설명할 수 없는 카운터(비정상 카운터)와 줄어든 카운터(카운터
            초기화)도 생산 수량 대신 이벤트로 남습니다.
          </Alert>
          <TextField
            type="date"
            label="날짜"
            size="small"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 200 }}
          />
          {!isPending && events.length === 0 ? (
            <Typography color="text.secondary">이 날의 이벤트가 없습니다.</Typography>
          ) : phone ? (
            <Stack spacing={1} role="list" aria-label="모니터링 이벤트 목록">
              {groups.map((g) => (
                <Paper key={g.events[0]!.id} variant="outlined" role="listitem" sx={{ p: 1.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {span(g)} · {g.facilityCode} · {g.events[0]!.ip || '-'}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {describe(g)}
                  </Typography>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table size="small" aria-label="모니터링 이벤트 목록">
              <TableHead>
                <TableRow>
                  <TableCell>발생 시각</TableCell>
                  <TableCell>설비 코드</TableCell>
                  <TableCell>내용</TableCell>
                  <TableCell>IP</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((g) => (
                  <TableRow key={g.events[0]!.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{span(g)}</TableCell>
                    <TableCell title={g.events[0]!.facilityName}>{g.facilityCode}</TableCell>
                    <TableCell>{describe(g)}</TableCell>
                    <TableCell>{g.events[0]!.ip || '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </DialogFrame>
  );
}

const time = (iso: string, format: string) => toShopTime(new Date(iso)).format(format);

/** One moment, or oldest–newest of a group. */
const span = (g: EventGroup<FacilityEvent>) => {
  if (g.events.length === 1) return time(g.to, 'HH:mm:ss');
  const format = time(g.from, 'HH:mm') === time(g.to, 'HH:mm') ? 'HH:mm:ss' : 'HH:mm';
  return `${time(g.from, format)}–${time(g.to, format)}`;
};

/** '약한 신호 12회, 최저 −61 dBm' · '약한 신호 −55 dBm' · '비정상 카운터 1,000,000' · '카운터 초기화 −40'. */
function describe(g: EventGroup<FacilityEvent>) {
  const label = FACILITY_EVENT_LABELS[g.kind];
  if (g.kind !== 'WEAK_SIGNAL') return `${label} ${(g.events[0]!.counter ?? 0).toLocaleString('ko-KR')}`;
  const dbm = (v: number | null) => `${v ?? '-'} dBm`;
  return g.events.length === 1
    ? `${label} ${dbm(g.lowestRssi)}`
    : `${label} ${g.events.length}회, 최저 ${dbm(g.lowestRssi)}`;
}
