import { Paper } from '@mui/material';
import { CUSTOMER_NOTICE_DATE_FILTERS, CUSTOMER_NOTICE_SEARCH_FILTERS } from '@scm/contract';
import { PageHeader } from '../../shared/page-kit';
import { DateRangeFilter, ListTable, ListToolbar, Pager, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { CUSTOMER_NOTICE_LIST_PATH, useCustomerNoticeList } from './api';
import { customerNoticeColumns } from './customer-notice-list';

const HELP = [
  '지금 게시 중인 공지사항입니다.',
  '• 검색 조건(전체·제목·내용)을 고르고 검색어를 입력한 뒤 Enter 키나 [검색] 버튼을 누르세요.',
  '• 기간 기준(시작일·종료일)과 기간을 골라 공지를 찾을 수 있으며, 좌우 화살표로 같은 길이만큼 앞뒤 기간으로 이동합니다.',
  '• 제목을 누르면 공지 내용을 볼 수 있습니다.',
].join('\n');

/** /bd/notice: the customers' notice board. */
export function CustomerNoticeListPage() {
  const { list, rows, pageable, isLoading } = useCustomerNoticeList();
  const nav = useListNavigation(CUSTOMER_NOTICE_LIST_PATH);
  return (
    <>
      <title>공지사항 | 인쇄 SCM</title>
      <PageHeader title="공지사항" pageType="list" help={HELP} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar>
          <DateRangeFilter list={list} dateFields={CUSTOMER_NOTICE_DATE_FILTERS} />
          <SearchBar list={list} filters={CUSTOMER_NOTICE_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="공지사항 목록"
          columns={customerNoticeColumns}
          rows={rows}
          getRowKey={(n) => n.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(n) => nav.toDetail(n.id)}
          loading={isLoading}
          minWidth={560}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
