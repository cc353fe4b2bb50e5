import { DEPARTMENT_SEARCH_FILTERS } from '@scm/contract';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { DEPARTMENT_LIST_PATH, useDepartmentList } from './api';
import { departmentColumns } from './department-columns';

export function DepartmentListPage() {
  const paged = useDepartmentList();
  const nav = useListNavigation(DEPARTMENT_LIST_PATH);
  return (
    <ListPage
      area="COMMON"
      title="부서 관리"
      paged={paged}
      filters={<SearchBar list={paged.list} filters={DEPARTMENT_SEARCH_FILTERS} />}
      onNew={nav.toNew}
      tableLabel="부서 목록"
      columns={departmentColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={480}
    />
  );
}
