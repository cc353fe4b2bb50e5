import {
  MODAL_SELECT_PATHS,
  SELLER_MODAL_NAME_FILTERS,
  SELLER_MODAL_SEARCH_FILTERS,
  canSeePartnerContacts,
  type SellerModalItem,
} from '@scm/contract';
import { useAuthorities } from '../../shared/access';
import { SelectModal, type ColumnDef } from '../../shared/list-kit';

const nameColumn: ColumnDef<SellerModalItem> = {
  key: 'sellerName',
  card: 'title',
  label: '매입처명',
  sortField: 'sellerName',
  width: 170,
  render: (s) => s.sellerName,
};
const columns: readonly ColumnDef<SellerModalItem>[] = [
  nameColumn,
  { key: 'sellerTel', card: 1, label: '전화번호', sortField: 'sellerTel', width: 140, render: (s) => s.sellerTel },
  { key: 'sellerAddress', card: 2, label: '주소', sortField: 'sellerAddress', render: (s) => s.sellerAddress },
];
/** Without the partner contacts the server answers names only, and refuses a search by phone or address. */
const nameColumns: readonly ColumnDef<SellerModalItem>[] = [nameColumn];

interface Props {
  open: boolean;
  onSelect: (seller: SellerModalItem) => void;
  onClose: () => void;
  title?: string;
}

/** Picks a seller (supplier), e.g. for an order's seller list or a purchase order. */
export function SellerSelectModal({ open, onSelect, onClose, title = '매입처 선택' }: Props) {
  const withContacts = canSeePartnerContacts(useAuthorities());
  return (
    <SelectModal
      open={open}
      title={title}
      path={MODAL_SELECT_PATHS.seller}
      filters={withContacts ? SELLER_MODAL_SEARCH_FILTERS : SELLER_MODAL_NAME_FILTERS}
      columns={withContacts ? columns : nameColumns}
      getRowKey={(s) => s.id}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
