import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { Process } from '@scm/contract';
import { formatNumber } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';

export type MoveDirection = 'up' | 'down';

interface Props {
  processes: readonly Process[];
  loading: boolean;
  /** True while a swap is on its way: the arrows wait so two clicks never race. */
  busy: boolean;
  onMove: (process: Process, direction: MoveDirection) => void;
  onRename: (process: Process) => void;
  onDelete: (process: Process) => void;
  /** False without PROCESS write authority: the order and names are only shown (no ▲/▼, 이름 변경, 삭제). */
  editable: boolean;
}

/** 순서 · 공정명 · 순서 변경 (▲/▼) · 관리 (이름 변경, 삭제); narrow enough for a phone without scrolling. */
export function ProcessTable({ processes, loading, busy, onMove, onRename, onDelete, editable }: Props) {
  const columns: ColumnDef<Process>[] = [
    { key: 'orderNum', label: '순서', width: 56, align: 'center', render: (p) => formatNumber(p.orderNum) },
    { key: 'name', label: '공정명', render: (p) => p.name },
    {
      key: 'move',
      label: '순서 변경',
      width: 88,
      align: 'center',
      render: (p) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Tooltip title="위로">
            <span>
              <IconButton
                size="small"
                aria-label={`${p.name} 위로 이동`}
                disabled={busy}
                onClick={() => onMove(p, 'up')}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="아래로">
            <span>
              <IconButton
                size="small"
                aria-label={`${p.name} 아래로 이동`}
                disabled={busy}
                onClick={() => onMove(p, 'down')}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: '관리',
      width: 88,
      align: 'center',
      render: (p) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Tooltip title="이름 변경">
            <IconButton size="small" aria-label={`${p.name} 이름 변경`} onClick={() => onRename(p)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="삭제">
            <IconButton size="small" color="error" aria-label={`${p.name} 삭제`} onClick={() => onDelete(p)}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
  return (
    <ListTable
      aria-label="공정 목록"
      columns={editable ? columns : columns.slice(0, 2)}
      rows={processes}
      getRowKey={(p) => p.id}
      loading={loading}
      minWidth={320}
    />
  );
}
