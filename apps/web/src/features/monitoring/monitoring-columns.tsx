import { Chip, Stack, Typography } from '@mui/material';
import { canAccessArea, workTypeLabel, type MenuArea } from '@scm/contract';
import type { ReactNode } from 'react';
import { useAuthorities } from '../../shared/access';
import { formatDateTime, formatNumber } from '../../shared/format';
import type { ColumnDef } from '../../shared/list-kit';

/** The order facts every order-based row carries. */
export interface OrderFacts {
  orderNumber: string;
  productName: string;
  workType: string;
  buyerName: string | null;
  advertiserCount: number;
  amount: number;
}

/** Who the order is for: the printing order's customer, or a bag order's advertisers. */
export const customerOf = (r: OrderFacts) =>
  r.buyerName ?? (r.workType === 'SHOPBAG' ? `광고주 ${formatNumber(r.advertiserCount)}곳` : '-');

/** Two lines in one cell: the thing, and under it what it belongs to. */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  const line = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <>
      <Typography variant="body2" component="span" sx={line}>
        {first}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={line}>
        {second}
      </Typography>
    </>
  );
}

/** A time of today: HH:mm is what matters on a today list; the full datetime shows on hover. */
export function TimeOfDay({ value }: { value: string | null }) {
  if (!value) return <>-</>;
  const full = formatDateTime(value);
  return <span title={full}>{full.slice(11)}</span>;
}

/** 주문번호 · 상품명 / 유형 · 고객 — the first columns of the order-based lists. */
export const orderColumns = <T extends OrderFacts>(): ColumnDef<T>[] => [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 116,
    render: (r) => r.orderNumber,
  },
  {
    key: 'productName',
    card: 'title',
    label: '상품명 · 고객',
    sortField: 'productName',
    render: (r) => <TwoLines first={r.productName} second={customerOf(r)} />,
  },
  {
    key: 'workType',
    label: '유형 · 수량',
    width: 120,
    render: (r) => <TwoLines first={workTypeLabel(r.workType)} second={formatNumber(r.amount)} />,
  },
];

/** A chip naming a plain state (취소, 검수중 …) with its colour. */
export const StateChip = ({ label, color }: { label: string; color: 'success' | 'warning' | 'error' | 'default' }) => (
  <Chip label={label} size="small" color={color} variant={color === 'warning' ? 'outlined' : 'filled'} />
);

/** Whether the signed-in employee may open a detail of `area` (rows link only where the detail would answer). */
export const useMayOpen = (area: MenuArea) => canAccessArea(useAuthorities(), area, false);

/** The row chips sit in a row that wraps on a phone. */
export const Chips = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
    {children}
  </Stack>
);
