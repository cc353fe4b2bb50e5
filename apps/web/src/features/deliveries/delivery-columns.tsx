import { Box, Chip, Typography } from '@mui/material';
import { deliveryMessages, deliveryWorkflow, type DeliveryRow } from '@scm/contract';
import type { ReactNode } from 'react';
import { useCarriers } from '../../shared/delivery-tracking';
import type { ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';

/** A carrier code as its name ('04' → CJ대한통운); an unknown code as it is. */
export function CarrierName({ code }: { code: string }) {
  const { data = [] } = useCarriers();
  if (!code) return <>-</>;
  return <>{data.find((c) => c.id === code)?.name ?? code}</>;
}

export const addressOf = (d: DeliveryRow) => [d.zipCode && `(${d.zipCode})`, d.address].filter(Boolean).join(' ');

/**
 * Two lines in one cell, each wrapping in full: a phone number or an address cut to '010-1234-56…' is no use to the
 * shipping desk. Korean words break whole (keep-all); a word longer than the column still breaks.
 */
export function TwoLines({ first, second }: { first: ReactNode; second: string }) {
  const line = { display: 'block', whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;
  return (
    <>
      <Typography variant="body2" component="span" sx={line}>
        {first}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={line}>
        {second || '-'}
      </Typography>
    </>
  );
}

/** '오지훈 · 010-8800-0101': the phone number never breaks at its dashes. */
function ReceiverLine({ delivery: d }: { delivery: DeliveryRow }) {
  if (!d.receiver && !d.receiverTel) return <>-</>;
  return (
    <>
      {d.receiver}
      {d.receiver && d.receiverTel && ' · '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {d.receiverTel}
      </Box>
    </>
  );
}

const statusColumn: ColumnDef<DeliveryRow> = {
  key: 'status',
  card: 'status',
  label: '상태',
  width: 96,
  align: 'center',
  render: (d) => <StatusChip workflow={deliveryWorkflow} value={d.deliveryStatus} />,
};

/**
 * Columns both delivery lists share — 주문번호, 상품명 and 고객사, 수령인 with 연락처 and 주소, 택배사 with 송장번호 —
 * then 상태 on the open list (the history's are all 배송완료), then `extra`.
 */
export const deliveryColumns = <T extends DeliveryRow>(
  extra: readonly ColumnDef<T>[],
  withStatus: boolean,
): readonly ColumnDef<T>[] => [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 108,
    render: (d) => d.orderNumber,
  },
  {
    key: 'productName',
    wrap: true,
    card: 'title',
    label: '상품명 · 고객사',
    sortField: 'productName',
    render: (d) => <TwoLines first={d.productName} second={d.buyerName} />,
  },
  {
    key: 'receiver',
    wrap: true,
    card: 1,
    label: '수령인 · 연락처 / 주소',
    render: (d) => <TwoLines first={<ReceiverLine delivery={d} />} second={addressOf(d)} />,
  },
  {
    key: 'invoice',
    card: 3,
    label: '택배사 / 송장번호',
    width: 136,
    render: (d) => (
      <>
        <TwoLines first={<CarrierName code={d.deliveryCompanyCode} />} second={d.invoice} />
        {d.combinedShipment && (
          <Chip size="small" variant="outlined" color="info" label={deliveryMessages.combinedLabel} sx={{ mt: 0.5 }} />
        )}
      </>
    ),
  },
  ...(withStatus ? [statusColumn] : []),
  ...extra,
];
