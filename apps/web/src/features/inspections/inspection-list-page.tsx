import { INSPECTION_DATE_FILTERS, INSPECTION_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { INSPECTION_LIST_PATH, useInspectionList } from './api';
import { INSPECTION_TABLE_MIN_WIDTH, inspectionColumns } from './inspection-columns';

/** The list manual ([신규 등록] only for those who may register) and this list's own notes. */
const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '기본으로 시작일 기준 최근 1년의 검수가 표시됩니다. 기간 기준을 종료일로 바꿀 수 있습니다.',
    "품목이 여러 개인 검수는 첫 품목 이름과 나머지 개수('외 N건')로 표시됩니다.",
  ].join('\n');

/** /admin/wk/inspection */
export function InspectionListPage() {
  const paged = useInspectionList();
  const nav = useListNavigation(INSPECTION_LIST_PATH);
  return (
    <ListPage
      area="WORK"
      title="검수 관리"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={INSPECTION_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={INSPECTION_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="검수 목록"
      columns={inspectionColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={INSPECTION_TABLE_MIN_WIDTH}
    />
  );
}
