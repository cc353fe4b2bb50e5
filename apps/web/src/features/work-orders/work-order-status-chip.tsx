import { Chip } from '@mui/material';
import type { Workflow } from '@scm/contract';

/** A state's chip from its workflow (label and colour declared once in the contract). */
export function StatusChip<S extends string, A extends string>({
  workflow,
  value,
}: {
  workflow: Workflow<S, A>;
  value: string | null;
}) {
  if (value === null) return null;
  return <Chip size="small" label={workflow.label(value)} color={workflow.color(value)} />;
}
