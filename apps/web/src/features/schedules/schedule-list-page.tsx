import { Paper } from '@mui/material';
import { SCHEDULE_DATE_FILTERS, SCHEDULE_SEARCH_FILTERS } from '@scm/contract';
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
import { SCHEDULE_LIST_PATH, useScheduleList } from './api';
import { scheduleColumns } from './schedule-columns';

const HELP = [
  HELP_TEXTS.list,
  '',
  '[달력에 표시]가 켜진 일정은 관리자 화면에 처음 들어올 때 나타나는 일정 달력에 보입니다.',
].join('\n');

/** /admin/cm/schedule */
export function ScheduleListPage() {
  const { list, rows, pageable, isLoading } = useScheduleList();
  const nav = useListNavigation(SCHEDULE_LIST_PATH);
  return (
    <>
      <title>일정 관리 | 인쇄 SCM</title>
      <PageHeader title="일정 관리" pageType="list" help={HELP} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <DateRangeFilter list={list} dateFields={SCHEDULE_DATE_FILTERS} />
          <SearchBar list={list} filters={SCHEDULE_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="일정 목록"
          columns={scheduleColumns}
          rows={rows}
          getRowKey={(s) => s.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(s) => nav.toDetail(s.id)}
          loading={isLoading}
          minWidth={820}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
