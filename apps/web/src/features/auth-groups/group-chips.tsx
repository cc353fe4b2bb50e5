import Cancel from '@mui/icons-material/Cancel';
import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import type { AuthGroup } from '@scm/contract';
import type { GroupRef } from './api';

/** A row's groups as removable chips; inherited ones (from the department) shown greyed, not removable here. */
export function GroupChips({
  groups,
  inherited = [],
  onRemove,
}: {
  groups: GroupRef[];
  inherited?: GroupRef[];
  /** Omitted when the groups may not be changed: the chips are shown without their remove icon. */
  onRemove?: (g: GroupRef) => void;
}) {
  if (groups.length === 0 && inherited.length === 0) return <span style={{ color: '#888' }}>없음</span>;
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {inherited.map((g) => (
        <Chip
          key={`d${g.id}`}
          size="small"
          label={`부서: ${g.name}`}
          variant="outlined"
          title="소속 부서에서 받은 그룹"
        />
      ))}
      {groups.map((g) => (
        <Chip
          key={g.id}
          size="small"
          label={g.name}
          onDelete={onRemove && (() => onRemove(g))}
          deleteIcon={onRemove && <Cancel aria-label={`${g.name} 그룹 해제`} aria-hidden={false} />}
          color="primary"
          variant="outlined"
        />
      ))}
    </Stack>
  );
}

/** A select offering the groups the row doesn't have yet; choosing one adds it. */
export function AddGroupSelect({
  all,
  current,
  label,
  onAdd,
}: {
  all: AuthGroup[];
  current: GroupRef[];
  label: string;
  onAdd: (groupId: number) => void;
}) {
  const options = all.filter((g) => !current.some((c) => c.id === g.id));
  return (
    <TextField
      select
      size="small"
      fullWidth
      label="그룹 추가"
      value=""
      disabled={options.length === 0}
      onChange={(e) => onAdd(Number(e.target.value))}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      onClick={(e) => e.stopPropagation()}
    >
      {options.map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
