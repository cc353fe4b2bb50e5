import type { Workflow } from '@scm/contract';

/** A button's colour: the colour of the state it leads to, so 입고 처리 looks like 입고완료 (plain states: primary). */
export type ActionButtonColor = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** What a screen hands the kit for one action: how to run it, and optionally a question that names the record. */
export interface WorkflowActionHandler {
  /** Calls the action endpoint; a returned message is shown as a success snackbar. */
  run(): Promise<{ message?: string } | void>;
  /** Replaces the definition's confirm text, e.g. '아트지 100연 입고 처리하시겠습니까?'. */
  confirm?: string;
  /** Replaces the definition's label where the record says what the step finishes, e.g. '후가공팀 완료 · 출고 준비'. */
  label?: string;
}

export interface WorkflowButton<A extends string> {
  action: A;
  label: string;
  /** The question to ask first; undefined = none. */
  confirm: string | undefined;
  color: ActionButtonColor;
  handler: WorkflowActionHandler;
}

/**
 * The buttons for a record in `state`: the actions open from it, in declaration order, that the screen gave a
 * handler for. An illegal move gets no button (the server would refuse it anyway).
 */
export function workflowButtons<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  state: string | null | undefined,
  handlers: { readonly [K in A]?: WorkflowActionHandler },
): WorkflowButton<A>[] {
  return workflow.actionsFrom(state).flatMap((action) => {
    const handler = handlers[action];
    if (!handler) return [];
    const def = workflow.actions[action];
    const target = workflow.color(def.to);
    return [
      {
        action,
        label: handler.label ?? def.label,
        confirm: handler.confirm ?? def.confirm,
        color: target === 'default' ? 'primary' : target,
        handler,
      },
    ];
  });
}
