import { Button, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatDate } from '../../shared/format';
import { CUSTOMER_ORDER_LIST_PATH, useLiveCustomerOrders, useOpenCustomerOrders } from './api';
import { OrderStepProgress } from './order-step-progress';

const SHOWN = 5;

/** The customer's jobs still on their way, each with its step; it follows the shop live like the tracker. */
export function OpenOrders() {
  const { data, isPending } = useOpenCustomerOrders(SHOWN);
  useLiveCustomerOrders();
  const rows = data?.content ?? [];
  const more = (data?.pageable.totalElements ?? 0) - rows.length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="open-orders-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="open-orders-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          진행 중인 주문
        </Typography>
        <Button component={Link} to={CUSTOMER_ORDER_LIST_PATH} size="small">
          전체 보기
        </Button>
      </Stack>
      {!isPending && rows.length === 0 ? (
        <Typography color="text.secondary">진행 중인 주문이 없습니다.</Typography>
      ) : (
        <List disablePadding aria-label="진행 중인 주문 목록">
          {rows.map((o) => (
            <ListItemButton
              key={o.id}
              component={Link}
              to={`${CUSTOMER_ORDER_LIST_PATH}/${o.id}`}
              divider
              sx={{ gap: 2, flexWrap: 'wrap' }}
            >
              <ListItemText
                primary={o.productName}
                secondary={`${o.orderNumber} · ${formatDate(o.receiptDatetime)} 접수`}
                sx={{ minWidth: 180 }}
              />
              <OrderStepProgress progress={o.progress} />
            </ListItemButton>
          ))}
        </List>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          외 {more}건
        </Typography>
      )}
    </Paper>
  );
}
