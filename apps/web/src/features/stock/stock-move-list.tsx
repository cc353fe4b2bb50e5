import { STOCK_MOVE_SEARCH_FILTERS } from '@scm/contract';
import { useNavigate } from 'react-router';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar, type ColumnDef, type PagedList } from '../../shared/list-kit';
import { STOCK_LIST_PATH } from './api';
import { STOCK_MOVE_TABLE_MIN_WIDTH } from './stock-move-columns';

interface Props<T extends { id: number; stockId: number }> {
  title: string;
  help: string;
  paged: PagedList<T>;
  columns: readonly ColumnDef<T>[];
  dateFields: Readonly<Record<string, string>>;
}

/** 입고 내역 and 출고 내역: a date range on the work date, item-name search, and a row opens that item's stock. */
export function StockMoveList<T extends { id: number; stockId: number }>(props: Props<T>) {
  const { title, help, paged, columns, dateFields } = props;
  const navigate = useNavigate();
  return (
    <ListPage
      area="PROCESS"
      title={title}
      help={[listHelp(false), '', help].join('\n')}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={dateFields} />
          <SearchBar list={paged.list} filters={STOCK_MOVE_SEARCH_FILTERS} />
        </>
      }
      tableLabel={`${title} 목록`}
      columns={columns}
      getRowKey={(m) => m.id}
      onRowClick={(m) => void navigate(`${STOCK_LIST_PATH}/${m.stockId}`)}
      minWidth={STOCK_MOVE_TABLE_MIN_WIDTH}
    />
  );
}
