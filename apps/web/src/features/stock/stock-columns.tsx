import { Chip } from '@mui/material';
import {
  PURCHASE_PRICE_LABEL,
  STOCK_VALUE_LABEL,
  amountWithUnit,
  stockShortageText,
  stockValue,
  type Stock,
} from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';
import { UnusedChip } from './io-chips';

export const STOCK_TABLE_MIN_WIDTH = 960;

/** The contract's one way to write an amount in its unit ('1,200연'), shared with the server's messages. */
export const withUnit = amountWithUnit;

/** '재고 부족 (−120연)': a stock below zero, in the lists and the detail. */
export const ShortageChip = ({ stock }: { stock: Pick<Stock, 'amount' | 'itemUnit'> }) => (
  <Chip label={stockShortageText(stock.amount, stock.itemUnit)} color="error" size="small" />
);

// The name takes the room left over; No, category and code stay narrow (full text on hover, or on keyboard focus,
// where the row wraps).
export const stockColumns: readonly ColumnDef<Stock>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 64, align: 'right', render: (s) => formatNumber(s.id) },
  {
    key: 'itemCategoryName',
    label: '카테고리',
    sortField: 'itemCategoryName',
    width: '24%',
    render: (s) => <span title={s.itemCategoryName}>{s.itemCategoryName}</span>,
  },
  {
    key: 'itemCode',
    card: 2,
    label: '품목 코드',
    sortField: 'itemCode',
    width: '14%',
    render: (s) => <span title={s.itemCode}>{s.itemCode}</span>,
  },
  {
    key: 'name',
    card: 'title',
    label: '품목명',
    sortField: 'name',
    width: '26%',
    render: (s) => (
      <>
        <span title={s.name}>{s.name}</span>
        {!s.isUsed && <UnusedChip />}
      </>
    ),
  },
  {
    key: 'amount',
    card: 1,
    label: '재고 수량',
    sortField: 'amount',
    width: '14%',
    align: 'right',
    // Below zero: paper a confirmed printing complete used beyond stock, flagged for purchasing.
    render: (s) => (s.amount < 0 ? <ShortageChip stock={s} /> : withUnit(s.amount, s.itemUnit)),
  },
  // The item's purchase unit price, the same figure as the item screen's 단가 (매입), and the stock valued at it.
  {
    key: 'itemPrice',
    label: PURCHASE_PRICE_LABEL,
    width: 110,
    align: 'right',
    render: (s) => formatNumber(s.itemPrice),
  },
  {
    key: 'stockValue',
    label: STOCK_VALUE_LABEL,
    width: 130,
    align: 'right',
    render: (s) => formatNumber(stockValue(s.amount, s.itemPrice)),
  },
];
