import { describe, expect, it } from 'vitest';
import { parsePurchaseOrderStatus } from './purchase-order-status-filter';

describe('parsePurchaseOrderStatus', () => {
  it('keeps the two statuses and reads anything else as 전체 (null)', () => {
    expect(parsePurchaseOrderStatus('ORDERED')).toBe('ORDERED');
    expect(parsePurchaseOrderStatus('RECEIVED')).toBe('RECEIVED');
    expect(parsePurchaseOrderStatus('')).toBeNull();
    expect(parsePurchaseOrderStatus(null)).toBeNull();
    expect(parsePurchaseOrderStatus('ordered')).toBeNull();
  });
});
