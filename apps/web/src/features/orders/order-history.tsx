import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { ORDER_EVENT_LABELS, type Order, type OrderEvent } from '@scm/contract';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format';
import { DialogFrame } from '../../shared/dialog-frame';
import { useOrderHistory } from './api';

/** [이력]: the order's events, oldest first (who, which department, when). */
export function OrderHistoryButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        이력
      </Button>
      {open && <OrderHistoryDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

const eventLine = (e: OrderEvent) => [e.actorName, e.departmentName].filter((s) => s !== '').join(' · ');

function OrderHistoryDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const history = useOrderHistory(order.id, true);
  let body;
  if (history.isPending) body = <Skeleton variant="rounded" height={120} />;
  else if (history.isError) body = <Alert severity="error">이력을 불러오지 못했습니다.</Alert>;
  else if (history.data.length === 0) body = <Typography color="text.secondary">이력이 없습니다.</Typography>;
  else
    body = (
      <List dense disablePadding aria-label="주문 이력">
        {history.data.map((e) => (
          <ListItem key={e.id} divider disableGutters>
            <ListItemText
              primary={
                <>
                  <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
                    {ORDER_EVENT_LABELS[e.kind]}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatDateTime(e.at)}
                  </Typography>
                </>
              }
              secondary={[eventLine(e), e.detail].filter((s) => s !== '').join(' — ') || undefined}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <DialogFrame title={`주문 이력 · ${order.orderNumber}`} onClose={onClose} maxWidth="sm">
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </DialogFrame>
  );
}
