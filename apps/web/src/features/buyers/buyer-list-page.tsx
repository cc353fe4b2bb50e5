import { Paper } from '@mui/material';
import { BUYER_SEARCH_FILTERS } from '@scm/contract';
import { PageHeader } from '../../shared/form-kit';
import { ListTable, ListToolbar, NewButton, Pager, SearchBar, useListNavigation } from '../../shared/list-kit';
import { BUYER_LIST_PATH, useBuyerList } from './api';
import { buyerColumns } from './buyer-columns';

export function BuyerListPage() {
  const { list, rows, pageable, isLoading } = useBuyerList();
  const nav = useListNavigation(BUYER_LIST_PATH);
  return (
    <>
      <PageHeader title="고객사 관리" pageType="list" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <SearchBar list={list} filters={BUYER_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="고객사 목록"
          columns={buyerColumns}
          rows={rows}
          getRowKey={(b) => b.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(b) => nav.toDetail(b.id)}
          loading={isLoading}
          minWidth={960}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
