import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { orderMessages, type Order } from '@scm/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRecordLoad } from '../../shared/form-kit';
import { formatDateTime } from '../../shared/format';
import { ORDER_LIST_PATH, useOrder } from './api';
import { JobTicket } from './job-ticket';
import { jobTicketStyles } from './job-ticket-styles';
import { useTicketNames } from './ticket-names';

function Toolbar({ order }: { order: Order | undefined }) {
  return (
    <Stack
      className="ticket-toolbar"
      direction="row"
      useFlexGap
      sx={{ gap: 1, mb: 2, maxWidth: '210mm', mx: 'auto', flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button
        component={Link}
        to={order ? `${ORDER_LIST_PATH}/${order.id}` : ORDER_LIST_PATH}
        startIcon={<ArrowBackIcon />}
        variant="outlined"
      >
        {order ? '주문 상세' : '목록'}
      </Button>
      <Box sx={{ flex: 1 }} />
      {order && (
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          인쇄
        </Button>
      )}
    </Stack>
  );
}

/** /admin/od/order/:order_id/ticket — the job ticket alone (no admin frame), printed with the browser's dialog. */
export function JobTicketPage() {
  const { id, query } = useRecordLoad('order_id', useOrder, {
    message: orderMessages.notFound,
    listPath: ORDER_LIST_PATH,
  });
  const names = useTicketNames();
  const printedAt = useMemo(() => formatDateTime(new Date()), []);
  let body;
  if (id === null || query.isError)
    body = <Alert severity="warning">주문 정보를 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.</Alert>;
  else if (query.isPending) body = <Typography color="text.secondary">불러오는 중입니다…</Typography>;
  else body = <JobTicket order={query.data} names={names} printedAt={printedAt} />;
  return (
    <Box component="main" className="ticket-page" sx={{ p: { xs: 1, sm: 3 }, minHeight: '100vh', bgcolor: 'grey.100' }}>
      <title>{query.data ? `작업지시서 ${query.data.orderNumber} | 인쇄 SCM` : '작업지시서 | 인쇄 SCM'}</title>
      {jobTicketStyles}
      <Toolbar order={query.data} />
      {body}
    </Box>
  );
}
