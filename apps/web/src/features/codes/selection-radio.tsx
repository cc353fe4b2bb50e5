import { Radio } from '@mui/material';

/** Shows which table row is the selected one; the row's own click does the selecting. */
export function SelectionRadio({ checked, label }: { checked: boolean; label: string }) {
  return (
    <Radio
      size="small"
      checked={checked}
      onChange={() => undefined}
      tabIndex={-1}
      sx={{ p: 0.25 }}
      slotProps={{ input: { 'aria-label': `${label} 선택` } }}
    />
  );
}
