import { blankPrintingEntry, defaultPrintingList, newInnerEntry } from '@scm/contract';
import { describe, expect, it } from 'vitest';
import {
  isBlankEntry,
  listErrorMessage,
  printingTypeChange,
  printingTypeOptions,
  sameValue,
  turnOffNeedsConfirm,
  workTypeChange,
  workTypeOptions,
} from './spec-editing';

describe('sameValue', () => {
  it('compares form values deeply, ignoring key order', () => {
    expect(sameValue({ a: [1, { b: '' }], c: null }, { c: null, a: [1, { b: '' }] })).toBe(true);
    expect(sameValue({ a: '' }, { a: null })).toBe(false);
    expect(sameValue([1], [1, 2])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
});

describe('work-type change', () => {
  it('resets to the new type’s cover without asking while the list is untouched', () => {
    const change = workTypeChange('staff', 'LEAFLET', 'OSP', defaultPrintingList('staff', 'LEAFLET'));
    expect(change.confirm).toBe(false);
    expect(change.next).toEqual([blankPrintingEntry('staff', 'COVER', 'OSP_PRINT')]);
  });

  it('asks first when something was entered or inner pages were added', () => {
    const typed = [{ ...blankPrintingEntry('staff', 'COVER', 'OFF'), dosu: '4도' }];
    expect(workTypeChange('staff', 'LEAFLET', 'BROCHURE', typed).confirm).toBe(true);
    const withInner = [...defaultPrintingList('staff', 'BROCHURE'), newInnerEntry('staff')];
    const change = workTypeChange('staff', 'BROCHURE', 'LEAFLET', withInner);
    expect(change.confirm).toBe(true);
    expect(change.next).toEqual([blankPrintingEntry('staff', 'COVER', 'OFF')]);
  });
});

describe('printing-type change', () => {
  it('keeps the entry’s place and asks only when it holds something', () => {
    const blank = blankPrintingEntry('customer', 'INNER', 'OFF');
    expect(isBlankEntry('customer', blank)).toBe(true);
    expect(printingTypeChange('customer', blank, 'DIGITAL')).toEqual({
      confirm: false,
      next: blankPrintingEntry('customer', 'INNER', 'DIGITAL'),
    });
    const withRemark = { ...blank, offCtpRemark: '판 재사용' };
    expect(isBlankEntry('customer', withRemark)).toBe(false);
    expect(printingTypeChange('customer', withRemark, 'NO_PRINT').confirm).toBe(true);
  });
});

describe('choices', () => {
  it('offers the variant’s work types and the allowed printing types', () => {
    expect(workTypeOptions('staff').map((o) => o.label)).toEqual(['전단', '낱장 인쇄물', '책자', '기타 소량 인쇄']);
    expect(workTypeOptions('shopbag')).toEqual([{ value: 'SHOPBAG', label: '쇼핑백' }]);
    expect(printingTypeOptions('BROCHURE', 'OFF').map((o) => o.value)).toEqual(['OFF', 'DIGITAL', 'NO_PRINT']);
    // A saved entry whose type the work type no longer allows stays visible, so its error can be read.
    expect(printingTypeOptions('POSTER', 'OFF')).toHaveLength(5);
    expect(printingTypeOptions('BROCHURE', 'ROTARY').map((o) => o.value)).toEqual([
      'OFF',
      'DIGITAL',
      'NO_PRINT',
      'ROTARY',
    ]);
  });

  it('asks before emptying a list only when it holds entries', () => {
    expect(turnOffNeedsConfirm([])).toBe(false);
    expect(turnOffNeedsConfirm(undefined)).toBe(false);
    expect(turnOffNeedsConfirm([{}])).toBe(true);
  });

  it('reads a list’s own message wherever react-hook-form put it', () => {
    expect(listErrorMessage({ message: '후가공을 하나 이상 추가해주세요.' })).toBe('후가공을 하나 이상 추가해주세요.');
    expect(listErrorMessage({ root: { message: '목록' } })).toBe('목록');
    expect(listErrorMessage([{ postProcessOption: { message: 'x' } }])).toBeUndefined();
    expect(listErrorMessage(undefined)).toBeUndefined();
  });
});
