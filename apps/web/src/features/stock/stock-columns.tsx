import type { Stock } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';
import { UnusedChip } from './io-chips';

export const STOCK_TABLE_MIN_WIDTH = 760;

/** An amount with its unit, e.g. '1,200 연'. */
/** The unit price is free text (15 characters); a plain number in it still reads with separators. */
export const formatUnitPrice = (text: string) =>
  /^\d[\d,]*$/.test(text) ? formatNumber(text.replaceAll(',', '')) : text;

export const withUnit = (amount: number, unit: string) => `${formatNumber(amount)}${unit ? ` ${unit}` : ''}`;

// The name takes the room left over; No, category and code stay narrow (full text on hover, or on keyboard focus,
// where the row wraps).
export const stockColumns: readonly ColumnDef<Stock>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 64, align: 'right', render: (s) => formatNumber(s.id) },
  {
    key: 'itemCategoryName',
    label: '카테고리',
    sortField: 'itemCategoryName',
    width: '22%',
    render: (s) => <span title={s.itemCategoryName}>{s.itemCategoryName}</span>,
  },
  {
    key: 'itemCode',
    card: 2,
    label: '품목 코드',
    sortField: 'itemCode',
    width: '16%',
    render: (s) => <span title={s.itemCode}>{s.itemCode}</span>,
  },
  {
    key: 'name',
    card: 'title',
    label: '품목명',
    sortField: 'name',
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
    width: '16%',
    align: 'right',
    render: (s) => withUnit(s.amount, s.itemUnit),
  },
];
