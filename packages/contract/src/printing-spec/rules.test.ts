import { describe, expect, it } from 'vitest';
import {
  ALLOWED_PRINTING_TYPES,
  allowsPostProcess,
  blankPrintingEntry,
  blankPrintingSpec,
  defaultPrintingList,
  isPrintingTypeAllowed,
  newInnerEntry,
  PRINTING_SPEC_VARIANTS,
  PRINTING_TYPES,
  printingEntryTitle,
  printingSpecSchema,
  printingTypeFields,
  printingTypeLabel,
  resetPrintingEntry,
  variantStages,
  WORK_TYPES,
  withParticle,
  workTypeLabel,
  type PrintingType,
  type WorkType,
} from '../index.js';

const issuesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('vocabulary', () => {
  it('labels every work type and printing type in Korean, and unknown values as errors', () => {
    expect(WORK_TYPES.map(workTypeLabel)).toEqual(['전단', '낱장 인쇄물', '책자', '기타 소량 인쇄', '쇼핑백']);
    expect(workTypeLabel('POSTER')).toBe('주문 유형 오류');
    expect(workTypeLabel(null)).toBe('주문 유형 오류');
    expect(PRINTING_TYPES.map(printingTypeLabel)).toEqual(['옵셋', '윤전', '디지털', '기타 인쇄', '무인쇄']);
    expect(printingTypeLabel('LASER')).toBe('인쇄 방식 오류');
    expect([0, 1, 2].map(printingEntryTitle)).toEqual(['표지', '내지 1', '내지 2']);
  });
});

/** The rules table of 001 §4 (SHOPBAG from 002 §5), written out as the spec states it. */
const EXPECTED: Record<WorkType, PrintingType[]> = {
  LEAFLET: ['OFF', 'ROTARY', 'DIGITAL', 'NO_PRINT'],
  LEAFSHEET: ['OFF', 'ROTARY', 'DIGITAL', 'NO_PRINT'],
  BROCHURE: ['OFF', 'DIGITAL', 'NO_PRINT'],
  OSP: ['OSP_PRINT', 'NO_PRINT'],
  SHOPBAG: ['DIGITAL', 'NO_PRINT'],
};

