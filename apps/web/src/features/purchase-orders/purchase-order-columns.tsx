import { Typography } from '@mui/material';
import { amountWithUnit, purchaseOrderWorkflow, type PurchaseOrder } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatNumber } from '../../shared/format';
import { StatusChip } from '../../shared/workflow';

export const PURCHASE_ORDER_TABLE_MIN_WIDTH = 900;

export const purchaseOrderColumns: readonly ColumnDef<PurchaseOrder>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (o) => formatNumber(o.id) },
  {
    key: 'orderDate',
    card: 2,
    label: '발주일',
    sortField: 'orderDate',
    width: 112,
    align: 'center',
    render: (o) => formatDate(o.orderDate),
  },
  { key: 'sellerName', card: 3, label: '매입처', sortField: 'sellerName', width: 160, render: (o) => o.sellerName },
  {
    key: 'itemName',
    card: 'title',
    label: '품목',
    sortField: 'itemName',
    render: (o) => (
      <>
        {o.itemName}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
          {o.itemCode}
        </Typography>
      </>
    ),
  },
  {
    key: 'amount',
    card: 1,
    label: '수량',
    sortField: 'amount',
    width: 110,
    align: 'right',
    render: (o) => amountWithUnit(o.amount, o.itemUnit),
  },
  {
    key: 'status',
    card: 'status',
    label: '상태',
    sortField: 'receivedAt',
    width: 96,
    align: 'center',
    render: (o) => <StatusChip workflow={purchaseOrderWorkflow} value={o.status} />,
  },
  { key: 'remark', label: '비고', width: 180, render: (o) => o.remark },
];
