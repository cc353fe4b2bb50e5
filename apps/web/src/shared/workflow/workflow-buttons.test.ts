import { defineWorkflow, purchaseOrderWorkflow } from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { workflowButtons, type WorkflowActionHandler } from './workflow-buttons';

const run: WorkflowActionHandler['run'] = () => Promise.resolve();

const delivery = defineWorkflow({
  noun: '배송',
  states: {
    READY: { label: '배송 준비', color: 'default' },
    SHIPPING: { label: '배송중', color: 'info' },
    COMPLETE: { label: '배송완료', color: 'success' },
    CANCELLED: { label: '취소', color: 'error' },
  },
  actions: {
    cancel: { from: ['READY', 'SHIPPING'], to: 'CANCELLED', label: '배송 취소', confirm: '취소하시겠습니까?' },
    start: { from: ['READY'], to: 'SHIPPING', label: '배송 시작' },
    complete: { from: ['SHIPPING'], to: 'COMPLETE', label: '배송 완료', confirm: '완료하시겠습니까?' },
  },
  unknownLabel: '표시 오류',
});
const all = { cancel: { run }, start: { run }, complete: { run } };

describe('workflowButtons: the buttons a record gets', () => {
  it('gives one button per action open from the state, in declaration order', () => {
    expect(workflowButtons(delivery, 'READY', all).map((b) => b.label)).toEqual(['배송 취소', '배송 시작']);
    expect(workflowButtons(delivery, 'SHIPPING', all).map((b) => b.label)).toEqual(['배송 취소', '배송 완료']);
  });

  it('gives none from a state at rest or a value that is no state', () => {
    for (const state of ['COMPLETE', 'CANCELLED', 'LOST', '', null, undefined])
      expect(workflowButtons(delivery, state, all)).toEqual([]);
  });

  it('leaves out an open action the screen gave no handler for', () => {
    expect(workflowButtons(delivery, 'READY', { start: { run } }).map((b) => b.action)).toEqual(['start']);
  });

  it('asks the screen’s question, else the definition’s, else none', () => {
    const [cancel, start] = workflowButtons(delivery, 'READY', { ...all, cancel: { run, confirm: '12번 배송을?' } });
    expect(cancel!.confirm).toBe('12번 배송을?');
    expect(start!.confirm).toBeUndefined();
    expect(workflowButtons(delivery, 'SHIPPING', all)[1]!.confirm).toBe('완료하시겠습니까?');
  });

  it('colours a button like the state it leads to, a plain state as primary', () => {
    expect(workflowButtons(delivery, 'READY', all).map((b) => b.color)).toEqual(['error', 'info']);
    expect(workflowButtons(delivery, 'SHIPPING', all).map((b) => b.color)).toEqual(['error', 'success']);
  });

  it('offers 입고 처리 only on an ordered purchase order', () => {
    const handlers = { receive: { run } };
    expect(workflowButtons(purchaseOrderWorkflow, 'ORDERED', handlers)).toMatchObject([
      { action: 'receive', label: '입고 처리', color: 'success' },
    ]);
    expect(workflowButtons(purchaseOrderWorkflow, 'RECEIVED', handlers)).toEqual([]);
  });
});
