import { Paper } from '@mui/material';
import { STOCK_MOVE_SEARCH_FILTERS } from '@scm/contract';
import { useNavigate } from 'react-router';
import { HELP_TEXTS, PageHeader } from '../../shared/form-kit';
import {
  DateRangeFilter,
  ListTable,
  ListToolbar,
  Pager,
  SearchBar,
  type ColumnDef,
  type PagedList,
} from '../../shared/list-kit';
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
  const { list, rows, pageable, isLoading } = paged;
  const navigate = useNavigate();
  return (
    <>
      <title>{`${title} | 인쇄 SCM`}</title>
      <PageHeader
        title={title}
        pageType="list"
        help={[HELP_TEXTS.list.replace('\n• [신규 등록] 버튼으로 새 항목을 등록합니다.', ''), '', help].join('\n')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar>
          <DateRangeFilter list={list} dateFields={dateFields} />
          <SearchBar list={list} filters={STOCK_MOVE_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label={`${title} 목록`}
          columns={columns}
          rows={rows}
          getRowKey={(m) => m.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(m) => void navigate(`${STOCK_LIST_PATH}/${m.stockId}`)}
          loading={isLoading}
          minWidth={STOCK_MOVE_TABLE_MIN_WIDTH}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
