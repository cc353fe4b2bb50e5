import { Chip } from '@mui/material';
import type { Department } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';
import { ColorSwatch } from './color-swatch';

export const departmentColumns: readonly ColumnDef<Department>[] = [
  // 'No' is the record id: stable under any sort and the number staff quote to each other.
  { key: 'id', label: 'No', sortField: 'id', width: 80, align: 'right', render: (d) => formatNumber(d.id) },
  { key: 'name', card: 'title', label: '부서명', sortField: 'name', render: (d) => d.name },
  {
    key: 'color',
    card: 1,
    label: '색상',
    sortField: 'color',
    width: 140,
    render: (d) => <ColorSwatch color={d.color} showCode />,
  },
  {
    key: 'isUsed',
    card: 'status',
    label: '사용 여부',
    sortField: 'isUsed',
    width: 110,
    align: 'center',
    render: (d) =>
      d.isUsed ? (
        <Chip label="사용" size="small" color="success" variant="outlined" />
      ) : (
        <Chip label="미사용" size="small" variant="outlined" />
      ),
  },
];
