import { Paper } from '@mui/material';
import { INSPECTION_DATE_FILTERS, INSPECTION_SEARCH_FILTERS } from '@scm/contract';
import { HELP_TEXTS, PageHeader } from '../../shared/form-kit';
import {
  DateRangeFilter,
  ListTable,
  ListToolbar,
  NewButton,
  Pager,
  SearchBar,
  useListNavigation,
} from '../../shared/list-kit';
import { INSPECTION_LIST_PATH, useInspectionList } from './api';
import { INSPECTION_TABLE_MIN_WIDTH, inspectionColumns } from './inspection-columns';

const HELP = [
  HELP_TEXTS.list,
  '',
  '기본으로 시작일 기준 최근 1년의 검수가 표시됩니다. 기간 기준을 종료일로 바꿀 수 있습니다.',
  "품목이 여러 개인 검수는 첫 품목 이름과 나머지 개수('외 N건')로 표시됩니다.",
].join('\n');

/** /admin/wk/inspection */
export function InspectionListPage() {
  const { list, rows, pageable, isLoading } = useInspectionList();
  const nav = useListNavigation(INSPECTION_LIST_PATH);
  return (
    <>
      <title>검수 관리 | 인쇄 SCM</title>
      <PageHeader title="검수 관리" pageType="list" help={HELP} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <DateRangeFilter list={list} dateFields={INSPECTION_DATE_FILTERS} />
          <SearchBar list={list} filters={INSPECTION_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="검수 목록"
          columns={inspectionColumns}
          rows={rows}
          getRowKey={(i) => i.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(i) => nav.toDetail(i.id)}
          loading={isLoading}
          minWidth={INSPECTION_TABLE_MIN_WIDTH}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
