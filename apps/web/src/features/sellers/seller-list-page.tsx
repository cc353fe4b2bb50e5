import { Paper } from '@mui/material';
import { SELLER_SEARCH_FILTERS } from '@scm/contract';
import { PageHeader } from '../../shared/form-kit';
import { ListTable, ListToolbar, NewButton, Pager, SearchBar, useListNavigation } from '../../shared/list-kit';
import { SELLER_LIST_PATH, useSellerList } from './api';
import { sellerColumns } from './seller-columns';

export function SellerListPage() {
  const { list, rows, pageable, isLoading } = useSellerList();
  const nav = useListNavigation(SELLER_LIST_PATH);
  return (
    <>
      <PageHeader title="매입처 관리" pageType="list" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <SearchBar list={list} filters={SELLER_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="매입처 목록"
          columns={sellerColumns}
          rows={rows}
          getRowKey={(s) => s.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(s) => nav.toDetail(s.id)}
          loading={isLoading}
          minWidth={860}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
