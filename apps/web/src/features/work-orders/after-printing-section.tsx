import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useWorkTeams } from './api';

/** What happens after printing: the shipment is prepared now, or a finishing team (후가공) receives the job. */
export interface AfterPrinting {
  next: 'ship' | 'team';
  /** The chosen team's id ('' until one is picked). */
  departmentId: string;
  error: string;
}
export const SHIP_NOW: AfterPrinting = { next: 'ship', departmentId: '', error: '' };

/** The body's nextDepartmentId, or the field error when a team is to receive it but none is chosen. */
export const nextTeamOf = (after: AfterPrinting): { nextDepartmentId?: number } | { error: string } =>
  after.next === 'ship'
    ? {}
    : after.departmentId
      ? { nextDepartmentId: Number(after.departmentId) }
      : { error: '넘길 팀을 선택해주세요.' };

/**
 * 인쇄 후: ◯ 바로 출고 준비 ◯ 후가공 팀으로 넘기기 [팀 선택]. The paper leaves stock either way; handed on, the team
 * receives the printed job and its "완료 · 출고 준비" opens the shipment.
 */
export function AfterPrintingSection({
  value,
  onChange,
  printingDepartmentId,
}: {
  value: AfterPrinting;
  onChange: (next: AfterPrinting) => void;
  printingDepartmentId: number | null;
}) {
  const { data: teams = [] } = useWorkTeams();
  const options = teams.filter((t) => t.id !== printingDepartmentId);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">인쇄 후</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <RadioGroup
          row
          value={value.next}
          onChange={(e) => onChange({ ...value, next: e.target.value as AfterPrinting['next'], error: '' })}
        >
          <FormControlLabel value="ship" control={<Radio />} label="바로 출고 준비" />
          <FormControlLabel value="team" control={<Radio />} label="후가공 팀으로 넘기기" />
        </RadioGroup>
        {value.next === 'team' && (
          <TextField
            select
            label="넘길 팀"
            required
            value={value.departmentId}
            onChange={(e) => onChange({ ...value, departmentId: e.target.value, error: '' })}
            error={value.error !== ''}
            helperText={value.error || ' '}
            size="small"
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">
              <em>선택</em>
            </MenuItem>
            {options.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </FormControl>
  );
}
