import { NOTICE_DATE_FILTERS, NOTICE_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { NOTICE_LIST_PATH, useNoticeList } from './api';
import { NOTICE_TABLE_MIN_WIDTH, noticeColumns } from './notice-columns';

/** The list manual ([신규 등록] only for those who may register) and this list's own notes. */
const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '공지사항의 [활성]은 고객에게 지금 보이는 공지입니다: [고객에게 공개]가 켜져 있고 오늘이 시작일과 만료일 사이(두 날 포함)일 때 활성으로 표시됩니다.',
  ].join('\n');

/** /admin/cs/notice */
export function NoticeListPage() {
  const paged = useNoticeList();
  const nav = useListNavigation(NOTICE_LIST_PATH);
  return (
    <ListPage
      area="PARTNER"
      title="공지사항 조회"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={NOTICE_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={NOTICE_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="공지사항 목록"
      columns={noticeColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={NOTICE_TABLE_MIN_WIDTH}
    />
  );
}
