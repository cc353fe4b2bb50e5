import { Checkbox, Tooltip } from '@mui/material';
import type { NotificationMessage } from '@scm/contract';
import { useMarkNotification } from './api';

/** 확인 column: read ↔ unread, both ways (spec 002 §4). */
export function NotificationCheckToggle({ message }: { message: NotificationMessage }) {
  const mark = useMarkNotification();
  // Optimistic: show the requested state until the refetched list confirms it.
  const checked = mark.isPending ? mark.variables.checked : message.isChecked;
  const label = checked ? '읽지 않음으로 표시' : '읽음으로 표시';
  return (
    <Tooltip title={label}>
      <Checkbox
        size="small"
        checked={checked}
        disabled={mark.isPending}
        onChange={(e) => mark.mutate({ id: message.id, checked: e.target.checked })}
        slotProps={{ input: { 'aria-label': `${label}: ${message.content}` } }}
        sx={{ p: 0.5 }}
      />
    </Tooltip>
  );
}
