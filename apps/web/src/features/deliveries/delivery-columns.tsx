import { Typography } from '@mui/material';
import { deliveryWorkflow, type DeliveryRow } from '@scm/contract';
import type { ReactNode } from 'react';
import { useCarriers } from '../../shared/delivery-tracking';
import { formatDateTime } from '../../shared/format';
import type { ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';

/** A carrier code as its name ('04' → CJ대한통운); an unknown code as it is. */
export function CarrierName({ code }: { code: string }) {
  const { data = [] } = useCarriers();
  if (!code) return <>-</>;
  return <>{data.find((c) => c.id === code)?.name ?? code}</>;
}

const address = (d: DeliveryRow) => [d.zipCode && `(${d.zipCode})`, d.address].filter(Boolean).join(' ');

/** Columns both delivery lists share; `extra` come before 상태 (e.g. the moves, or the lead time). */
export const deliveryColumns = <T extends DeliveryRow>(extra: readonly ColumnDef<T>[]): readonly ColumnDef<T>[] => [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 120,
    render: (d) => d.orderNumber,
  },
  {
    key: 'productName',
    card: 'title',
    label: '상품명',
    sortField: 'productName',
    width: 160,
    render: (d) => d.productName,
  },
  { key: 'buyerName', label: '고객사', sortField: 'buyerName', width: 120, render: (d) => d.buyerName },
  { key: 'receiver', card: 1, label: '수령인', width: 96, render: (d) => d.receiver || '-' },
  {
    key: 'address',
    label: '주소',
    width: 220,
    render: (d): ReactNode => (
      <Typography variant="body2" component="span" title={address(d)}>
        {address(d) || '-'}
      </Typography>
    ),
  },
  { key: 'receiverTel', label: '연락처', width: 124, render: (d) => d.receiverTel || '-' },
  { key: 'carrier', label: '택배사', width: 110, render: (d) => <CarrierName code={d.deliveryCompanyCode} /> },
  { key: 'invoice', card: 3, label: '송장번호', width: 130, render: (d) => d.invoice || '-' },
  ...extra,
  {
    key: 'status',
    card: 'status',
    label: '상태',
    width: 96,
    align: 'center',
    render: (d) => <StatusChip workflow={deliveryWorkflow} value={d.deliveryStatus} />,
  },
];

export const startedAt = (d: DeliveryRow) => (d.deliveryStartDatetime ? formatDateTime(d.deliveryStartDatetime) : '-');
