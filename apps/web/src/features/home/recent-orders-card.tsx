import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { workTypeLabel, type RecentOrderItem } from '@scm/contract';
import { useNavigate } from 'react-router';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { formatDateTime } from '../../shared/format';
import { useRecentOrders } from './api';
import { recentOrderPath } from './dashboard-format';

const columns: ColumnDef<RecentOrderItem>[] = [
  { key: 'no', label: 'No', width: 56, render: (_r, i) => i + 1 },
  { key: 'orderNumber', label: '주문번호', render: (r) => r.orderNumber, card: 1 },
  { key: 'productName', label: '주문명', render: (r) => r.productName, card: 'title' },
  { key: 'workType', label: '주문유형', render: (r) => workTypeLabel(r.workType), card: 2 },
  { key: 'receiptDatetime', label: '접수일시', render: (r) => formatDateTime(r.receiptDatetime), card: 3 },
];

/** The latest orders; a row opens the bag order or the printing order by its work type. */
export function RecentOrdersCard() {
  const navigate = useNavigate();
  const { data = [], isLoading } = useRecentOrders(true);
  return (
    <Card component="section" aria-labelledby="recent-orders-title">
      <CardHeader
        title={
          <Typography id="recent-orders-title" variant="h6" component="h2">
            최근 주문
          </Typography>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <ListTable
          columns={columns}
          rows={data}
          getRowKey={(r) => r.id}
          loading={isLoading}
          minWidth={560}
          onRowClick={(r) => void navigate(recentOrderPath(r))}
          aria-label="최근 주문"
        />
      </CardContent>
    </Card>
  );
}
