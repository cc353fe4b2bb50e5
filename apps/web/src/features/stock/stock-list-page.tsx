import { FormControlLabel, Switch } from '@mui/material';
import { STOCK_SEARCH_FILTERS } from '@scm/contract';
import { useSearchParams } from 'react-router';
import { listHelp } from '../../shared/page-kit';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { STOCK_LIST_PATH, useStockList } from './api';
import { STOCK_TABLE_MIN_WIDTH, stockColumns } from './stock-columns';

const HELP = [
  listHelp(false),
  '',
  '재고는 품목을 등록하면 함께 만들어집니다. 행을 누르면 재고 상세에서 입고·출고 조정과 변동 이력을 볼 수 있습니다.',
  '재고가 모자란 채로 인쇄 완료를 확인한 용지는 재고가 0 아래로 내려가 "재고 부족 (−수량)"으로 표시됩니다. [재고 부족만]을 켜면 구매할 품목만 봅니다.',
].join('\n');

const SHORTAGE_PARAM = 'shortage';

/** /admin/pr/stock */
export function StockListPage() {
  const [params, setParams] = useSearchParams();
  const shortage = params.get(SHORTAGE_PARAM) === 'true';
  const paged = useStockList(shortage);
  const setShortage = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(SHORTAGE_PARAM, 'true');
    else next.delete(SHORTAGE_PARAM);
    next.delete('page');
    setParams(next);
  };
  const nav = useListNavigation(STOCK_LIST_PATH);
  return (
    <ListPage
      area="PROCESS"
      title="재고 관리"
      help={HELP}
      paged={paged}
      filters={
        <>
          <FormControlLabel
            control={<Switch checked={shortage} onChange={(e) => setShortage(e.target.checked)} />}
            label="재고 부족만"
          />
          <SearchBar list={paged.list} filters={STOCK_SEARCH_FILTERS} />
        </>
      }
      tableLabel="재고 목록"
      columns={stockColumns}
      getRowKey={(s) => s.id}
      onRowClick={(s) => nav.toDetail(s.id)}
      minWidth={STOCK_TABLE_MIN_WIDTH}
    />
  );
}
