import { Chip } from '@mui/material';
import { PURCHASE_PRICE_LABEL, type Item } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';

export const ITEM_TABLE_MIN_WIDTH = 900;

// The name takes the room left over; No, category and code stay narrow (full text on hover, or on keyboard focus,
// where the row wraps).
export const itemColumns: readonly ColumnDef<Item>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 64, align: 'right', render: (i) => formatNumber(i.id) },
  {
    key: 'itemCategoryName',
    label: '카테고리',
    sortField: 'itemCategoryName',
    width: 150,
    render: (i) => <span title={i.itemCategoryName}>{i.itemCategoryName.replaceAll(' > ', ' › ')}</span>,
  },
  {
    key: 'itemCode',
    card: 3,
    label: '품목 코드',
    sortField: 'itemCode',
    width: 130,
    render: (i) => <span title={i.itemCode}>{i.itemCode}</span>,
  },
  {
    key: 'name',
    card: 'title',
    label: '품목명',
    sortField: 'name',
    render: (i) => (
      <>
        <span title={i.name}>{i.name}</span>
        {!i.isUsed && <Chip label="사용 안 함" size="small" variant="outlined" sx={{ ml: 1 }} />}
      </>
    ),
  },
  {
    key: 'standardSize',
    label: '규격',
    sortField: 'standardSize',
    width: 110,
    render: (i) => <span title={i.standardSize}>{i.standardSize}</span>,
  },
  { key: 'itemUnit', label: '단위', sortField: 'itemUnit', width: 72, align: 'center', render: (i) => i.itemUnit },
  {
    key: 'itemPrice',
    card: 2,
    label: PURCHASE_PRICE_LABEL,
    sortField: 'itemPrice',
    width: 100,
    align: 'right',
    render: (i) => formatNumber(i.itemPrice),
  },
  {
    key: 'amount',
    card: 1,
    label: '재고',
    sortField: 'amount',
    width: 90,
    align: 'right',
    render: (i) => formatNumber(i.amount),
  },
];
