import { Box, Button, List, ListItemButton, Paper, Stack, Typography } from '@mui/material';
import {
  API_ORDER,
  API_SHOPBAG_ORDER,
  canAccessArea,
  type OrderListItem,
  type Page,
  type ShopbagOrderListItem,
} from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAuthorities } from '../../shared/access';
import { api } from '../../shared/api/client';
import { formatDate, formatNumber, shopNow, DATE_FORMAT } from '../../shared/format';
import { ORDER_KEY, ORDER_LIST_PATH, SHOPBAG_KEY, SHOPBAG_LIST_PATH } from '../../shared/order-keys';
import { CancelledChip, WorkStatus } from '../../shared/workflow';

/** How many of the customer's newest orders the detail shows; the rest are a link away. */
export const BUYER_ORDERS_SHOWN = 20;
/** Every order the customer ever placed, not only the lists' default last year. */
const SINCE = '2000-01-01';

type Row = Pick<
  OrderListItem,
  'id' | 'orderNumber' | 'productName' | 'receiptDatetime' | 'deliveryDate' | 'cancelled'
> & {
  workOrderStatus: string | null;
};

/** The list query of one customer's orders, newest received first; the same one the "전체 보기" link opens. */
const customerQuery = (buyerId: number, buyerName: string) => ({
  buyerId: String(buyerId),
  buyerName,
  dateFilter: 'receiptDatetime',
  startDate: SINCE,
  endDate: shopNow().format(DATE_FORMAT),
  sort: 'receiptDatetime,desc',
});

function useCustomerOrders<T extends Row>(key: string, path: string, buyerId: number, enabled: boolean) {
  return useQuery({
    queryKey: [key, 'buyer', buyerId],
    queryFn: () => {
      const { buyerName: _name, ...query } = customerQuery(buyerId, '');
      return api.get<Page<T>>(path, { ...query, page: 0, size: BUYER_ORDERS_SHOWN });
    },
    enabled,
  });
}

interface SectionProps {
  title: string;
  listPath: string;
  buyerId: number;
  buyerName: string;
  read: ReturnType<typeof useCustomerOrders>;
}

function CustomerOrderSection({ title, listPath, buyerId, buyerName, read }: SectionProps) {
  const rows = read.data?.content ?? [];
  const total = read.data?.pageable.totalElements ?? 0;
  const all = `${listPath}?${new URLSearchParams(customerQuery(buyerId, buyerName)).toString()}`;
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
          {read.data && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {total > rows.length
                ? `최근 ${rows.length}건 / 전체 ${formatNumber(total)}건`
                : `${formatNumber(total)}건`}
            </Typography>
          )}
        </Typography>
        <Button component={Link} to={all} size="small">
          전체 보기
        </Button>
      </Stack>
      {read.isPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          불러오는 중입니다…
        </Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {read.isError ? '주문을 불러오지 못했습니다.' : '주문이 없습니다.'}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {rows.map((o) => (
            <ListItemButton
              key={o.id}
              component={Link}
              to={`${listPath}/${o.id}`}
              divider
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 1 }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {o.productName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {o.orderNumber} · 접수 {formatDate(o.receiptDatetime)} · 납기{' '}
                  {o.deliveryDate ? formatDate(o.deliveryDate) : '-'}
                </Typography>
              </Box>
              <Box sx={{ flex: '0 0 auto' }}>
                {o.cancelled ? <CancelledChip /> : <WorkStatus status={o.workOrderStatus} departmentName={null} />}
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The buyer detail's orders: its printing orders and the bags it advertises on, newest first (the latest 20 of
 * each), each opening its order, and the order list filtered by this customer. Only for those who may read orders.
 * As wide as the buyer's form above it (`maxWidth`).
 */
export function BuyerOrders({
  buyerId,
  buyerName,
  maxWidth,
}: {
  buyerId: number;
  buyerName: string;
  maxWidth: number;
}) {
  const mayRead = canAccessArea(useAuthorities(), 'ORDER');
  const printing = useCustomerOrders<OrderListItem>(ORDER_KEY, API_ORDER, buyerId, mayRead);
  const bags = useCustomerOrders<ShopbagOrderListItem>(SHOPBAG_KEY, API_SHOPBAG_ORDER, buyerId, mayRead);
  if (!mayRead) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2, maxWidth }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        주문 내역
      </Typography>
      <Stack sx={{ gap: 3 }}>
        <CustomerOrderSection
          title="인쇄 주문"
          listPath={ORDER_LIST_PATH}
          buyerId={buyerId}
          buyerName={buyerName}
          read={printing}
        />
        <CustomerOrderSection
          title="쇼핑백 주문 (광고주)"
          listPath={SHOPBAG_LIST_PATH}
          buyerId={buyerId}
          buyerName={buyerName}
          read={bags}
        />
      </Stack>
    </Paper>
  );
}
