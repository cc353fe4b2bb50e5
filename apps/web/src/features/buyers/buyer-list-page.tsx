import { BUYER_SEARCH_FILTERS } from '@scm/contract';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { BUYER_LIST_PATH, useBuyerList } from './api';
import { buyerColumns } from './buyer-columns';

export function BuyerListPage() {
  const paged = useBuyerList();
  const nav = useListNavigation(BUYER_LIST_PATH);
  return (
    <ListPage
      area="PARTNER"
      title="고객사 관리"
      paged={paged}
      filters={<SearchBar list={paged.list} filters={BUYER_SEARCH_FILTERS} />}
      onNew={nav.toNew}
      tableLabel="고객사 목록"
      columns={buyerColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={960}
    />
  );
}
