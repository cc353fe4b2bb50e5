import { describe, expect, it } from 'vitest';
import { defineWorkflow } from './workflow.js';

/** A delivery-like flow with an action open from two states, to cover every shape the kit reads. */
const parcel = defineWorkflow({
  noun: '배송',
  states: {
    READY: { label: '배송 준비', color: 'default' },
    SHIPPING: { label: '배송중', color: 'info' },
    COMPLETE: { label: '배송완료', color: 'success' },
    CANCELLED: { label: '취소', color: 'error' },
  },
  actions: {
    start: { from: ['READY'], to: 'SHIPPING', label: '배송 시작', confirm: '배송을 시작하시겠습니까?' },
    complete: { from: ['SHIPPING'], to: 'COMPLETE', label: '배송 완료' },
    cancel: { from: ['READY', 'SHIPPING'], to: 'CANCELLED', label: '취소' },
  },
  unknownLabel: '표시 오류',
});

describe('defineWorkflow: the status vocabulary', () => {
  it('lists the states in declaration order, as values and as a zod enum', () => {
    expect(parcel.values).toEqual(['READY', 'SHIPPING', 'COMPLETE', 'CANCELLED']);
    expect(parcel.schema.parse('SHIPPING')).toBe('SHIPPING');
    expect(parcel.schema.safeParse('LOST').success).toBe(false);
    expect(parcel.isState('COMPLETE')).toBe(true);
    expect(parcel.isState('toString')).toBe(false);
  });

  it('gives each state its Korean label and chip colour', () => {
    expect(parcel.values.map((v) => [parcel.label(v), parcel.color(v)])).toEqual([
      ['배송 준비', 'default'],
      ['배송중', 'info'],
      ['배송완료', 'success'],
      ['취소', 'error'],
    ]);
  });

  it('shows the unknown label in the error colour for a value that is no state (or none)', () => {
    for (const odd of ['LOST', '', 'ready', 'constructor', null, undefined]) {
      expect(parcel.label(odd)).toBe('표시 오류');
      expect(parcel.color(odd)).toBe('error');
    }
  });
});

describe('defineWorkflow: which moves are open', () => {
  // Every state × every action: the table the buttons and the server both read.
  const open = {
    READY: ['start', 'cancel'],
    SHIPPING: ['complete', 'cancel'],
    COMPLETE: [],
    CANCELLED: [],
  } as const;

  it.each(Object.entries(open))('from %s: exactly %j, in declaration order', (state, actions) => {
    expect(parcel.actionsFrom(state)).toEqual(actions);
    for (const action of ['start', 'complete', 'cancel'] as const)
      expect(parcel.can(action, state)).toBe((actions as readonly string[]).includes(action));
  });

  it('opens nothing from an unknown state', () => {
    for (const odd of ['LOST', '', null, undefined]) {
      expect(parcel.actionsFrom(odd)).toEqual([]);
      expect(parcel.can('cancel', odd)).toBe(false);
    }
  });
});

describe('defineWorkflow: the conflict message', () => {
  it('names the noun, the state the record is in now and the refused action, with the right particles', () => {
    expect(parcel.conflictMessage('start', 'SHIPPING')).toBe(
      "배송 상태가 현재 '배송중'이라 '배송 시작'을 할 수 없습니다. " +
        '다른 사용자가 먼저 처리했을 수 있으니 화면을 새로 고쳐 확인해주세요.',
    );
    expect(parcel.conflictMessage('complete', 'COMPLETE')).toMatch(/^배송 상태가 현재 '배송완료'라 '배송 완료'를 /);
    expect(parcel.conflictMessage('cancel', 'CANCELLED')).toMatch(/^배송 상태가 현재 '취소'라 '취소'를 /);
  });

  it('says the unknown label when the stored value is no state', () => {
    expect(parcel.conflictMessage('start', 'LOST')).toMatch(/^배송 상태가 현재 '표시 오류'라 /);
  });
});

describe('defineWorkflow: a definition that cannot work is refused at start-up', () => {
  it('refuses a workflow without states', () => {
    expect(() => defineWorkflow({ noun: '빈', states: {}, actions: {}, unknownLabel: '오류' })).toThrow(/no states/);
  });

  it('refuses an action that starts from no state', () => {
    expect(() =>
      defineWorkflow({
        noun: '작업',
        states: { A: { label: '가', color: 'default' } },
        actions: { go: { from: [], to: 'A', label: '가기' } },
        unknownLabel: '오류',
      }),
    ).toThrow(/starts from no state/);
  });

  it('refuses an action naming a state that is not declared (a typo the types would also catch)', () => {
    const states = { A: { label: '가', color: 'default' } } as const;
    const actions = { go: { from: ['A'], to: 'B', label: '가기' } } as const;
    expect(() =>
      defineWorkflow({ noun: '작업', states, actions, unknownLabel: '오류' } as unknown as Parameters<
        typeof defineWorkflow<'A', 'go'>
      >[0]),
    ).toThrow(/unknown states B/);
  });
});
