import { Chip, Typography } from '@mui/material';
import { deliveryWorkflow, type DeliveryHistoryRow, type DeliveryRow } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDateTime } from '../../shared/format';
import { DeliveryActions } from './delivery-actions';

const StatusChip = ({ value }: { value: string }) => (
  <Chip size="small" label={deliveryWorkflow.label(value)} color={deliveryWorkflow.color(value)} />
);

/** A lead time in minutes as '2일 4시간' / '3시간 20분'. */
export const leadTime = (minutes: number | null) => {
  if (minutes === null) return '-';
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return d > 0 ? `${d}일 ${h}시간` : h > 0 ? `${h}시간 ${m}분` : `${m}분`;
};

const common: readonly ColumnDef<DeliveryRow>[] = [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 120,
    render: (r) => r.orderNumber,
  },
  {
    key: 'productName',
    card: 'title',
    label: '상품명',
    sortField: 'productName',
    render: (r) => (
      <>
        {r.productName}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
          {r.buyerName}
        </Typography>
      </>
    ),
  },
  {
    key: 'receiver',
    card: 3,
    label: '받는 분 · 주소',
    render: (r) => [r.receiver, r.receiverTel, r.zipCode, r.address].filter(Boolean).join(' · ') || '-',
  },
  {
    key: 'invoice',
    card: 1,
    label: '택배사 · 송장',
    width: 170,
    render: (r) => [r.deliveryCompanyCode, r.invoice].filter(Boolean).join(' ') || '-',
  },
];

export const DELIVERY_TABLE_MIN_WIDTH = 900;
export const DELIVERY_HISTORY_TABLE_MIN_WIDTH = 900;

export const deliveryColumns: readonly ColumnDef<DeliveryRow>[] = [
  ...common,
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 96,
    align: 'center',
    render: (r) => <StatusChip value={r.deliveryStatus} />,
  },
  { key: 'actions', card: 'control', label: '처리', width: 120, render: (r) => <DeliveryActions row={r} /> },
];

export const deliveryHistoryColumns: readonly ColumnDef<DeliveryHistoryRow>[] = [
  ...(common as readonly ColumnDef<DeliveryHistoryRow>[]),
  {
    key: 'deliveryEndDatetime',
    label: '배송 완료',
    sortField: 'deliveryEndDatetime',
    width: 150,
    align: 'center',
    render: (r) => formatDateTime(r.deliveryEndDatetime),
  },
  { key: 'leadTime', label: '주문→배송 완료', width: 130, align: 'center', render: (r) => leadTime(r.leadTimeMinutes) },
];
