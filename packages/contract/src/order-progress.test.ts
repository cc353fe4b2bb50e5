import { describe, expect, it } from 'vitest';
import { depositState, orderStep, orderStepStates } from './order-progress.js';

describe('order tracker step', () => {
  it.each([
    [null, null, 'RECEIVED'],
    ['RECEIPT', null, 'RECEIVED'],
    ['WORKING', null, 'WORKING'],
    ['COMPLETE', null, 'PRINTED'],
    ['COMPLETE', 'READY', 'PRINTED'],
    ['COMPLETE', 'SHIPPING', 'SHIPPING'],
    ['COMPLETE', 'COMPLETE', 'DELIVERED'],
  ] as const)('work %s, delivery %s → %s', (workOrderStatus, deliveryStatus, step) => {
    expect(orderStep({ workOrderStatus, deliveryStatus })).toBe(step);
  });

  it('knows no step for a cancelled job or a value outside the vocabulary', () => {
    expect(orderStep({ workOrderStatus: 'CANCELLED', deliveryStatus: null })).toBeNull();
    expect(orderStep({ workOrderStatus: 'PAUSED', deliveryStatus: null })).toBeNull();
    expect(orderStep({ workOrderStatus: 'COMPLETE', deliveryStatus: 'LOST' })).toBeNull();
  });

  it('marks the steps before the current one done and the later ones to do', () => {
    expect(orderStepStates('PRINTED').map((s) => s.state)).toEqual(['done', 'done', 'current', 'todo', 'todo']);
    expect(orderStepStates('RECEIVED').map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo', 'todo']);
  });

  it('calls the last step done once delivered, and nothing reached for an unknown state', () => {
    expect(orderStepStates('DELIVERED').every((s) => s.state === 'done')).toBe(true);
    expect(orderStepStates(null).every((s) => s.state === 'todo')).toBe(true);
  });

  it('reads the deposit as waiting until it is complete', () => {
    expect(depositState(null)).toBe('WAITING');
    expect(depositState('2026-11-23T01:00:00.000Z')).toBe('COMPLETE');
  });
});
