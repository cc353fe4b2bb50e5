import { describe, expect, it } from 'vitest';
import {
  blankPaperLine,
  blankPrintingEntry,
  blankPrintingSpec,
  newInnerEntry,
  printingSpecSchema,
  type PrintingSpecVariant,
} from '../index.js';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issuesAt = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** A staff spec whose cover entry is changed by `cover`, with the rest of the body changed by `rest`. */
const staff = (cover: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({
  ...blankPrintingSpec('staff'),
  printingList: [{ ...blankPrintingEntry('staff', 'COVER', 'OFF'), ...cover }],
  ...rest,
});
const check = (body: unknown, variant: PrintingSpecVariant = 'staff') =>
  issuesAt(printingSpecSchema(variant).safeParse(body));

const postProcess = { postProcessOption: [1, 2], postProcessOutsourcingId: null, postProcessRemark: '코팅' };
const folding = { foldingBindingOption: [5], foldingBindingOutsourcingId: 9, foldingBindingRemark: '' };

describe('a full staff spec', () => {
  it('parses a brochure with an inner entry, outsourcing, post-process, paper and binding', () => {
    const body = {
      workType: 'BROCHURE',
      printingList: [
        {
          ...blankPrintingEntry('staff', 'COVER', 'OFF'),
          dosu: '4도',
          julsu: '16절',
          isOffCtpOutsourcing: true,
          offCtpOutsourcingId: 7,
          offPrintRemark: '별색',
          isPostProcess: true,
          postProcessList: [postProcess],
          usePaperList: [{ rawItemId: 3, rawItemName: '아트지', amount: '1,200', wrongAmount: '' }],
        },
        { ...newInnerEntry('staff'), printingType: 'DIGITAL', isDigitalOutsourcing: false, digitalRemark: '흑백' },
      ],
      isFoldingBinding: true,
      foldingBindingList: [folding],
    };
    const result = printingSpecSchema('staff').parse(body);
    expect(result.printingList[0]!.usePaperList).toEqual([
      { rawItemId: 3, rawItemName: '아트지', amount: 1200, wrongAmount: null },
    ]);
    expect(result.printingList[1]).toMatchObject({
      composition: 'INNER',
      printingType: 'DIGITAL',
      digitalRemark: '흑백',
    });
  });

  it('fills what a terse API body leaves out with the blank values', () => {
    const parsed = printingSpecSchema('staff').parse({ printingList: [{ composition: 'COVER', printingType: 'OFF' }] });
    expect(parsed).toEqual({
      workType: 'LEAFLET',
      finishedSize: '',
      printingList: [blankPrintingEntry('staff', 'COVER', 'OFF')],
      isFoldingBinding: false,
      foldingBindingList: [],
    });
  });
});

describe('refusals, each at its field', () => {
  it('needs at least one printing entry', () => {
    expect(check(staff({}, { printingList: [] }))).toEqual({ printingList: '인쇄 정보를 하나 이상 입력해주세요.' });
  });

  it('refuses SHOPBAG on a printing order and anything but SHOPBAG on a bag order', () => {
    expect(check(staff({}, { workType: 'SHOPBAG' }))).toEqual({ workType: '작업 유형을 선택해주세요.' });
    expect(check({ ...blankPrintingSpec('shopbag'), workType: 'LEAFLET' }, 'shopbag')).toEqual({
      workType: '작업 유형을 선택해주세요.',
    });
  });

  it('wants the first entry to be the cover and inner pages only on brochures', () => {
    expect(check(staff({ composition: 'INNER' }, { workType: 'BROCHURE' }))).toEqual({
      'printingList.0.composition': '첫 번째 인쇄 정보는 표지여야 합니다.',
    });
    const withInner = (workType: string) =>
      staff({}, { workType, printingList: [blankPrintingEntry('staff', 'COVER', 'OFF'), newInnerEntry('staff')] });
    expect(check(withInner('LEAFLET'))).toEqual({
      'printingList.1.composition': '내지는 책자 주문에만 추가할 수 있습니다.',
    });
    expect(check(withInner('BROCHURE'))).toEqual({});
    const twoCovers = staff(
      {},
      {
        workType: 'BROCHURE',
        printingList: [blankPrintingEntry('staff', 'COVER', 'OFF'), blankPrintingEntry('staff', 'COVER', 'OFF')],
      },
    );
    expect(check(twoCovers)).toEqual({
      'printingList.1.composition': '표지는 하나만 입력할 수 있습니다. 추가한 인쇄 정보는 내지여야 합니다.',
    });
  });

  it('pairs each outsourcing flag with its supplier', () => {
    expect(check(staff({ isOffCtpOutsourcing: true }))).toEqual({
      'printingList.0.offCtpOutsourcingId': '외주처를 선택해주세요.',
    });
    expect(check(staff({ offPrintOutsourcingId: 4 }))).toEqual({
      'printingList.0.offPrintOutsourcingId': '외주를 선택하지 않았으면 외주처를 비워주세요.',
    });
    const digital = blankPrintingEntry('staff', 'COVER', 'DIGITAL');
    expect(check(staff({ ...digital, isDigitalOutsourcing: true }))).toEqual({
      'printingList.0.digitalOutsourcingId': '외주처를 선택해주세요.',
    });
    // ROTARY and OSP_PRINT have no flag: a supplier is optional, empty meaning in-house.
    expect(check(staff({ ...blankPrintingEntry('staff', 'COVER', 'ROTARY'), rotaryOutsourcingId: 2 }))).toEqual({});
    expect(check(staff({ offCtpOutsourcingId: 0, isOffCtpOutsourcing: true }))).toEqual({
      'printingList.0.offCtpOutsourcingId': '외주처를 다시 선택해주세요.',
    });
  });

  it('refuses fields of another printing type', () => {
    expect(check(staff({ rotaryRemark: '윤전 메모', isDigitalOutsourcing: true, ospOutsourcingId: 3 }))).toEqual({
      'printingList.0.rotaryRemark': "'옵셋' 인쇄에는 입력할 수 없는 항목입니다.",
      'printingList.0.isDigitalOutsourcing': "'옵셋' 인쇄에는 입력할 수 없는 항목입니다.",
      'printingList.0.ospOutsourcingId': "'옵셋' 인쇄에는 입력할 수 없는 항목입니다.",
    });
    const noPrint = blankPrintingEntry('staff', 'COVER', 'NO_PRINT');
    expect(check(staff({ ...noPrint, offCtpRemark: 'x', noPrintRemark: '재단만' }))).toEqual({
      'printingList.0.offCtpRemark': "'무인쇄' 인쇄에는 입력할 수 없는 항목입니다.",
    });
  });

  it('keeps post-process to OFF, ROTARY and DIGITAL, and its list to its yes', () => {
    const noPrint = blankPrintingEntry('staff', 'COVER', 'NO_PRINT');
    expect(check(staff({ ...noPrint, isPostProcess: true, postProcessList: [postProcess] }))).toEqual({
      'printingList.0.isPostProcess': '후가공은 옵셋, 윤전, 디지털 인쇄에만 선택할 수 있습니다.',
    });
    expect(check(staff({ isPostProcess: false, postProcessList: [postProcess] }))).toEqual({
      'printingList.0.postProcessList': '후가공 없음을 선택했으면 후가공 목록을 비워주세요.',
    });
    expect(check(staff({ isPostProcess: true, postProcessList: [] }))).toEqual({
      'printingList.0.postProcessList': '후가공을 하나 이상 추가해주세요.',
    });
    expect(check(staff({ isPostProcess: true, postProcessList: [{ ...postProcess, postProcessOption: [] }] }))).toEqual(
      {
        'printingList.0.postProcessList.0.postProcessOption': '옵션을 하나 이상 선택해주세요.',
      },
    );
    expect(
      check(staff({ isPostProcess: true, postProcessList: [{ ...postProcess, postProcessOption: [1, 1] }] })),
    ).toEqual({
      'printingList.0.postProcessList.0.postProcessOption': '같은 옵션을 두 번 선택할 수 없습니다.',
    });
    expect(
      check(staff({ isPostProcess: true, postProcessList: [{ ...postProcess, postProcessRemark: 'x'.repeat(256) }] })),
    ).toEqual({ 'printingList.0.postProcessList.0.postProcessRemark': '255자 이내로 입력해주세요.' });
  });

  it('keeps the folding/binding list to its yes, each entry with an option', () => {
    expect(check(staff({}, { isFoldingBinding: false, foldingBindingList: [folding] }))).toEqual({
      foldingBindingList: '접지/제본 없음을 선택했으면 접지/제본 목록을 비워주세요.',
    });
    expect(check(staff({}, { isFoldingBinding: true, foldingBindingList: [] }))).toEqual({
      foldingBindingList: '접지/제본을 하나 이상 추가해주세요.',
    });
    expect(
      check(staff({}, { isFoldingBinding: true, foldingBindingList: [{ ...folding, foldingBindingOption: [] }] })),
    ).toEqual({
      'foldingBindingList.0.foldingBindingOption': '옵션을 하나 이상 선택해주세요.',
    });
  });

  it('limits dosu and julsu to 255 characters', () => {
    expect(check(staff({ dosu: 'x'.repeat(256), julsu: 'y'.repeat(255) }))).toEqual({
      'printingList.0.dosu': '255자 이내로 입력해주세요.',
    });
  });

  it('checks paper lines: an item chosen, amounts whole numbers from 0 or empty', () => {
    const paper = (line: Record<string, unknown>) =>
      staff({ usePaperList: [{ ...blankPaperLine(), rawItemId: 1, ...line }] });
    expect(check(paper({}))).toEqual({});
    expect(check(paper({ rawItemId: null }))).toEqual({
      'printingList.0.usePaperList.0.rawItemId': '용지를 선택해주세요.',
    });
    expect(check(paper({ amount: -1 }))).toEqual({ 'printingList.0.usePaperList.0.amount': '0이상으로 입력해주세요.' });
    expect(check(paper({ amount: '1.5' }))).toEqual({ 'printingList.0.usePaperList.0.amount': '정수로 입력해주세요.' });
    expect(check(paper({ wrongAmount: '열' }))).toEqual({
      'printingList.0.usePaperList.0.wrongAmount': '숫자만 입력해주세요.',
    });
    expect(
      printingSpecSchema('staff').parse(paper({ amount: null, wrongAmount: 0 })).printingList[0]!.usePaperList,
    ).toEqual([{ rawItemId: 1, amount: null, wrongAmount: 0 }]);
  });

  it('does not throw on a body of the wrong shape', () => {
    expect(check(staff({ printingType: 'LASER', postProcessList: 'no' }))).toEqual({
      'printingList.0.printingType': '인쇄 방식을 선택해주세요.',
      'printingList.0.postProcessList': '목록 형식이 올바르지 않습니다.',
    });
    expect(printingSpecSchema('staff').safeParse(null).success).toBe(false);
  });
});

describe('variants', () => {
  it('refuses outsourcing fields and paper lines from a customer', () => {
    const customer = blankPrintingSpec('customer');
    expect(check(customer, 'customer')).toEqual({});
    const entry = { ...customer.printingList[0], isOffCtpOutsourcing: false, usePaperList: [] };
    const result = printingSpecSchema('customer').safeParse({ ...customer, printingList: [entry] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: ['isOffCtpOutsourcing', 'usePaperList'],
        path: ['printingList', 0],
        message: '이 주문에는 입력할 수 없는 항목입니다.',
      }),
    ]);
    const withSupplier = {
      ...customer,
      isFoldingBinding: true,
      foldingBindingList: [{ foldingBindingOption: [1], foldingBindingOutsourcingId: null, foldingBindingRemark: '' }],
    };
    expect(printingSpecSchema('customer').safeParse(withSupplier).error?.issues[0]).toMatchObject({
      keys: ['foldingBindingOutsourcingId'],
      path: ['foldingBindingList', 0],
    });
  });

  it('lets a customer write remarks, post-process and folding/binding', () => {
    const body = {
      workType: 'OSP',
      printingList: [{ ...blankPrintingEntry('customer', 'COVER', 'OSP_PRINT'), ospRemark: '스티커', dosu: '4도' }],
      isFoldingBinding: true,
      foldingBindingList: [{ foldingBindingOption: [2], foldingBindingRemark: '중철' }],
    };
    expect(check(body, 'customer')).toEqual({});
    const digital = {
      ...blankPrintingSpec('customer'),
      printingList: [
        {
          ...blankPrintingEntry('customer', 'COVER', 'DIGITAL'),
          isPostProcess: true,
          postProcessList: [{ postProcessOption: [1], postProcessRemark: '' }],
        },
      ],
    };
    expect(check(digital, 'customer')).toEqual({});
  });

  it('gives bags DIGITAL or NO_PRINT with paper, post-process and folding/binding, but no printing outsourcing', () => {
    const bag = {
      workType: 'SHOPBAG',
      printingList: [
        {
          ...blankPrintingEntry('shopbag', 'COVER', 'DIGITAL'),
          isPostProcess: true,
          postProcessList: [{ postProcessOption: [1], postProcessOutsourcingId: 3, postProcessRemark: '' }],
          usePaperList: [{ rawItemId: 4, amount: 100, wrongAmount: 5 }],
        },
      ],
      isFoldingBinding: true,
      foldingBindingList: [folding],
    };
    expect(check(bag, 'shopbag')).toEqual({});
    const outsourced = { ...bag, printingList: [{ ...bag.printingList[0], isDigitalOutsourcing: false }] };
    expect(printingSpecSchema('shopbag').safeParse(outsourced).error?.issues[0]).toMatchObject({
      keys: ['isDigitalOutsourcing'],
      message: '이 주문에는 입력할 수 없는 항목입니다.',
    });
    const inner = { ...bag, printingList: [bag.printingList[0], blankPrintingEntry('shopbag', 'INNER', 'DIGITAL')] };
    expect(check(inner, 'shopbag')).toEqual({
      'printingList.1.composition': '내지는 책자 주문에만 추가할 수 있습니다.',
    });
  });
});
