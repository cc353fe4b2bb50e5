import { Chip, Paper } from '@mui/material';
import type { AuthGroupTarget } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { ListTable, ListToolbar, Pager, SearchBar, type ColumnDef } from '../../shared/list-kit';
import {
  useAllGroups,
  useDepartmentsWithGroups,
  useEmployeesWithGroups,
  useToggleGroupOn,
  type DepartmentWithGroups,
  type EmployeeWithGroups,
  type GroupRef,
} from './api';
import { AddGroupSelect, GroupChips } from './group-chips';
import { useRun } from './use-run';

interface Row {
  id: number;
  authGroups: GroupRef[];
}

/** The group column pair every assignment table shares: removable chips and the add select. */
function useGroupColumns<T extends Row>(
  targetType: AuthGroupTarget,
  nameOf: (row: T) => string,
  inheritedOf: (row: T) => GroupRef[] = () => [],
): ColumnDef<T>[] {
  const all = useAllGroups().data ?? [];
  const toggle = useToggleGroupOn();
  const run = useRun();
  // Without COMMON write authority the groups are only shown: no 그룹 추가 column and no chip removal.
  const canWrite = useCanWrite('COMMON');
  const change = (row: T, authGroupId: number, on: boolean) =>
    void run(() => toggle.mutateAsync({ authGroupId, targetType, targetId: row.id, on }));
  const groups: ColumnDef<T> = {
    key: 'groups',
    card: 1,
    label: '권한 그룹',
    width: '30%',
    render: (row) => (
      <GroupChips
        groups={row.authGroups}
        inherited={inheritedOf(row)}
        onRemove={canWrite ? (g) => change(row, g.id, false) : undefined}
      />
    ),
  };
  const add: ColumnDef<T> = {
    key: 'add',
    card: 2,
    label: '그룹 추가',
    width: '20%',
    render: (row) => (
      <AddGroupSelect
        all={all}
        current={row.authGroups}
        label={`${nameOf(row)} 그룹 추가`}
        onAdd={(id) => change(row, id, true)}
      />
    ),
  };
  return canWrite ? [groups, add] : [groups];
}

export function DepartmentAssignmentTab() {
  const { list, rows, pageable, isLoading } = useDepartmentsWithGroups();
  const groupColumns = useGroupColumns<DepartmentWithGroups>('department', (d) => d.name);
  const columns: ColumnDef<DepartmentWithGroups>[] = [
    { key: 'id', label: 'No', width: '10%', align: 'right', sortField: 'id', render: (d) => d.id },
    { key: 'name', card: 'title', label: '부서명', width: '20%', sortField: 'name', render: (d) => d.name },
    ...groupColumns,
    {
      key: 'isUsed',
      card: 'status',
      label: '사용 여부',
      width: '10%',
      align: 'center',
      render: (d) => (
        <Chip
          size="small"
          variant="outlined"
          label={d.isUsed ? '사용' : '미사용'}
          color={d.isUsed ? 'success' : 'default'}
        />
      ),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <ListToolbar>
        <SearchBar list={list} filters={{ all: '전체', name: '부서명' }} />
      </ListToolbar>
      <ListTable
        aria-label="부서별 권한 그룹"
        columns={columns}
        rows={rows}
        getRowKey={(d) => d.id}
        sort={list.params.sort}
        onSortChange={list.setSort}
        loading={isLoading}
        minWidth={720}
      />
      <Pager pageable={pageable} onPageChange={list.setPage} />
    </Paper>
  );
}

export function EmployeeAssignmentTab() {
  const { list, rows, pageable, isLoading } = useEmployeesWithGroups();
  const groupColumns = useGroupColumns<EmployeeWithGroups>(
    'employee',
    (e) => e.name,
    (e) => e.departmentAuthGroups,
  );
  const columns: ColumnDef<EmployeeWithGroups>[] = [
    { key: 'id', label: 'No', width: '10%', align: 'right', sortField: 'id', render: (e) => e.id },
    {
      key: 'name',
      card: 'title',
      label: '이름 (사번)',
      width: '20%',
      sortField: 'name',
      render: (e) => (e.number ? `${e.name} (${e.number})` : e.name),
    },
    ...groupColumns,
    {
      key: 'department',
      label: '부서',
      width: '10%',
      sortField: 'departmentName',
      render: (e) => e.departmentName ?? '-',
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <ListToolbar>
        <SearchBar list={list} filters={{ all: '전체', name: '이름', number: '사번', departmentName: '부서' }} />
      </ListToolbar>
      <ListTable
        aria-label="직원별 권한 그룹"
        columns={columns}
        rows={rows}
        getRowKey={(e) => e.id}
        sort={list.params.sort}
        onSortChange={list.setSort}
        loading={isLoading}
        minWidth={720}
      />
      <Pager pageable={pageable} onPageChange={list.setPage} />
    </Paper>
  );
}
