import { describe, expect, it } from 'vitest';
import { adjustFormSchema } from './adjust-form';

const base = { source: 'amount' as const, adjustAmount: '5', resultAmount: '', reason: '', memo: '' };
const errors = (values: typeof base) => {
  const r = adjustFormSchema('RELEASING', 10).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('adjustFormSchema reason', () => {
  it('requires a reason, and a memo for 기타', () => {
    expect(errors(base)).toEqual({ reason: '조정 사유를 선택해주세요.' });
    expect(errors({ ...base, reason: 'OTHER' })).toEqual({ memo: '기타를 선택하면 메모를 입력해주세요.' });
    expect(errors({ ...base, reason: 'WASTE', memo: '가'.repeat(101) })).toEqual({
      memo: '메모는 100자 이내로 입력해주세요.',
    });
  });

  it('shows the quantity and reason errors together', () => {
    expect(errors({ ...base, adjustAmount: '' })).toEqual({
      adjustAmount: '조정 수량을 입력해주세요.',
      reason: '조정 사유를 선택해주세요.',
    });
  });

  it('sends the contract body with the reason and trimmed memo', () => {
    expect(adjustFormSchema('RELEASING', 10).parse({ ...base, reason: 'OTHER', memo: ' 반품 ' })).toEqual({
      ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
      adjustAmount: 5,
      unitPrice: '',
      reason: 'OTHER',
      memo: '반품',
    });
  });
});
