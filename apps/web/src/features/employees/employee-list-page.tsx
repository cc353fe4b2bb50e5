import { EMPLOYEE_SEARCH_FILTERS } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { EMPLOYEE_LIST_PATH, useEmployeeList } from './api';
import { EmployeeBulkDelete } from './employee-bulk-delete';
import { employeeColumns } from './employee-columns';
import { useRowSelection } from './row-selection';

export function EmployeeListPage() {
  const paged = useEmployeeList();
  const nav = useListNavigation(EMPLOYEE_LIST_PATH);
  const selection = useRowSelection(paged.rows.map((e) => e.id));
  // The 선택 column serves only the bulk delete, which the list kit leaves out without COMMON write authority.
  const canWrite = useCanWrite('COMMON');
  const columns = employeeColumns(selection);
  return (
    <ListPage
      area="COMMON"
      title="직원 관리"
      paged={paged}
      filters={<SearchBar list={paged.list} filters={EMPLOYEE_SEARCH_FILTERS} />}
      actions={<EmployeeBulkDelete selection={selection} rowCount={paged.rows.length} />}
      onNew={nav.toNew}
      tableLabel="직원 목록"
      columns={canWrite ? columns : columns.filter((c) => c.key !== 'select')}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={760}
    />
  );
}
