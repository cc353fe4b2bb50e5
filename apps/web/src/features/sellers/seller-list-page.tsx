import { SELLER_SEARCH_FILTERS } from '@scm/contract';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { SELLER_LIST_PATH, useSellerList } from './api';
import { sellerColumns } from './seller-columns';

export function SellerListPage() {
  const paged = useSellerList();
  const nav = useListNavigation(SELLER_LIST_PATH);
  return (
    <ListPage
      area="PARTNER"
      title="매입처 관리"
      paged={paged}
      filters={
        <>
          <SearchBar list={paged.list} filters={SELLER_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="매입처 목록"
      columns={sellerColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={860}
    />
  );
}
