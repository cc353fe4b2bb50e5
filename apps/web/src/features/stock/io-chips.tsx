import { Chip } from '@mui/material';
import { inputOutputLabel } from '@scm/contract';

/** 입고 / 출고, or '오류' for a direction this version doesn't know (spec 001 §8). */
export function InputOutputChip({ value }: { value: string }) {
  const color = value === 'INPUT' ? 'primary' : value === 'OUTPUT' ? 'warning' : 'error';
  return <Chip label={inputOutputLabel(value)} size="small" color={color} variant="outlined" />;
}

/** An item no longer in use still has its stock; the chip says why it is missing from pickers. */
export const UnusedChip = () => <Chip label="사용 안 함" size="small" variant="outlined" sx={{ ml: 1 }} />;
