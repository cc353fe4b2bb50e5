import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { facilityMessages } from '@scm/contract';
import { useState } from 'react';
import { today, toShopTime } from '../../shared/format';
import { useFacilityHistory } from './api';
import { DialogFrame } from '../../shared/dialog-frame';

/** The alert button's popup: the day's monitoring events (time, code, IP, signal), today unless another day is picked. */
export function FacilityEventsDialog({ onClose }: { onClose: () => void }) {
  const [date, setDate] = useState(today());
  const { data, isPending } = useFacilityHistory(date, true);
  const events = data ?? [];
  return (
    <DialogFrame title="모니터링 이벤트" onClose={onClose} maxWidth="md">
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{facilityMessages.eventNote}</Alert>
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
          ) : (
            <Table size="small" aria-label="모니터링 이벤트 목록">
              <TableHead>
                <TableRow>
                  <TableCell>발생 시각</TableCell>
                  <TableCell>설비 코드</TableCell>
                  <TableCell>IP</TableCell>
                  <TableCell align="right">신호 세기</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {events.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {toShopTime(new Date(e.occurredAt)).format('HH:mm:ss')}
                    </TableCell>
                    <TableCell title={e.facilityName}>{e.facilityCode}</TableCell>
                    <TableCell>{e.ip || '-'}</TableCell>
                    <TableCell align="right">{e.rssi} dBm</TableCell>
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
