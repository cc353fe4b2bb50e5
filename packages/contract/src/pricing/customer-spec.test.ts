import { describe, expect, it } from 'vitest';
import { CustomerOrderCreateSchema, type CustomerOrderInput } from '../customer-order.js';
import { OrderCreateSchema } from '../order.js';
import {
  catalogRates,
  customerSpecMessages as M,
  customerSpecToStaffSpec,
  dosuOf,
  estimateInputOf,
  priceCatalogOf,
  priceCustomerSpec,
  printWords,
  sizesForPaper,
  type CustomerSpecDraft,
} from './customer-spec.js';
import { estimate } from './estimate.js';
import { SAMPLE_OPTION_IDS as OPT, SAMPLE_PAPER_IDS as PAPER, SAMPLE_RATE_ROWS } from './sample-rates.js';

const DAY = '2026-06-01';
const catalog = priceCatalogOf({
  date: DAY,
  rows: SAMPLE_RATE_ROWS,
  itemNames: new Map([
    [PAPER.artGuk150, '아트지 150g'],
    [PAPER.mojo46_80, '모조지 80g (46)'],
    [PAPER.snowSra3, '스노우지 250g'],
    [PAPER.mojoGuk80, '모조지 80g'],
  ]),
  options: new Map([
    [OPT.coating, { name: '코팅', type: 'POST_PROCESS' }],
    [OPT.scoring, { name: '오시', type: 'POST_PROCESS' }],
    [OPT.folding, { name: '접지', type: 'FOLDING_BINDING' }],
    [OPT.perfectBinding, { name: '무선제본', type: 'FOLDING_BINDING' }],
    [OPT.saddleStitch, { name: '중철제본', type: 'FOLDING_BINDING' }],
  ]),
});
const rates = catalogRates(catalog);

const leaflet = (extra: Partial<CustomerSpecDraft> = {}): CustomerSpecDraft => ({
  workType: 'LEAFLET',
  finishedSize: 'A4',
  paperId: PAPER.artGuk150,
  sides: 'DOUBLE',
  color: 'COLOR',
  quantity: 4_000,
  finishIds: [],
  ...extra,
});

describe('the published catalog', () => {
  it('lists the priced papers, the cut sizes with their parent sheets, the finishes by group, and no supplier rows', () => {
    expect(catalog.papers.map((p) => p.id).sort()).toEqual([1, 2, 3, 4]);
    expect(catalog.sizes.find((s) => s.size === 'A4')).toEqual({ size: 'A4', parentSheets: ['GUK', 'CUSTOM'] });
    expect(catalog.finishes.filter((f) => f.group === 'POST_PROCESS').map((f) => f.name)).toEqual(['오시', '코팅']);
    expect(catalog.finishes.filter((f) => f.group === 'FOLDING_BINDING')).toHaveLength(3);
    expect(catalog.rates.some((r) => r.kind === 'OUTSOURCING')).toBe(false);
    expect(catalog.workTypes).toEqual(['LEAFLET', 'LEAFSHEET', 'BROCHURE']);
  });

  it('leaves out a paper whose item is unknown and an option of no finishing type', () => {
    const c = priceCatalogOf({
      date: DAY,
      rows: SAMPLE_RATE_ROWS,
      itemNames: new Map([[PAPER.artGuk150, '아트지']]),
      options: new Map([[OPT.coating, { name: '코팅', type: 'OTHER' }]]),
    });
    expect(c.papers).toEqual([{ id: 1, name: '아트지', parentSheet: 'GUK' }]);
    expect(c.finishes).toEqual([]);
  });

  it('offers a paper only the sizes its parent sheet is cut to', () => {
    expect(sizesForPaper(catalog, PAPER.mojo46_80).map((s) => s.size)).toEqual(['B4', 'B5']);
    expect(sizesForPaper(catalog, null)).toEqual(catalog.sizes);
  });
});

