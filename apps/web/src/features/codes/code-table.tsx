import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { Code } from '@scm/contract';
import { ListTable, type ColumnDef } from '../../shared/list-kit';
import { SelectionRadio } from './selection-radio';

interface Props {
  /** The selected category's label, for the heading. */
  title: string;
  codes: readonly Code[];
  selectedId: number | null;
  onSelect: (code: Code) => void;
  loading: boolean;
}

export function CodeTable({ title, codes, selectedId, onSelect, loading }: Props) {
  const columns: ColumnDef<Code>[] = [
    {
      key: 'selected',
      label: '',
      width: 60,
      align: 'center',
      render: (c) => <SelectionRadio checked={c.id === selectedId} label={c.name} />,
    },
    {
      key: 'name',
      label: '코드명',
      render: (c) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <span>{c.name}</span>
          {!c.isDeletable && <Chip label="기본" size="small" variant="outlined" />}
        </Stack>
      ),
    },
    {
      key: 'isUsed',
      label: '사용 여부',
      width: 96,
      align: 'center',
      render: (c) =>
        c.isUsed ? (
          <Chip label="사용" size="small" color="success" variant="outlined" />
        ) : (
          <Chip label="미사용" size="small" variant="outlined" />
        ),
    },
    { key: 'remark', label: '비고', render: (c) => c.remark },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <ListTable
        aria-label="코드 목록"
        columns={columns}
        rows={codes}
        getRowKey={(c) => c.id}
        onRowClick={onSelect}
        loading={loading}
        minWidth={340}
      />
    </Paper>
  );
}
