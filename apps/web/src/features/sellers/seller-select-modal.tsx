import { MODAL_SELECT_PATHS, SELLER_MODAL_SEARCH_FILTERS, type SellerModalItem } from '@scm/contract';
import { SelectModal, type ColumnDef } from '../../shared/list-kit';

const columns: readonly ColumnDef<SellerModalItem>[] = [
  { key: 'sellerName', label: '매입처명', sortField: 'sellerName', width: 170, render: (s) => s.sellerName },
  { key: 'sellerTel', label: '전화번호', sortField: 'sellerTel', width: 140, render: (s) => s.sellerTel },
  { key: 'sellerAddress', label: '주소', sortField: 'sellerAddress', render: (s) => s.sellerAddress },
];

interface Props {
  open: boolean;
  onSelect: (seller: SellerModalItem) => void;
  onClose: () => void;
  title?: string;
}

/** Picks a seller (supplier), e.g. for an order's seller list or a purchase order. */
export function SellerSelectModal({ open, onSelect, onClose, title = '매입처 선택' }: Props) {
  return (
    <SelectModal
      open={open}
      title={title}
      path={MODAL_SELECT_PATHS.seller}
      filters={SELLER_MODAL_SEARCH_FILTERS}
      columns={columns}
      getRowKey={(s) => s.id}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