describe('the buyer’s words → the staff print spec', () => {
  it('maps 인쇄 to 도수', () => {
    expect(dosuOf('DOUBLE', 'COLOR')).toBe('4/4');
    expect(dosuOf('SINGLE', 'COLOR')).toBe('4/0');
    expect(dosuOf('DOUBLE', 'MONO')).toBe('1/1');
    expect(dosuOf('SINGLE', 'MONO')).toBe('1/0');
    expect(printWords('4/0')).toBe('단면 컬러');
    expect(printWords('1/1')).toBe('양면 흑백');
    expect(printWords('')).toBeNull();
  });

  it('a leaflet: one cover entry with its paper, 절수 from the cut table, 후가공 on the entry, 접지 on the spec', () => {
    const spec = customerSpecToStaffSpec(leaflet({ finishIds: [OPT.coating, OPT.folding] }), catalog, rates, 'OFF');
    expect(spec.printingList).toHaveLength(1);
    expect(spec.printingList[0]).toMatchObject({
      composition: 'COVER',
      printingType: 'OFF',
      dosu: '4/4',
      julsu: '8절',
      pageCount: null,
      isPostProcess: true,
      usePaperList: [{ rawItemId: PAPER.artGuk150, amount: null, wrongAmount: null }],
      postProcessList: [{ postProcessOption: [OPT.coating], postProcessOutsourcingId: null }],
      offPrintRemark: '고객 주문: 양면 컬러',
      digitalRemark: '',
    });
    expect(spec.isFoldingBinding).toBe(true);
    expect(spec.foldingBindingList).toEqual([
      { foldingBindingOption: [OPT.folding], foldingBindingOutsourcingId: null, foldingBindingRemark: '' },
    ]);
  });

  it('a brochure: 표지 with the cover paper, 내지 양면 in the same colour with its pages', () => {
    const spec = customerSpecToStaffSpec(
      leaflet({
        workType: 'BROCHURE',
        color: 'MONO',
        sides: 'SINGLE',
        innerPaperId: PAPER.mojoGuk80,
        innerPageCount: 160,
        finishIds: [OPT.perfectBinding],
      }),
      catalog,
      rates,
      'DIGITAL',
    );
    expect(spec.printingList.map((e) => [e.composition, e.dosu, e.pageCount, e.usePaperList[0]?.rawItemId])).toEqual([
      ['COVER', '1/0', null, PAPER.artGuk150],
      ['INNER', '1/1', 160, PAPER.mojoGuk80],
    ]);
    expect(spec.printingList.every((e) => e.printingType === 'DIGITAL')).toBe(true);
  });

  it('the staff order schema accepts every mapped spec (both printing types, every work type)', () => {
    for (const workType of ['LEAFLET', 'LEAFSHEET', 'BROCHURE'] as const)
      for (const type of ['OFF', 'DIGITAL'] as const) {
        const spec = customerSpecToStaffSpec(
          leaflet({
            workType,
            innerPaperId: workType === 'BROCHURE' ? PAPER.mojoGuk80 : null,
            innerPageCount: workType === 'BROCHURE' ? 32 : null,
            finishIds: [OPT.coating, OPT.saddleStitch],
          }),
          catalog,
          rates,
          type,
        );
        const parsed = OrderCreateSchema.safeParse({
          productName: '리플렛',
          buyerId: 1,
          amount: 100,
          numberCases: 1,
          ...spec,
        });
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
  });
});

describe('the price of the buyer’s answers', () => {
  it('is the engine’s price of the mapped spec, the cheaper printing type stated', () => {
    const price = priceCustomerSpec(leaflet(), catalog, rates);
    const again = estimate(estimateInputOf(price.spec, 4_000, catalog), rates);
    expect(price.estimate).toEqual(again);
    expect(price.estimate.missing).toEqual([]);
    expect(price.otherTotal).not.toBeNull();
    expect(price.estimate.total).toBeLessThanOrEqual(price.otherTotal!);
  });

  it('a few copies print digitally, many copies in offset', () => {
    const few = priceCustomerSpec(leaflet({ quantity: 50 }), catalog, rates);
    expect(few.printingType).toBe('DIGITAL');
    expect(few.note).toBe('인쇄 방식: 디지털 (소량에 유리)');
    const many = priceCustomerSpec(leaflet({ quantity: 20_000 }), catalog, rates);
    expect(many.printingType).toBe('OFF');
    expect(many.note).toBe('인쇄 방식: 옵셋 (대량에 유리)');
  });

  it('the price follows the quantity and the paper', () => {
    const a = priceCustomerSpec(leaflet({ quantity: 1_000 }), catalog, rates).estimate.total;
    const b = priceCustomerSpec(leaflet({ quantity: 3_000 }), catalog, rates).estimate.total;
    const c = priceCustomerSpec(leaflet({ quantity: 3_000, paperId: PAPER.mojoGuk80 }), catalog, rates).estimate.total;
    expect(b).toBeGreaterThan(a);
    expect(c).toBeLessThan(b);
  });

  it('a size the paper is not cut to is named missing, never priced as 0', () => {
    const price = priceCustomerSpec(leaflet({ paperId: PAPER.mojo46_80 }), catalog, rates);
    expect(price.estimate.missing.some((m) => m.includes("'A4'"))).toBe(true);
  });

  it('no paper chosen yet: the engine names it', () => {
    const price = priceCustomerSpec(leaflet({ paperId: null }), catalog, rates);
    expect(price.estimate.missing.join(' ')).toContain('용지가 선택되지 않았습니다');
  });
});

describe('the customer order body', () => {
  const body = (extra: Partial<CustomerOrderInput> = {}): CustomerOrderInput => ({
    productName: '매장 전단',
    workType: 'LEAFLET',
    finishedSize: 'A4',
    paperId: PAPER.artGuk150,
    sides: 'DOUBLE',
    color: 'COLOR',
    quantity: 4_000,
    finishIds: [OPT.coating],
    deliveryDate: '2026-07-01',
    remark: '빠른 배송 부탁드립니다',
    ...extra,
  });
  const messages = (input: unknown) => {
    const r = CustomerOrderCreateSchema.safeParse(input);
    return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts the buyer’s answers', () => {
    expect(messages(body())).toEqual({});
    expect(messages(body({ workType: 'BROCHURE', innerPaperId: PAPER.mojoGuk80, innerPageCount: 32 }))).toEqual({});
  });

  it('refuses any price-like key with the price message, and other keys as not in this form', () => {
    for (const key of ['price', 'totalPrice', 'supply', 'vat', 'priceOverride', 'confirmedTotal', 'estimate']) {
      const r = CustomerOrderCreateSchema.safeParse({ ...body(), [key]: 1 });
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toContain(M.priceNotAccepted);
    }
    const r = CustomerOrderCreateSchema.safeParse({ ...body(), dosu: '4/4' });
    expect(r.error!.issues[0]!.message).toBe('이 주문에는 입력할 수 없는 항목입니다.');
  });

  it('answers each wrong field in Korean', () => {
    expect(
      messages({
        ...body(),
        workType: 'OSP',
        paperId: null,
        quantity: 0,
        sides: 'X',
        color: undefined,
        finishedSize: '',
      }),
    ).toEqual({
      workType: M.workTypeRequired,
      paperId: M.paperRequired,
      quantity: M.quantityRequired,
      sides: M.sidesRequired,
      color: M.colorRequired,
      finishedSize: M.sizeRequired,
    });
    expect(messages(body({ workType: 'BROCHURE' }))).toEqual({
      innerPaperId: M.innerPaperRequired,
      innerPageCount: M.pageCountRequired,
    });
    expect(messages(body({ workType: 'BROCHURE', innerPaperId: 4, innerPageCount: 33 }))).toEqual({
      innerPageCount: M.pageCountInvalid,
    });
    expect(messages(body({ innerPaperId: 4 }))).toEqual({ innerPaperId: M.innerOnlyBrochure });
    expect(messages(body({ quantity: 10_000_001 }))).toEqual({ quantity: M.quantityTooLarge });
    expect(messages(body({ invoice: '123' }))).toHaveProperty('invoice');
  });
});
