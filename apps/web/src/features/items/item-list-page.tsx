import { ITEM_SEARCH_FILTERS } from '@scm/contract';
import { useSearchParams } from 'react-router';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
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
  const paged = useItemList(categoryId);
  const nav = useListNavigation(ITEM_LIST_PATH);
  return (
    <ListPage
      area="PROCESS"
      title="품목 관리"
      paged={paged}
      filters={
        <>
          <ItemCategoryFilter value={categoryId} onChange={setCategoryId} />
          <SearchBar list={paged.list} filters={ITEM_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="품목 목록"
      columns={itemColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={ITEM_TABLE_MIN_WIDTH}
    />
  );
}
