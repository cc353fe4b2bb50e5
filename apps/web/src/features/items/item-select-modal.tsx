import { ITEM_MODAL_SEARCH_FILTERS, MODAL_SELECT_PATHS, type ItemModalItem } from '@scm/contract';
import { SelectModal, type ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';

const columns: readonly ColumnDef<ItemModalItem>[] = [
  { key: 'itemCode', card: 2, label: '품목 코드', sortField: 'itemCode', width: 130, render: (i) => i.itemCode },
  { key: 'name', card: 'title', label: '품목명', sortField: 'name', render: (i) => i.name },
  {
    key: 'itemCategoryName',
    label: '카테고리',
    sortField: 'itemCategoryName',
    width: 180,
    render: (i) => i.itemCategoryName.replaceAll(' > ', ' › '),
  },
  { key: 'standardSize', card: 3, label: '규격', sortField: 'standardSize', width: 100, render: (i) => i.standardSize },
  {
    key: 'amount',
    card: 1,
    label: '재고',
    sortField: 'amount',
    width: 90,
    align: 'right',
    render: (i) => `${formatNumber(i.amount)}${i.itemUnit ? ` ${i.itemUnit}` : ''}`,
  },
];

interface Props {
  open: boolean;
  onSelect: (item: ItemModalItem) => void;
  onClose: () => void;
  title?: string;
}

/** Picks one item in use by code, name or category, e.g. for a printing entry's paper. */
export function ItemSelectModal({ open, onSelect, onClose, title = '품목 선택' }: Props) {
  return (
    <SelectModal
      open={open}
      title={title}
      path={MODAL_SELECT_PATHS.item}
      filters={ITEM_MODAL_SEARCH_FILTERS}
      columns={columns}
      getRowKey={(i) => i.id}
      onSelect={onSelect}
      onClose={onClose}
      minWidth={720}
    />
  );
}
