import {
  BUYER_MODAL_NAME_FILTERS,
  BUYER_MODAL_SEARCH_FILTERS,
  MODAL_SELECT_PATHS,
  canSeePartnerContacts,
  type BuyerModalItem,
} from '@scm/contract';
import { useAuthorities } from '../../shared/access';
import { SelectModal, type ColumnDef } from '../../shared/list-kit';

const nameColumn: ColumnDef<BuyerModalItem> = {
  key: 'buyerName',
  card: 'title',
  label: '고객사명',
  sortField: 'buyerName',
  width: 170,
  render: (b) => b.buyerName,
};
const columns: readonly ColumnDef<BuyerModalItem>[] = [
  nameColumn,
  { key: 'buyerTel', card: 1, label: '전화번호', sortField: 'buyerTel', width: 140, render: (b) => b.buyerTel },
  { key: 'buyerAddress', card: 2, label: '주소', sortField: 'buyerAddress', render: (b) => b.buyerAddress },
];
/** Without the partner contacts the server answers names only, and refuses a search by phone or address. */
const nameColumns: readonly ColumnDef<BuyerModalItem>[] = [nameColumn];

interface Props {
  open: boolean;
  onSelect: (buyer: BuyerModalItem) => void;
  onClose: () => void;
  title?: string;
}

/** Picks a client company, e.g. the advertiser of a shopping-bag design slot (buyerId, buyerName, …). */
export function BuyerSelectModal({ open, onSelect, onClose, title = '고객사 선택' }: Props) {
  const withContacts = canSeePartnerContacts(useAuthorities());
  return (
    <SelectModal
      open={open}
      title={title}
      path={MODAL_SELECT_PATHS.buyer}
      filters={withContacts ? BUYER_MODAL_SEARCH_FILTERS : BUYER_MODAL_NAME_FILTERS}
      columns={withContacts ? columns : nameColumns}
      getRowKey={(b) => b.buyerId}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
