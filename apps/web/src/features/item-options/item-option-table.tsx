import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { ItemOption } from '@scm/contract';
import { formatNumber } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { OptionTypeChip } from './option-type-chip';

interface Props {
  options: readonly ItemOption[];
  selectedId: number | null;
  loading: boolean;
  onSelect: (option: ItemOption) => void;
  /** Omitted without PROCESS write authority: no 삭제 column. */
  onDelete?: (option: ItemOption) => void;
}

/** No · 옵션명 · 종류 · 삭제; a row click loads the option into the form. */
export function ItemOptionTable({ options, selectedId, loading, onSelect, onDelete }: Props) {
  const columns: ColumnDef<ItemOption>[] = [
    { key: 'no', label: 'No', width: 56, align: 'right', render: (_, i) => formatNumber(i + 1) },
    {
      key: 'optionName',
      label: '옵션명',
      render: (o) => (
        <span
          style={{ fontWeight: o.id === selectedId ? 700 : undefined }}
          aria-current={o.id === selectedId || undefined}
        >
          {o.optionName}
        </span>
      ),
    },
    {
      key: 'optionType',
      label: '종류',
      width: 96,
      align: 'center',
      render: (o) => <OptionTypeChip optionType={o.optionType} />,
    },
    {
      key: 'delete',
      label: '삭제',
      width: 64,
      align: 'center',
      render: (o) => (
        <Tooltip title="삭제">
          <IconButton
            size="small"
            color="error"
            aria-label={`${o.optionName} 삭제`}
            onClick={(e) => {
              // The row's own click selects; this one only deletes.
              e.stopPropagation();
              onDelete?.(o);
            }}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <ListTable
      aria-label="옵션 목록"
      columns={onDelete ? columns : columns.filter((c) => c.key !== 'delete')}
      rows={options}
      getRowKey={(o) => o.id}
      onRowClick={onSelect}
      loading={loading}
      minWidth={320}
    />
  );
}
