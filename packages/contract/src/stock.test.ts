import { describe, expect, it } from 'vitest';
import { amountWithUnit, purchaseOrderMessages, stockMoveReasonText } from './index.js';

describe('stockMoveReasonText', () => {
  it('shows the kind of change, then a hand adjustment’s reason and memo', () => {
    expect(stockMoveReasonText({ ioType: 'AMOUNT_ADJUSTING_AS_RELEASING', reason: 'WASTE', memo: '' })).toBe(
      '조정 출고 · 파지',
    );
    expect(stockMoveReasonText({ ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', reason: 'OTHER', memo: '반품' })).toBe(
      '조정 입고 · 기타 (반품)',
    );
    expect(stockMoveReasonText({ ioType: 'PURCHASE_ORDER_RECEIVING', reason: '', memo: '' })).toBe('발주 입고');
    expect(stockMoveReasonText({ ioType: 'AMOUNT_ADJUSTING_AS_RELEASING', reason: 'LOST', memo: '' })).toBe(
      '조정 출고 · 오류',
    );
  });
});

describe('amounts in the item unit', () => {
  it('writes the unit after the number, and the bare number without one', () => {
    expect(amountWithUnit(1200, '연')).toBe('1,200연');
    expect(amountWithUnit(20, 'kg')).toBe('20kg');
    expect(amountWithUnit(5, '')).toBe('5');
    expect(purchaseOrderMessages.receiveConfirm('아트지', 100, '연')).toBe(
      '아트지 100연 입고 처리하시겠습니까? 재고에 수량이 더해집니다.',
    );
  });
});
