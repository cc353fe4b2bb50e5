import { amountWithUnit, type Stock } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';
import { UnusedChip } from './io-chips';

export const STOCK_TABLE_MIN_WIDTH = 760;

/** The unit price is free text (15 characters); a plain number in it still reads with separators. */
export const formatUnitPrice = (text: string) =>
  /^\d[\d,]*$/.test(text) ? formatNumber(text.replaceAll(',', '')) : text;

/** The contract's one way to write an amount in its unit ('1,200연'), shared with the server's messages. */
export const withUnit = amountWithUnit;

export const stockColumns: readonly ColumnDef<Stock>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (s) => formatNumber(s.id) },
  {
    key: 'itemCategoryName',
    label: '카테고리',
    sortField: 'itemCategoryName',
    width: '32%',
    render: (s) => <span title={s.itemCategoryName}>{s.itemCategoryName}</span>,
  },
  { key: 'itemCode', label: '품목 코드', sortField: 'itemCode', width: '18%', render: (s) => s.itemCode },
  {
    key: 'name',
    label: '품목명',
    sortField: 'name',
    width: '32%',
    render: (s) => (
      <>
        {s.name}
        {!s.isUsed && <UnusedChip />}
      </>
    ),
  },
  {
    key: 'amount',
    label: '재고 수량',
    sortField: 'amount',
    width: '18%',
    align: 'right',
    render: (s) => withUnit(s.amount, s.itemUnit),
  },
];
