import { Paper } from '@mui/material';
import { ITEM_SEARCH_FILTERS } from '@scm/contract';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/form-kit';
import { ListTable, ListToolbar, NewButton, Pager, SearchBar, useListNavigation } from '../../shared/list-kit';
import { ITEM_LIST_PATH, useItemList } from './api';
import { ItemCategoryFilter } from './item-category-filter';
import { ITEM_TABLE_MIN_WIDTH, itemColumns } from './item-columns';

const CATEGORY_PARAM = 'itemCategoryId';

/** The category filter lives in the URL beside the list state, so 목록 from a detail page comes back to it. */
function useCategoryParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(CATEGORY_PARAM));
  const categoryId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setCategoryId = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, String(id));
    // A new filter starts from the first page.
    next.delete('page');
    setSearchParams(next);
  };
  return [categoryId, setCategoryId] as const;
}

export function ItemListPage() {
  const [categoryId, setCategoryId] = useCategoryParam();
  const { list, rows, pageable, isLoading } = useItemList(categoryId);
  const nav = useListNavigation(ITEM_LIST_PATH);
  return (
    <>
      <PageHeader title="품목 관리" pageType="list" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <ItemCategoryFilter value={categoryId} onChange={setCategoryId} />
          <SearchBar list={list} filters={ITEM_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="품목 목록"
          columns={itemColumns}
          rows={rows}
          getRowKey={(i) => i.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(i) => nav.toDetail(i.id)}
          loading={isLoading}
          minWidth={ITEM_TABLE_MIN_WIDTH}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
