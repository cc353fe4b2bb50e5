import { describe, expect, it } from 'vitest';
import { dismissLabelOf } from './feedback-context';

describe('the confirmation’s no-answer', () => {
  it('reads 돌아가기 beside a cancelling action, so no dialog offers two 취소 buttons', () => {
    expect(dismissLabelOf('주문 취소')).toBe('돌아가기');
    expect(dismissLabelOf('배송 취소')).toBe('돌아가기');
    expect(dismissLabelOf('검수 완료 취소')).toBe('돌아가기');
  });

  it('stays 취소 beside any other action, and takes the caller’s own label first', () => {
    expect(dismissLabelOf('등록')).toBe('취소');
    expect(dismissLabelOf(undefined)).toBe('취소');
    expect(dismissLabelOf('주문 취소', '닫기')).toBe('닫기');
  });
});
