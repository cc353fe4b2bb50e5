import { STOCK_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/form-kit';
import { ListPage, SearchBar, useListNavigation } from '../../shared/list-kit';
import { STOCK_LIST_PATH, useStockList } from './api';
import { STOCK_TABLE_MIN_WIDTH, stockColumns } from './stock-columns';

const HELP = [
  listHelp(false),
  '',
  '재고는 품목을 등록하면 함께 만들어집니다. 행을 누르면 재고 상세에서 입고·출고 조정과 변동 이력을 볼 수 있습니다.',
].join('\n');

/** /admin/pr/stock */
export function StockListPage() {
  const paged = useStockList();
  const nav = useListNavigation(STOCK_LIST_PATH);
  return (
    <ListPage
      area="PROCESS"
      title="재고 관리"
      help={HELP}
      paged={paged}
      filters={<SearchBar list={paged.list} filters={STOCK_SEARCH_FILTERS} />}
      tableLabel="재고 목록"
      columns={stockColumns}
      getRowKey={(s) => s.id}
      onRowClick={(s) => nav.toDetail(s.id)}
      minWidth={STOCK_TABLE_MIN_WIDTH}
    />
  );
}
