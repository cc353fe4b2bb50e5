import { Paper } from '@mui/material';
import { EMPLOYEE_SEARCH_FILTERS } from '@scm/contract';
import { PageHeader } from '../../shared/form-kit';
import { ListTable, ListToolbar, NewButton, Pager, SearchBar, useListNavigation } from '../../shared/list-kit';
import { EMPLOYEE_LIST_PATH, useEmployeeList } from './api';
import { EmployeeBulkDelete } from './employee-bulk-delete';
import { employeeColumns } from './employee-columns';
import { useRowSelection } from './row-selection';

export function EmployeeListPage() {
  const { list, rows, pageable, isLoading } = useEmployeeList();
  const nav = useListNavigation(EMPLOYEE_LIST_PATH);
  const selection = useRowSelection(rows.map((e) => e.id));
  return (
    <>
      <PageHeader title="직원 관리" pageType="list" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar
          actions={
            <>
              <EmployeeBulkDelete selection={selection} rowCount={rows.length} />
              <NewButton onClick={nav.toNew} />
            </>
          }
        >
          <SearchBar list={list} filters={EMPLOYEE_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="직원 목록"
          columns={employeeColumns(selection)}
          rows={rows}
          getRowKey={(e) => e.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(e) => nav.toDetail(e.id)}
          loading={isLoading}
          minWidth={760}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
