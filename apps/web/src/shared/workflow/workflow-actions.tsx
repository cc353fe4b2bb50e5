import { Button, Stack } from '@mui/material';
import type { MenuArea, Workflow } from '@scm/contract';
import { useState, type ReactNode } from 'react';
import { useCanWrite, useWriteAccess } from '../access';
import { useFeedback } from '../feedback';
import { reportError } from '../form-kit/report-error';
import { alertConflict } from './refused-save';
import { workflowButtons, type WorkflowActionHandler } from './workflow-buttons';

interface Props<S extends string, A extends string> {
  workflow: Workflow<S, A>;
  /** The record's current state. */
  state: string | null | undefined;
  /** The actions this screen offers, each with its call; an action without one gets no button. */
  actions: { readonly [K in A]?: WorkflowActionHandler };
  /**
   * Reads the record again. Called after the server refused a move (409: someone else moved it first), so the
   * chip and the buttons show where the record is now.
   */
  reload: () => unknown;
  /** The menu area whose write authority the buttons need; left out, the page's decision (RecordPage) is used. */
  area?: MenuArea;
  /** An icon per action, before its label. */
  icons?: { readonly [K in A]?: ReactNode };
}

/**
 * The action buttons of a workflow record: one per action open from its state, in the order the contract
 * declares them. Each asks its question first, then calls its handler; all are disabled while one runs. Users
 * without write authority see none.
 */
export function WorkflowActions<S extends string, A extends string>(props: Props<S, A>) {
  const { workflow, state, actions, reload, area, icons } = props;
  const fb = useFeedback();
  const pageMayWrite = useWriteAccess();
  const areaMayWrite = useCanWrite(area);
  const [running, setRunning] = useState<A | null>(null);
  const buttons = workflowButtons(workflow, state, actions);
  if (!(area === undefined ? pageMayWrite : areaMayWrite) || buttons.length === 0) return null;

  const press = async (button: (typeof buttons)[number]) => {
    if (button.confirm !== undefined) {
      const ok = await fb.confirm(button.confirm, { title: button.label, confirmLabel: button.label });
      if (!ok) return;
    }
    setRunning(button.action);
    try {
      const answer = await button.handler.run();
      if (answer?.message) fb.snackbar('success', answer.message);
    } catch (error) {
      if (alertConflict(fb, error)) reload();
      else reportError(fb, error, `${button.label}에 실패했습니다.`);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {buttons.map((button) => (
        <Button
          key={button.action}
          variant="contained"
          color={button.color}
          startIcon={icons?.[button.action]}
          disabled={running !== null}
          onClick={() => void press(button)}
        >
          {button.label}
        </Button>
      ))}
    </Stack>
  );
}
