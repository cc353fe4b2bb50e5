import { Paper } from '@mui/material';
import { NOTICE_DATE_FILTERS, NOTICE_SEARCH_FILTERS } from '@scm/contract';
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
import { NOTICE_LIST_PATH, useNoticeList } from './api';
import { NOTICE_TABLE_MIN_WIDTH, noticeColumns } from './notice-columns';

const HELP = [
  HELP_TEXTS.list,
  '',
  '공지사항의 [활성]은 고객에게 지금 보이는 공지입니다: [고객에게 공개]가 켜져 있고 오늘이 시작일과 만료일 사이(두 날 포함)일 때 활성으로 표시됩니다.',
].join('\n');

/** /admin/cs/notice */
export function NoticeListPage() {
  const { list, rows, pageable, isLoading } = useNoticeList();
  const nav = useListNavigation(NOTICE_LIST_PATH);
  return (
    <>
      <title>공지사항 조회 | 인쇄 SCM</title>
      <PageHeader title="공지사항 조회" pageType="list" help={HELP} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <DateRangeFilter list={list} dateFields={NOTICE_DATE_FILTERS} />
          <SearchBar list={list} filters={NOTICE_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="공지사항 목록"
          columns={noticeColumns}
          rows={rows}
          getRowKey={(n) => n.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(n) => nav.toDetail(n.id)}
          loading={isLoading}
          minWidth={NOTICE_TABLE_MIN_WIDTH}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
