import { Paper, Typography } from '@mui/material';
import { stockMoveReasonText, type StockHistory } from '@scm/contract';
import { formatDateTime, formatNumber } from '../../shared/format';
import { ListTable, Pager, type ColumnDef } from '../../shared/list-kit';
import { useLocalListQuery } from '../../shared/list-kit/use-local-list-query';
import { useStockHistory } from './api';
import { InputOutputChip } from './io-chips';

const HISTORY_PAGE_SIZE = 10;

const historyColumns: readonly ColumnDef<StockHistory>[] = [
  {
    key: 'workDate',
    card: 'title',
    label: '작업일시',
    sortField: 'workDate',
    width: 150,
    align: 'center',
    render: (h) => formatDateTime(h.workDate),
  },
  {
    key: 'inputOutput',
    card: 'status',
    label: '구분',
    width: 80,
    align: 'center',
    render: (h) => <InputOutputChip value={h.inputOutput} />,
  },
  // The kind of change, then for a hand adjustment its reason and memo ('조정 출고 · 파지').
  { key: 'ioType', card: 1, label: '사유', width: 200, render: (h) => stockMoveReasonText(h) },
  {
    key: 'amount',
    card: 2,
    label: '수량',
    sortField: 'amount',
    width: 110,
    align: 'right',
    render: (h) => formatNumber(h.amount),
  },
  {
    key: 'balance',
    card: 3,
    label: '조정 후 재고',
    sortField: 'balance',
    width: 120,
    align: 'right',
    render: (h) => formatNumber(h.balance),
  },
  { key: 'employeeName', label: '담당자', width: 100, align: 'center', render: (h) => h.employeeName },
];

/** The paged change history under the stock detail, newest first. */
export function StockHistoryTable({ stockId }: { stockId: number }) {
  // In memory, not the address: paging the history must not lose the list query the 목록 button returns to.
  const list = useLocalListQuery(HISTORY_PAGE_SIZE);
  const { data, isLoading } = useStockHistory(stockId, list.apiQuery);
  const pageable = data && data.pageable.totalPages > 0 ? data.pageable : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        재고 변동 이력
      </Typography>
      <ListTable
        aria-label="재고 변동 이력"
        columns={historyColumns}
        rows={data?.content ?? []}
        getRowKey={(h) => h.id}
        sort={list.params.sort}
        onSortChange={list.setSort}
        loading={isLoading}
        minWidth={780}
      />
      <Pager pageable={pageable} onPageChange={list.setPage} />
    </Paper>
  );
}
