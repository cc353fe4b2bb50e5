import { z } from 'zod';

/**
 * The workflow kit's vocabulary: a record's states (value, Korean label, chip colour) and the actions that move it,
 * declared once. The server's guarded transition (`platform/workflow.ts`) and the web's status chip and action
 * buttons (`shared/workflow`) read the same definition, so a button for an illegal move never renders and the
 * server refuses it anyway.
 */
export type StatusChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface WorkflowState {
  label: string;
  color: StatusChipColor;
}

export interface WorkflowAction<S extends string> {
  /** The states this action may start from. */
  from: readonly S[];
  to: S;
  /** The button's text (작업 시작, 배송 시작 …). */
  label: string;
  /** The question asked before the move; none = no question. */
  confirm?: string;
}

export interface WorkflowDefinition<S extends string, A extends string> {
  /** What the record is called in messages: '작업지시', '배송', '발주' … */
  noun: string;
  states: { readonly [K in S]: WorkflowState };
  actions: { readonly [K in A]: WorkflowAction<S> };
  /** The label of a value that is none of the states (the spec's "display error"). */
  unknownLabel: string;
}

export interface Workflow<S extends string, A extends string> extends WorkflowDefinition<S, A> {
  values: readonly [S, ...S[]];
  schema: z.ZodEnum<{ [K in S]: K }>;
  isState(value: string): value is S;
  label(value: string | null | undefined): string;
  color(value: string | null | undefined): StatusChipColor;
  /** Whether `action` may start from `state`. */
  can(action: A, state: string | null | undefined): boolean;
  /** The actions open from `state`, in declaration order. */
  actionsFrom(state: string | null | undefined): A[];
  /**
   * The 409 message when `action` is not open from the record's state, usually because someone else moved it
   * first: it names the state the record is in now.
   */
  conflictMessage(action: A, current: string): string;
}

/** Whether a word ends in a final consonant (받침), which picks the particle after it; non-Hangul endings: no. */
const endsInConsonant = (word: string): boolean => {
  const code = word.trim().codePointAt(word.trim().length - 1) ?? 0;
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
};
/** '입고완료'라 / '작업중'이라 */
export const quotedCopula = (word: string) => `'${word}'${endsInConsonant(word) ? '이라' : '라'}`;
/** '입고 처리'를 / '작업 시작'을 */
const quotedObject = (word: string) => `'${word}'${endsInConsonant(word) ? '을' : '를'}`;

export function defineWorkflow<const S extends string, const A extends string>(
  def: WorkflowDefinition<S, A>,
): Workflow<S, A> {
  const values = Object.keys(def.states) as S[];
  if (values.length === 0) throw new Error(`workflow ${def.noun} has no states`);
  for (const [name, action] of Object.entries<WorkflowAction<S>>(def.actions)) {
    const strays = [...action.from, action.to].filter((s) => !Object.hasOwn(def.states, s));
    if (strays.length > 0)
      throw new Error(`workflow ${def.noun}: action ${name} names unknown states ${strays.join()}`);
    if (action.from.length === 0) throw new Error(`workflow ${def.noun}: action ${name} starts from no state`);
  }
  const isState = (value: string): value is S => Object.hasOwn(def.states, value);
  const label = (value: string | null | undefined) =>
    value != null && isState(value) ? def.states[value].label : def.unknownLabel;
  const actionNames = Object.keys(def.actions) as A[];
  const can = (action: A, state: string | null | undefined) =>
    state != null && isState(state) && def.actions[action].from.includes(state);
  return {
    ...def,
    values: values as [S, ...S[]],
    schema: z.enum(values as [S, ...S[]]),
    isState,
    label,
    color: (value) => (value != null && isState(value) ? def.states[value].color : 'error'),
    can,
    actionsFrom: (state) => actionNames.filter((a) => can(a, state)),
    conflictMessage: (action, current) =>
      `${def.noun} 상태가 현재 ${quotedCopula(label(current))} ${quotedObject(def.actions[action].label)} 할 수 없습니다. ` +
      '다른 사용자가 먼저 처리했을 수 있으니 화면을 새로 고쳐 확인해주세요.',
  };
}
