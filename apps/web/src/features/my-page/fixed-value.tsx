import { TextField } from '@mui/material';

/** A value the owner sees but cannot change here (사번, 아이디, 부서, 직위): always disabled. */
export function FixedValue({ label, value }: { label: string; value: string | null }) {
  return <TextField label={label} value={value ?? ''} disabled size="small" fullWidth />;
}
