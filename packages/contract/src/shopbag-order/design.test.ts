import { describe, expect, it } from 'vitest';
import { ShopbagOrderCreateSchema, ShopbagSlotCreateSchema } from './schema.js';
import { boardFaces, completePercent, positionsOf, SHOPBAG_POSITIONS, shopbagTypeLabel } from './design.js';

describe('bag design positions', () => {
  it('lists the positions exactly as the spec does for each type', () => {
    expect(SHOPBAG_POSITIONS.FOUR).toEqual(['A1', 'B1', 'C1', 'D1']);
    expect(SHOPBAG_POSITIONS.EIGHT).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2']);
    expect(SHOPBAG_POSITIONS.TWELVE).toEqual(['A1', 'A2', 'B1', 'B2', 'B3', 'B4', 'C1', 'C2', 'D1', 'D2', 'D3', 'D4']);
    expect(positionsOf('SIXTEEN')).toEqual([]);
  });

  it('groups the twelve-cut board by face, B and D wider', () => {
    expect(boardFaces('TWELVE').map((f) => [f.face, f.positions.length])).toEqual([
      ['A', 2],
      ['B', 4],
      ['C', 2],
      ['D', 4],
    ]);
  });

  it('labels the type chip 4/8/12 and anything else as a type error', () => {
    expect(['FOUR', 'EIGHT', 'TWELVE', 'SIX', ''].map(shopbagTypeLabel)).toEqual([
      '4컷',
      '8컷',
      '12컷',
      '유형 오류',
      '유형 오류',
    ]);
  });
});

describe('design progress', () => {
  it('rounds the percent up', () => {
    expect(completePercent(3, 'EIGHT')).toBe(38);
    expect(completePercent(1, 'TWELVE')).toBe(9);
    expect(completePercent(1, 'FOUR')).toBe(25);
    expect(completePercent(0, 'EIGHT')).toBe(0);
    expect(completePercent(8, 'EIGHT')).toBe(100);
    expect(completePercent(11, 'TWELVE')).toBe(92);
  });

  it('has no percent for an unknown type and never passes 100', () => {
    expect(completePercent(3, 'ERROR')).toBe(0);
    expect(completePercent(9, 'EIGHT')).toBe(100);
  });
});

describe('bag order form', () => {
  const base = {
    productName: '성수동 상가 쇼핑백',
    shopbagType: 'EIGHT',
    employeeId: 1,
    amount: 1000,
    numberCases: 1,
    printingList: [{ composition: 'COVER', printingType: 'DIGITAL' }],
  };
  it('takes a bag order with a digital cover', () => {
    expect(ShopbagOrderCreateSchema.safeParse(base).success).toBe(true);
  });
  it('refuses a product name over 30, an offset cover, a seller twice, a child city alone', () => {
    const r = ShopbagOrderCreateSchema.safeParse({
      ...base,
      productName: '가'.repeat(31),
      sellerIds: [3, 3],
      childCityCode: '11110',
      printingList: [{ composition: 'COVER', printingType: 'OFF' }],
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.productName).toBe('30자 이내로 입력해주세요.');
    expect(messages.sellerIds).toBe('이미 선택된 배포처입니다.');
    expect(messages['printingList.0.printingType']).toBeDefined();
  });
  it('needs the sales employee', () => {
    const r = ShopbagOrderCreateSchema.safeParse({ ...base, employeeId: null });
    expect(r.error?.issues[0]?.message).toBe('영업 담당자를 선택해주세요.');
  });
  it('needs an advertiser on a slot', () => {
    const r = ShopbagSlotCreateSchema.safeParse({ orderId: 1, position: 'A1', buyerId: null });
    expect(r.error?.issues[0]?.message).toBe('광고주를 선택해주세요.');
  });
});
