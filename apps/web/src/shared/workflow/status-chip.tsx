import { Chip } from '@mui/material';
import type { Workflow } from '@scm/contract';

interface Props<S extends string, A extends string> {
  workflow: Workflow<S, A>;
  /** The record's state as the server sent it; a value that is no state shows the workflow's unknown label in red. */
  value: string | null | undefined;
}

/**
 * A record's state as a chip: its Korean label in its colour. Outlined while actions are still open from it (the
 * record is on its way), filled once it has come to rest.
 */
export function StatusChip<S extends string, A extends string>({ workflow, value }: Props<S, A>) {
  const atRest = workflow.actionsFrom(value).length === 0;
  return (
    <Chip
      label={workflow.label(value)}
      color={workflow.color(value)}
      variant={atRest ? 'filled' : 'outlined'}
      size="small"
    />
  );
}
