import { stockMoveReasonText, type ReceivingHistory, type ReleasingHistory } from '@scm/contract';
import { formatDateTime, formatNumber } from '../../shared/format';
import type { ColumnDef } from '../../shared/list-kit';
import { InputOutputChip } from './io-chips';
import { ReleaseOrderLink } from './release-order-link';
import { withUnit } from './stock-columns';

export const STOCK_MOVE_TABLE_MIN_WIDTH = 760;

const no: ColumnDef<ReceivingHistory> = {
  key: 'id',
  label: 'No',
  sortField: 'id',
  width: 80,
  align: 'right',
  render: (m) => formatNumber(m.id),
};
const itemName: ColumnDef<ReceivingHistory> = {
  key: 'itemName',
  card: 'title',
  label: '품목명',
  sortField: 'itemName',
  width: '34%',
  render: (m) => <span title={`${m.itemName} (${m.itemCode})`}>{m.itemName}</span>,
};
const amount: ColumnDef<ReceivingHistory> = {
  key: 'amount',
  card: 1,
  label: '수량',
  sortField: 'amount',
  width: '14%',
  align: 'right',
  // The item's unit beside the amount: 1,200매, 3kg.
  render: (m) => withUnit(m.amount, m.itemUnit),
};
const workDate = (label: string): ColumnDef<ReceivingHistory> => ({
  key: 'workDate',
  card: 2,
  label,
  sortField: 'workDate',
  width: 160,
  align: 'center',
  render: (m) => formatDateTime(m.workDate),
});
const reason = (label: string): ColumnDef<ReceivingHistory> => ({
  key: 'ioType',
  card: 3,
  label,
  sortField: 'ioType',
  width: '18%',
  // The kind of change, then for a hand adjustment its reason and memo ('조정 출고 · 파지 (샘플 발송)').
  render: (m) => stockMoveReasonText(m),
});

/** 출고 사유, and for a production release its order number (a link for order readers), on the table and the card. */
const releaseReason: ColumnDef<ReleasingHistory> = {
  ...reason('출고 사유'),
  // Room for '생산 파지 출고 · P2611-0007' whole at 1280 px.
  width: '30%',
  render: (m) => (
    <>
      {stockMoveReasonText(m)}
      {m.orderNumber !== null && (
        <>
          {' · '}
          <ReleaseOrderLink move={m} />
        </>
      )}
    </>
  ),
};

/** 입고 내역: No, item, amount, stock-in date, and why it came in (purchase order, production, adjustment). */
export const receivingColumns: readonly ColumnDef<ReceivingHistory>[] = [
  no,
  itemName,
  amount,
  workDate('입고일시'),
  reason('입고 사유'),
];

/** 출고 내역 adds the release reason and the direction (spec: type). */
export const releasingColumns: readonly ColumnDef<ReleasingHistory>[] = [
  no,
  itemName,
  amount,
  workDate('출고일시'),
  releaseReason,
  {
    key: 'type',
    card: 'status',
    label: '구분',
    width: 90,
    align: 'center',
    render: (m) => <InputOutputChip value={m.type} />,
  },
];
