import { SCHEDULE_DATE_FILTERS, SCHEDULE_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { SCHEDULE_LIST_PATH, useScheduleList } from './api';
import { scheduleColumns } from './schedule-columns';

/** The list manual ([신규 등록] only for those who may register) and this list's own notes. */
const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '[달력에 표시]가 켜진 일정은 관리자 화면에 처음 들어올 때 나타나는 일정 달력에 보입니다.',
  ].join('\n');

/** /admin/cm/schedule */
export function ScheduleListPage() {
  const paged = useScheduleList();
  const nav = useListNavigation(SCHEDULE_LIST_PATH);
  return (
    <ListPage
      area="COMMON"
      title="일정 관리"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={SCHEDULE_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={SCHEDULE_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="일정 목록"
      columns={scheduleColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={820}
    />
  );
}
