import { Checkbox, Chip, Stack } from '@mui/material';
import { employeeMessages, type EmployeeListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber, today } from '../../shared/format';
import type { RowSelection } from './row-selection';

const hasLeft = (e: EmployeeListItem) => e.dateResigned !== null && e.dateResigned <= today();

/** The spec's columns (id, 사번, 이름, 연락처, 부서, 직위) after a checkbox for bulk deletion. */
export const employeeColumns = (selection: RowSelection): ColumnDef<EmployeeListItem>[] => [
  {
    key: 'select',
    card: 'control',
    label: '선택',
    width: 64,
    align: 'center',
    render: (e) => (
      <Checkbox
        size="small"
        checked={selection.isSelected(e.id)}
        // The row opens the detail; ticking the box must not.
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        onChange={() => selection.toggle(e.id)}
        slotProps={{ input: { 'aria-label': `${e.name} 선택` } }}
        sx={{ p: 0.5 }}
      />
    ),
  },
  { key: 'id', label: 'ID', sortField: 'id', width: 72, align: 'right', render: (e) => formatNumber(e.id) },
  { key: 'number', card: 1, label: '사번', sortField: 'number', width: 110, render: (e) => e.number },
  {
    key: 'name',
    card: 'title',
    label: '이름',
    sortField: 'name',
    render: (e) => (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
        <span>{e.name}</span>
        {hasLeft(e) && <Chip label={employeeMessages.resigned} size="small" variant="outlined" />}
      </Stack>
    ),
  },
  { key: 'tel', label: '연락처', sortField: 'tel', width: 150, render: (e) => e.tel },
  {
    key: 'department',
    card: 2,
    label: '부서',
    sortField: 'department',
    width: 130,
    render: (e) => e.departmentName ?? '',
  },
  { key: 'position', card: 3, label: '직위', sortField: 'position', width: 90, render: (e) => e.positionName ?? '' },
];
