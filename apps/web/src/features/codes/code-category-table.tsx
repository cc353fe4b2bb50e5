import { Chip, Stack } from '@mui/material';
import { codeCategoryLabel, type CodeCategory } from '@scm/contract';
import { formatNumber } from '../../shared/format';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { SelectionRadio } from './selection-radio';

interface Props {
  categories: readonly CodeCategory[];
  selectedId: number | null;
  onSelect: (category: CodeCategory) => void;
  loading: boolean;
}

export function CodeCategoryTable({ categories, selectedId, onSelect, loading }: Props) {
  const columns: ColumnDef<CodeCategory>[] = [
    {
      key: 'selected',
      label: '',
      width: 60,
      align: 'center',
      render: (c) => <SelectionRadio checked={c.id === selectedId} label={codeCategoryLabel(c.name)} />,
    },
    {
      key: 'name',
      label: '분류명',
      render: (c) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <span>{codeCategoryLabel(c.name)}</span>
          {c.isReference && <Chip label="기본" size="small" variant="outlined" />}
        </Stack>
      ),
    },
    { key: 'count', label: '코드 수', width: 72, align: 'right', render: (c) => formatNumber(c.codes.length) },
  ];
  return (
    <ListTable
      aria-label="코드 분류 목록"
      columns={columns}
      rows={categories}
      getRowKey={(c) => c.id}
      onRowClick={onSelect}
      loading={loading}
      minWidth={280}
    />
  );
}
