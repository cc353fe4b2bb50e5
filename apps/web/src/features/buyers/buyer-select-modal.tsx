import { BUYER_MODAL_SEARCH_FILTERS, MODAL_SELECT_PATHS, type BuyerModalItem } from '@scm/contract';
import { SelectModal, type ColumnDef } from '../../shared/list-kit';

const columns: readonly ColumnDef<BuyerModalItem>[] = [
  { key: 'buyerName', label: '고객사명', sortField: 'buyerName', width: 170, render: (b) => b.buyerName },
  { key: 'buyerTel', label: '전화번호', sortField: 'buyerTel', width: 140, render: (b) => b.buyerTel },
  { key: 'buyerAddress', label: '주소', sortField: 'buyerAddress', render: (b) => b.buyerAddress },
];

interface Props {
  open: boolean;
  onSelect: (buyer: BuyerModalItem) => void;
  onClose: () => void;
  title?: string;
}

/** Picks a client company, e.g. the advertiser of a shopping-bag design slot (buyerId, buyerName, …). */
export function BuyerSelectModal({ open, onSelect, onClose, title = '고객사 선택' }: Props) {
  return (
    <SelectModal
      open={open}
      title={title}
      path={MODAL_SELECT_PATHS.buyer}
      filters={BUYER_MODAL_SEARCH_FILTERS}
      columns={columns}
      getRowKey={(b) => b.buyerId}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
