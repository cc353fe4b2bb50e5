import { Paper } from '@mui/material';
import { DEPARTMENT_SEARCH_FILTERS } from '@scm/contract';
import { PageHeader } from '../../shared/form-kit';
import { ListTable, ListToolbar, NewButton, Pager, SearchBar, useListNavigation } from '../../shared/list-kit';
import { DEPARTMENT_LIST_PATH, useDepartmentList } from './api';
import { departmentColumns } from './department-columns';

export function DepartmentListPage() {
  const { list, rows, pageable, isLoading } = useDepartmentList();
  const nav = useListNavigation(DEPARTMENT_LIST_PATH);
  return (
    <>
      <PageHeader title="부서 관리" pageType="list" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar actions={<NewButton onClick={nav.toNew} />}>
          <SearchBar list={list} filters={DEPARTMENT_SEARCH_FILTERS} />
        </ListToolbar>
        <ListTable
          aria-label="부서 목록"
          columns={departmentColumns}
          rows={rows}
          getRowKey={(d) => d.id}
          sort={list.params.sort}
          onSortChange={list.setSort}
          onRowClick={(d) => nav.toDetail(d.id)}
          loading={isLoading}
          minWidth={480}
        />
        <Pager pageable={pageable} onPageChange={list.setPage} />
      </Paper>
    </>
  );
}
