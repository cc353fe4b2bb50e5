import { describe, expect, it } from 'vitest';
import type { Workflow } from './common/workflow.js';
import {
  DeliveryStartSchema,
  WorkOrderDeliveryInfoSchema,
  deliveryWorkflow,
  paperShortageMessage,
  workOrderWorkflow,
  workProgressWorkflow,
} from './index.js';

/** Every (action, state) pair: the legal moves are exactly `legal` (action → its start states and target). */
function checkMachine<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  legal: Record<A, { from: S[]; to: S }>,
) {
  const actions = Object.keys(legal) as A[];
  expect(Object.keys(workflow.actions).sort()).toEqual([...actions].sort());
  for (const action of actions) {
    expect(workflow.actions[action].to).toBe(legal[action].to);
    for (const state of workflow.values) {
      expect([action, state, workflow.can(action, state)]).toEqual([action, state, legal[action].from.includes(state)]);
    }
    // A value outside the vocabulary, or none, opens nothing.
    expect(workflow.can(action, 'BOGUS')).toBe(false);
    expect(workflow.can(action, null)).toBe(false);
  }
}

describe('work order state machine', () => {
  it('allows exactly start (received), printing complete (working) and cancel (before complete)', () => {
    expect(workOrderWorkflow.values).toEqual(['RECEIPT', 'WORKING', 'COMPLETE', 'CANCELLED']);
    checkMachine(workOrderWorkflow, {
      startWork: { from: ['RECEIPT'], to: 'WORKING' },
      completePrinting: { from: ['WORKING'], to: 'COMPLETE' },
      cancel: { from: ['RECEIPT', 'WORKING'], to: 'CANCELLED' },
    });
    expect(workOrderWorkflow.actionsFrom('COMPLETE')).toEqual([]);
    expect(workOrderWorkflow.actionsFrom('CANCELLED')).toEqual([]);
    expect(workOrderWorkflow.label('WORKING')).toBe('작업중');
    expect(workOrderWorkflow.label('WHATEVER')).toBe('작업 상태 오류');
  });

  it('names the current state in the 409 of a move someone else made first', () => {
    expect(workOrderWorkflow.conflictMessage('startWork', 'WORKING')).toBe(
      "작업지시 상태가 현재 '작업중'이라 '작업 시작'을 할 수 없습니다. 다른 사용자가 먼저 처리했을 수 있으니 화면을 새로 고쳐 확인해주세요.",
    );
  });
});

describe('work progress state machine', () => {
  it('starts a received turn; passes on or finishes printing only while working', () => {
    checkMachine(workProgressWorkflow, {
      startProgress: { from: ['RECEIPT'], to: 'WORKING' },
      passToNextTeam: { from: ['WORKING'], to: 'COMPLETE' },
      finishPrinting: { from: ['WORKING'], to: 'COMPLETE' },
    });
    expect(workProgressWorkflow.actionsFrom('COMPLETE')).toEqual([]);
  });
});

describe('delivery state machine', () => {
  it('goes ready → shipping → delivered, never back or skipping', () => {
    checkMachine(deliveryWorkflow, {
      startDelivery: { from: ['READY'], to: 'SHIPPING' },
      completeDelivery: { from: ['SHIPPING'], to: 'COMPLETE' },
    });
    expect(deliveryWorkflow.label('SHIPPING')).toBe('배송중');
    expect(deliveryWorkflow.label('LOST')).toBe('표시 오류');
  });
});

describe('delivery start body', () => {
  it('strips dashes and spaces from the invoice and keeps digits only', () => {
    expect(DeliveryStartSchema.parse({ deliveryCompanyCode: ' 04 ', invoice: '6012-3456 7890' })).toEqual({
      deliveryCompanyCode: '04',
      invoice: '601234567890',
    });
  });

  it('refuses a missing carrier, a missing or non-digit invoice, with Korean messages', () => {
    const issues = (body: object) =>
      DeliveryStartSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ deliveryCompanyCode: '', invoice: '--' })).toEqual([
      ['deliveryCompanyCode', '택배사를 선택해주세요.'],
      ['invoice', '송장번호를 입력해주세요.'],
    ]);
    expect(issues({ deliveryCompanyCode: '04', invoice: '12A4' })).toEqual([
      ['invoice', '송장번호는 숫자만 입력해주세요. (- 와 공백은 빼고 저장합니다)'],
    ]);
    expect(issues({ deliveryCompanyCode: 'x'.repeat(21), invoice: '1'.repeat(41) })).toEqual([
      ['deliveryCompanyCode', '택배사 코드는 20자 이내여야 합니다.'],
      ['invoice', '송장번호는 40자리 이내로 입력해주세요.'],
    ]);
    expect(issues({})).toEqual([
      ['deliveryCompanyCode', '택배사를 선택해주세요.'],
      ['invoice', '송장번호를 입력해주세요.'],
    ]);
  });

  it('lets the work-order side leave carrier and invoice empty', () => {
    expect(WorkOrderDeliveryInfoSchema.parse({})).toEqual({ deliveryCompanyCode: '', invoice: '', deliveryMemo: '' });
  });
});

describe('paper shortage message', () => {
  it('names each item, what is needed, what is there and the shortfall in its unit, and says it can be confirmed', () => {
    expect(
      paperShortageMessage([
        { itemName: '아트지 150g', needed: 1050, current: 1000, unit: '매' },
        { itemName: '모조지', needed: 30, current: -5, unit: '' },
      ]),
    ).toBe(
      '용지 재고가 부족합니다. 아트지 150g: 필요 1,050매, 현재 재고 1,000매, 부족 50매 / 모조지: 필요 30, 현재 재고 -5, 부족 35. ' +
        '이미 사용한 용지라면 확인 후 인쇄 완료할 수 있으며, 부족분은 재고에 마이너스로 남아 구매 담당자에게 표시됩니다.',
    );
  });
});
