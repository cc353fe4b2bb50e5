import { describe, expect, it } from 'vitest';
import { deriveAdjustment } from './adjust-math';

describe('deriveAdjustment', () => {
  it('reads an amount with the contract rule and gives the resulting stock', () => {
    expect(deriveAdjustment('RECEIVING', 100, 'amount', '1,200')).toEqual({
      ok: true,
      adjustAmount: 1200,
      result: 1300,
    });
    expect(deriveAdjustment('RELEASING', 100, 'amount', '40')).toEqual({ ok: true, adjustAmount: 40, result: 60 });
    // A release beyond the stock is the server's to refuse (with its shortage message).
    expect(deriveAdjustment('RELEASING', 5, 'amount', '8')).toEqual({ ok: true, adjustAmount: 8, result: -3 });
    expect(deriveAdjustment('RECEIVING', 0, 'amount', '0')).toEqual({ ok: false, message: '1 이상 입력해주세요.' });
    expect(deriveAdjustment('RECEIVING', 0, 'amount', '100000000')).toEqual({
      ok: false,
      message: '99,999,999 이하로 입력해주세요.',
    });
    expect(deriveAdjustment('RECEIVING', 0, 'amount', 'abc')).toEqual({ ok: false, message: '숫자만 입력해주세요.' });
    expect(deriveAdjustment('RECEIVING', 0, 'amount', '1.5')).toEqual({ ok: false, message: '정수로 입력해주세요.' });
    expect(deriveAdjustment('RECEIVING', 0, 'amount', '')).toEqual({ ok: false, message: '조정 수량을 입력해주세요.' });
  });

  it('derives a receipt from a resulting stock above the current one', () => {
    expect(deriveAdjustment('RECEIVING', 1000, 'result', '1,250')).toEqual({
      ok: true,
      adjustAmount: 250,
      result: 1250,
    });
    expect(deriveAdjustment('RECEIVING', 1000, 'result', '1000')).toEqual({
      ok: false,
      message: '현재 재고(1,000)보다 큰 수를 입력해주세요.',
    });
    expect(deriveAdjustment('RECEIVING', 0, 'result', '100000000')).toEqual({
      ok: false,
      message: '조정 수량이 99,999,999 이하가 되도록 입력해주세요.',
    });
  });

  it('derives a release from a resulting stock below the current one and not below zero', () => {
    expect(deriveAdjustment('RELEASING', 1000, 'result', '0')).toEqual({ ok: true, adjustAmount: 1000, result: 0 });
    expect(deriveAdjustment('RELEASING', 1000, 'result', '1,000')).toEqual({
      ok: false,
      message: '현재 재고(1,000)보다 작은 수를 입력해주세요.',
    });
    expect(deriveAdjustment('RELEASING', 1000, 'result', '-1')).toEqual({
      ok: false,
      message: '0이상으로 입력해주세요.',
    });
    expect(deriveAdjustment('RELEASING', 1000, 'result', '')).toEqual({
      ok: false,
      message: '조정 후 재고를 입력해주세요.',
    });
    expect(deriveAdjustment('RELEASING', 1000, 'result', '9.5')).toEqual({
      ok: false,
      message: '정수로 입력해주세요.',
    });
  });
});
