import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useWorkTeams } from './api';

export type WorkOrderTab = 'receipt' | 'department';

const TAB_PARAM = 'tab';
const MINE_PARAM = 'mine';
const DEPARTMENT_PARAM = 'departmentId';

/**
 * The tab and the 부서별 tab's filters live in the URL, so 목록 from a detail comes back to them. '내 작업만'
 * defaults on (absent means on); a chosen department is used only with it off.
 */
export function useWorkOrderFilters() {
  const [params, setParams] = useSearchParams();
  const tab: WorkOrderTab = params.get(TAB_PARAM) === 'department' ? 'department' : 'receipt';
  const mine = params.get(MINE_PARAM) !== 'false';
  const rawDepartment = Number(params.get(DEPARTMENT_PARAM));
  const departmentId = Number.isInteger(rawDepartment) && rawDepartment > 0 ? rawDepartment : null;

  const update = (patch: Record<string, string | null>, keepList: boolean) => {
    const next = keepList ? new URLSearchParams(params) : new URLSearchParams();
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    next.delete('page');
    setParams(next);
  };
  return {
    tab,
    mine,
    departmentId,
    // Another tab is another list: its search and sort start afresh.
    setTab: (t: WorkOrderTab) => update({ [TAB_PARAM]: t === 'receipt' ? null : t }, false),
    setMine: (on: boolean) => update({ [MINE_PARAM]: on ? null : 'false' }, true),
    setDepartmentId: (id: number | null) => update({ [DEPARTMENT_PARAM]: id === null ? null : String(id) }, true),
  };
}

interface Props {
  mine: boolean;
  departmentId: number | null;
  /** The signed-in employee's department, shown while '내 작업만' is on. */
  ownDepartment: { id: number; name: string } | null;
  onMineChange: (on: boolean) => void;
  onDepartmentChange: (id: number | null) => void;
}

/** 부서 (전체 or one team) and '내 작업만', which stands for the signed-in employee's own department. */
export function DepartmentFilter({ mine, departmentId, ownDepartment, onMineChange, onDepartmentChange }: Props) {
  const { data: teams = [] } = useWorkTeams();
  const shown = mine ? (ownDepartment?.id ?? null) : departmentId;
  // The own department shows even when it is no longer in use (it is still the employee's).
  const options = ownDepartment && !teams.some((t) => t.id === ownDepartment.id) ? [...teams, ownDepartment] : teams;
  return (
    <>
      <TextField
        select
        size="small"
        label="부서"
        value={shown === null ? '' : String(shown)}
        disabled={mine}
        onChange={(e) => onDepartmentChange(e.target.value ? Number(e.target.value) : null)}
        sx={{ flex: { xs: '1 1 140px', md: '0 0 160px' }, minWidth: 120 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{mine ? '소속 부서 없음' : '전체'}</MenuItem>
        {options.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={mine} onChange={(e) => onMineChange(e.target.checked)} />}
        label="내 작업만"
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
      />
    </>
  );
}