describe('allowed printing types, every work type × printing type', () => {
  for (const workType of WORK_TYPES) {
    const variant = workType === 'SHOPBAG' ? 'shopbag' : 'staff';
    for (const printingType of PRINTING_TYPES) {
      const allowed = EXPECTED[workType].includes(printingType);
      it(`${workType} × ${printingType}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(isPrintingTypeAllowed(workType, printingType)).toBe(allowed);
        const body = {
          ...blankPrintingSpec(variant),
          workType,
          printingList: [blankPrintingEntry(variant, 'COVER', printingType)],
        };
        const result = printingSpecSchema(variant).safeParse(body);
        if (allowed) {
          expect(result.success).toBe(true);
        } else {
          const allowedLabels = EXPECTED[workType].map(printingTypeLabel).join(', ');
          expect(issuesAt(result)).toEqual({
            'printingList.0.printingType': `${workTypeLabel(workType)} 주문에는 ${withParticle(`'${printingTypeLabel(printingType)}'`, '을')} 선택할 수 없습니다. ${allowedLabels} 중에서 선택해주세요.`,
          });
        }
      });
    }
  }
  it('matches the table the editor reads', () => {
    expect(ALLOWED_PRINTING_TYPES).toEqual(EXPECTED);
  });
});

describe('defaults', () => {
  it('starts a new spec as LEAFLET with one offset cover entry', () => {
    const spec = blankPrintingSpec('staff');
    expect(spec.workType).toBe('LEAFLET');
    expect(spec.printingList).toHaveLength(1);
    expect(spec.printingList[0]).toMatchObject({ composition: 'COVER', printingType: 'OFF' });
    expect(spec).toMatchObject({ isFoldingBinding: false, foldingBindingList: [] });
    expect(blankPrintingSpec('shopbag')).toMatchObject({
      workType: 'SHOPBAG',
      printingList: [{ composition: 'COVER', printingType: 'DIGITAL' }],
    });
  });

  it('gives each work type one cover entry: OSP_PRINT for OSP, DIGITAL for bags, OFF otherwise', () => {
    const types = WORK_TYPES.map((w) => defaultPrintingList('staff', w).map((e) => [e.composition, e.printingType]));
    expect(types).toEqual([
      [['COVER', 'OFF']],
      [['COVER', 'OFF']],
      [['COVER', 'OFF']],
      [['COVER', 'OSP_PRINT']],
      [['COVER', 'DIGITAL']],
    ]);
    for (const w of WORK_TYPES)
      expect(isPrintingTypeAllowed(w, defaultPrintingList('staff', w)[0]!.printingType)).toBe(true);
  });

  it('adds inner pages as offset entries', () => {
    expect(newInnerEntry('staff')).toMatchObject({ composition: 'INNER', printingType: 'OFF' });
  });

  it('holds exactly the fields each variant parses, so a blank spec of every variant is valid', () => {
    for (const variant of PRINTING_SPEC_VARIANTS) {
      const spec = blankPrintingSpec(variant);
      expect(printingSpecSchema(variant).safeParse(spec).success).toBe(true);
      const brochure =
        variant === 'shopbag'
          ? spec
          : { ...spec, workType: 'BROCHURE', printingList: [...spec.printingList, newInnerEntry(variant)] };
      expect(printingSpecSchema(variant).safeParse(brochure).success).toBe(true);
    }
    expect(Object.keys(blankPrintingEntry('customer', 'COVER', 'OFF')).sort()).toEqual(
      [
        'composition',
        'printingType',
        'dosu',
        'julsu',
        'pageCount',
        'isPostProcess',
        'postProcessList',
        'offCtpRemark',
        'offPrintRemark',
        'rotaryRemark',
        'digitalRemark',
        'ospRemark',
        'noPrintRemark',
      ].sort(),
    );
    expect(blankPrintingEntry('shopbag', 'COVER', 'DIGITAL')).toEqual({
      composition: 'COVER',
      printingType: 'DIGITAL',
      dosu: '',
      julsu: '',
      pageCount: null,
      isPostProcess: false,
      postProcessList: [],
      digitalRemark: '',
      noPrintRemark: '',
      usePaperList: [],
    });
  });
});

describe('printing type change', () => {
  it('resets the entry to the new type and keeps only its place', () => {
    const filled = {
      ...blankPrintingEntry('staff', 'INNER', 'OFF'),
      dosu: '4도',
      isOffCtpOutsourcing: true,
      offCtpOutsourcingId: 3,
      isPostProcess: true,
      postProcessList: [{ postProcessOption: [1], postProcessOutsourcingId: null, postProcessRemark: '' }],
    };
    const reset = resetPrintingEntry('staff', filled, 'DIGITAL');
    expect(reset).toEqual(blankPrintingEntry('staff', 'INNER', 'DIGITAL'));
    expect(reset).toMatchObject({
      dosu: '',
      isOffCtpOutsourcing: false,
      offCtpOutsourcingId: null,
      postProcessList: [],
    });
  });
});

describe('fields per printing type', () => {
  it('names the outsourcing and remark fields each printing type owns', () => {
    expect(printingTypeFields('OFF').sort()).toEqual(
      [
        'isOffCtpOutsourcing',
        'offCtpOutsourcingId',
        'offCtpRemark',
        'isOffPrintOutsourcing',
        'offPrintOutsourcingId',
        'offPrintRemark',
      ].sort(),
    );
    expect(printingTypeFields('ROTARY').sort()).toEqual(['rotaryOutsourcingId', 'rotaryRemark']);
    expect(printingTypeFields('DIGITAL').sort()).toEqual([
      'digitalOutsourcingId',
      'digitalRemark',
      'isDigitalOutsourcing',
    ]);
    expect(printingTypeFields('OSP_PRINT').sort()).toEqual(['ospOutsourcingId', 'ospRemark']);
    expect(printingTypeFields('NO_PRINT')).toEqual(['noPrintRemark']);
  });

  it('offers post-process only for OFF, ROTARY and DIGITAL', () => {
    expect(PRINTING_TYPES.filter(allowsPostProcess)).toEqual(['OFF', 'ROTARY', 'DIGITAL']);
  });

  it('shows staff every stage with its supplier, customers and bags remarks only', () => {
    expect(variantStages('staff', 'OFF').map((s) => [s.label, s.outsourcing?.flag])).toEqual([
      ['CTP', 'isOffCtpOutsourcing'],
      ['인쇄', 'isOffPrintOutsourcing'],
    ]);
    expect(variantStages('staff', 'ROTARY')[0]!.outsourcing).toEqual({ flag: null, id: 'rotaryOutsourcingId' });
    expect(variantStages('customer', 'OFF').map((s) => [s.remark, s.outsourcing])).toEqual([
      ['offCtpRemark', null],
      ['offPrintRemark', null],
    ]);
    expect(variantStages('shopbag', 'DIGITAL')).toEqual([
      { label: '디지털 인쇄', remark: 'digitalRemark', outsourcing: null },
    ]);
    expect(variantStages('shopbag', 'OFF')).toEqual([]);
  });
});
