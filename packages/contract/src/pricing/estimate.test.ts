import { describe, expect, it } from 'vitest';
import { spoilageSheets } from './charges.js';
import { estimate } from './estimate.js';
import type { Estimate, EstimateEntry, EstimateInput } from './estimate-types.js';
import { printingSpecSchema, type PrintingSpecValues } from '../printing-spec/schema.js';
import { ratesAt } from './rate-set.js';
import type { RateRow } from './rates.js';
import { SAMPLE_OPTION_IDS as OPT, SAMPLE_PAPER_IDS as PAPER, SAMPLE_RATE_ROWS } from './sample-rates.js';

const DAY = '2026-06-01';
const rates = ratesAt(SAMPLE_RATE_ROWS, DAY);

const offset = (extra: Partial<EstimateEntry> = {}): EstimateEntry => ({
  composition: 'COVER',
  printingType: 'OFF',
  dosu: '4/4',
  julsu: '8절',
  usePaperList: [{ rawItemId: PAPER.artGuk150 }],
  ...extra,
});
const line = (e: Estimate, label: string) => {
  const found = e.lines.find((l) => l.label.startsWith(label));
  if (!found) throw new Error(`no line ${label} in ${e.lines.map((l) => l.label).join(' | ')}`);
  return found;
};
const expectWhole = (e: Estimate) => {
  expect(e.missing).toEqual([]);
  for (const l of e.lines) expect(Number.isInteger(l.amount) && l.amount >= 0).toBe(true);
  expect(e.subtotal).toBe(e.lines.reduce((s, l) => s + l.amount, 0));
  expect(e.vat).toBe(Math.floor(e.supply / 10));
  expect(e.total).toBe(e.supply + e.vat);
};

describe('a 160-page book of 500 copies (no spoilage, to see the bare arithmetic)', () => {
  // Spoilage 0 and no make-ready, so the paper line is the bare sheet count.
  const bare = ratesAt(
    [
      ...SAMPLE_RATE_ROWS.filter((r) => r.kind !== 'SPOILAGE' && r.kind !== 'MAKE_READY'),
      { kind: 'SPOILAGE', effectiveFrom: '2026-01-01', printingType: 'OFF', fromSheets: 0, percentBp: 0 },
      { kind: 'MAKE_READY', effectiveFrom: '2026-01-01', printingType: 'OFF', sheetsPerPlate: 0 },
    ],
    DAY,
  );
  const book = (paper: number, finishedSize: string): EstimateInput => ({
    workType: 'BROCHURE',
    quantity: 500,
    printingList: [
      offset({ dosu: '', julsu: '', printingType: 'NO_PRINT', usePaperList: [] }),
      offset({
        composition: 'INNER',
        dosu: '1/1',
        julsu: '',
        finishedSize,
        pageCount: 160,
        usePaperList: [{ rawItemId: paper }],
      }),
    ],
  });

  it('needs 10연 on 국전지 (A4, 국전 8절)', () => {
    // A 국전지 cut 8 ways gives 8 A4 leaves; a leaf carries 2 pages (front and back) → 16 pages a sheet.
    // 160 pages ÷ 16 = 10 sheets a copy (10대); 500 copies × 10 = 5,000 sheets; 5,000 ÷ 500 = 10연.
    const e = estimate(book(PAPER.mojoGuk80, 'A4'), bare);
    const paper = line(e, '용지: 내지 1');
    expect(paper.quantity).toBe(10);
    expect(paper.unit).toBe('연');
    expect(paper.amount).toBe(10 * 27_300);
    expect(paper.formula).toContain('500부 × (160쪽 ÷ 2 = 80장) ÷ 8절 = 5,000매');
    // 10대 × 1/1 = 20 plates.
    expect(line(e, '소부(CTP): 내지 1').quantity).toBe(20);
  });

  it('needs 5연 on 46전지 (B5, 46전지 16절)', () => {
    // A 46전지 cut 16 ways gives 16 B5 leaves = 32 pages a sheet; 160 ÷ 32 = 5 sheets a copy;
    // 500 × 5 = 2,500 sheets = 5연.
    const e = estimate(book(PAPER.mojo46_80, 'B5'), bare);
    const paper = line(e, '용지: 내지 1');
    expect(paper.quantity).toBe(5);
    expect(paper.amount).toBe(5 * 38_500);
    expect(line(e, '소부(CTP): 내지 1').quantity).toBe(10);
  });
});

describe('worked examples on the sample rate table', () => {
  it('a 4/4 offset leaflet of 4,000 A4 on 국전 8절', () => {
    const e = estimate({ workType: 'LEAFLET', quantity: 4000, printingList: [offset()] }, rates);
    expectWhole(e);
    // 4,000 ÷ 8 = 500 sheets; 파지 5% = 25; 8 plates × 10 make-ready sheets = 80 → 605 sheets = 1.21연.
    const paper = line(e, '용지: 본문');
    expect(paper.formula).toBe(
      '용지: 본문 4,000부 ÷ 8절 = 500매 + 파지 5% 25매 + 판걸이 8판 × 10매 = 605매 → 1.21연 × 49,940원 = 60,428원',
    );
    expect(paper.amount).toBe(60_428); // ⌈605 × 49,940 ÷ 500⌉ = ⌈60,427.4⌉
    expect(line(e, '소부(CTP)').amount).toBe(8 * 12_000);
    expect(line(e, '옵셋 인쇄').amount).toBe(96_800); // 605 × 8도 × 10,000 ÷ 500
    expect(line(e, '이윤').amount).toBe(25_323); // ⌈253,228 × 10%⌉
    expect(e.subtotal).toBe(278_551);
    expect(e.supply).toBe(278_500); // 100원 미만 절사
    expect(e.vat).toBe(27_850);
    expect(e.total).toBe(306_350);
  });

  it('a short offset run pays the minimum run charge', () => {
    const e = estimate({ workType: 'LEAFLET', quantity: 400, printingList: [offset({ dosu: '1/0' })] }, rates);
    expectWhole(e);
    // 400 ÷ 8 = 50 + 파지 3 + 1판 × 10 = 63 sheets; 63 × 1도 × 10,000 ÷ 500 = 1,260 → 최소 80,000.
    expect(line(e, '옵셋 인쇄').amount).toBe(80_000);
    expect(line(e, '옵셋 인쇄').formula).toContain('최소 인쇄비 80,000원');
  });

  it('a digital job: 200 A4 4/0 on SRA3 (2 up), priced per click plus make-ready', () => {
    const e = estimate(
      {
        workType: 'LEAFSHEET',
        quantity: 200,
        finishedSize: 'A4',
        printingList: [offset({ printingType: 'DIGITAL', dosu: '4/0', julsu: '', usePaperList: [{ rawItemId: 3 }] })],
      },
      rates,
    );
    expectWhole(e);
    // 200 ÷ 2 = 100 sheets + 2% = 102 sheets × 150원; 102 single-sided colour clicks × 300원; make-ready 5,000.
    expect(line(e, '용지').amount).toBe(15_300);
    expect(line(e, '디지털 인쇄(컬러)').amount).toBe(30_600);
    expect(line(e, '디지털 준비비').amount).toBe(5_000);
    expect(line(e, '이윤').amount).toBe(7_635); // 50,900 × 15%
    expect(e.supply).toBe(58_500);
    expect(e.total).toBe(64_350);
  });

  it('a digital mono two-sided job counts two clicks a sheet', () => {
    const e = estimate(
      {
        workType: 'LEAFSHEET',
        quantity: 100,
        printingList: [
          offset({ printingType: 'DIGITAL', dosu: '1/1', julsu: '2절', usePaperList: [{ rawItemId: 3 }] }),
        ],
      },
      rates,
    );
    // 50 + ⌈1⌉ = 51 sheets × 2 sides × 60원.
    expect(line(e, '디지털 인쇄(흑백)').amount).toBe(51 * 2 * 60);
  });

  it('a rotary job: 100,000 A4 4/4, 16 up, with marginal spoilage bands', () => {
    const e = estimate(
      {
        workType: 'LEAFLET',
        quantity: 100_000,
        printingList: [offset({ printingType: 'ROTARY', julsu: '16절', usePaperList: [{ rawItemId: 4 }] })],
      },
      rates,
    );
    expectWhole(e);
    // 100,000 ÷ 16 = 6,250; 파지 5,000 × 3% + 1,250 × 1.5% = 168.75 → 169; 8판 × 50 = 400 → 6,819 impressions.
    expect(line(e, '용지').formula).toContain('6,250매 + 파지 구간별 169매 + 판걸이 8판 × 50매 = 6,819매');
    expect(line(e, '용지').amount).toBe(372_318);
    expect(line(e, '소부(CTP)').amount).toBe(96_000);
    expect(line(e, '윤전 인쇄').amount).toBe(102_285); // ⌈6,819 × 15,000 ÷ 1,000⌉
    expect(e.supply).toBe(627_600);
    expect(e.vat).toBe(62_760);
  });

  it('a brochure: cover and 160 inner pages, coating and perfect binding', () => {
    const e = estimate(
      {
        workType: 'BROCHURE',
        quantity: 500,
        printingList: [
          offset({
            dosu: '4/0',
            julsu: '국4절',
            postProcessList: [{ postProcessOption: [OPT.coating] }],
          }),
          offset({
            composition: 'INNER',
            dosu: '1/1',
            julsu: '',
            finishedSize: 'A4',
            pageCount: 160,
            usePaperList: [{ rawItemId: PAPER.mojoGuk80 }],
          }),
        ],
        foldingBindingList: [{ foldingBindingOption: [OPT.perfectBinding] }],
        names: { options: { [OPT.coating]: '코팅', [OPT.perfectBinding]: '무선제본' } },
      },
      rates,
    );
    expectWhole(e);
    // Cover: 125 + 7 + 4판 × 10 = 172 sheets; inner: 5,000 + 250 + 20판 × 10 = 5,450 sheets.
    expect(line(e, '용지: 표지').amount).toBe(17_180);
    expect(line(e, '옵셋 인쇄: 표지').amount).toBe(80_000);
    expect(line(e, '코팅: 표지').amount).toBe(35_000); // 20,000 + 500 × 30,000 ÷ 1,000
    expect(line(e, '용지: 내지 1').amount).toBe(297_570);
    expect(line(e, '소부(CTP): 내지 1').amount).toBe(240_000);
    expect(line(e, '옵셋 인쇄: 내지 1').amount).toBe(218_000);
    expect(line(e, '무선제본').amount).toBe(205_000); // 30,000 + 500 × 350
    expect(line(e, '이윤').amount).toBe(136_890); // 1,140,750 × 12%
    expect(e.supply).toBe(1_277_600);
    expect(e.total).toBe(1_405_360);
  });

  it('a bag order: 1,000 8-cut bags with 8 advertiser slots', () => {
    const e = estimate(
      {
        workType: 'SHOPBAG',
        quantity: 1000,
        printingList: [{ composition: 'COVER', printingType: 'NO_PRINT', dosu: '', julsu: '' }],
        shopbag: { shopbagType: 'EIGHT', slots: 8 },
      },
      rates,
    );
    expectWhole(e);
    expect(line(e, '쇼핑백 제작(8컷)').amount).toBe(350_000);
    expect(line(e, '광고 슬롯').amount).toBe(400_000);
    expect(e.supply).toBe(825_000);
    expect(e.total).toBe(907_500);
  });

  it('outsourcing: CTP and offset printing by supplier 7, coating by supplier 8, each with its margin', () => {
    const e = estimate(
      {
        workType: 'LEAFLET',
        quantity: 4000,
        printingList: [
          offset({
            isOffCtpOutsourcing: true,
            offCtpOutsourcingId: 7,
            isOffPrintOutsourcing: true,
            offPrintOutsourcingId: 7,
            postProcessList: [{ postProcessOption: [OPT.coating], postProcessOutsourcingId: 8 }],
          }),
        ],
        names: { sellers: { 7: '대한인쇄', 8: '서울코팅' } },
      },
      rates,
    );
    expectWhole(e);
    expect(line(e, '외주 소부(CTP)').amount).toBe(79_200); // 8판 × 9,000 + 10%
    const print = line(e, '외주 옵셋 인쇄');
    expect(print.amount).toBe(103_500); // (30,000 + ⌈605 × 8 ÷ 500⌉ = 10색연 × 6,000) + 15%
    expect(print.formula).toContain('대한인쇄');
    expect(line(e, '외주 후가공').amount).toBe(138_000); // (15,000 + 4,000 × 25,000 ÷ 1,000) + 20%
    // Only the in-house paper carries the leaflet margin: ⌈60,428 × 10%⌉.
    expect(line(e, '이윤').amount).toBe(6_043);
    expect(e.supply).toBe(387_100);
    expect(e.total).toBe(425_810);
  });

  it('기타 인쇄 (OSP) is the supplier price plus its margin', () => {
    const e = estimate(
      {
        workType: 'OSP',
        quantity: 300,
        printingList: [{ composition: 'COVER', printingType: 'OSP_PRINT', ospOutsourcingId: 9 }],
      },
      rates,
    );
    expectWhole(e);
    expect(line(e, '외주 기타 인쇄').amount).toBe(40_800); // (10,000 + 300 × 80) + 20%
    expect(e.total).toBe(44_880);
  });
});

describe('what the engine cannot price it says, never a silent 0', () => {
  it('names every missing rate on an empty table', () => {
    const e = estimate({ workType: 'LEAFLET', quantity: 4000, printingList: [offset()] }, ratesAt([], DAY));
    expect(e.lines).toEqual([]);
    expect(e.missing).toEqual([
      "용지 단가 없음: '원자재 #1'의 단가가 단가표에 없습니다. (본문)",
      '파지율 없음: 옵셋의 파지율(0매부터)이 단가표에 없습니다.',
      '판걸이 파지 없음: 옵셋의 판당 파지 매수가 단가표에 없습니다.',
      '소부(CTP) 단가 없음: 판당 단가가 단가표에 없습니다.',
      '옵셋 인쇄 단가 없음: 연당·도당 인쇄단가가 단가표에 없습니다.',
      '이윤율 없음: 전단의 이윤율이 단가표에 없습니다.',
      '단수 조정 단위 없음: 단가표에 단수 조정 단위(예: 100원)를 입력해주세요.',
    ]);
  });

  it('says when 도수 or 절수 cannot be read', () => {
    const e = estimate(
      { workType: 'LEAFLET', quantity: 100, printingList: [offset({ dosu: '사도', julsu: '팔절' })] },
      rates,
    );
    expect(e.missing).toContain("본문: 도수 '사도'를 읽을 수 없습니다. (예: 4/4, 4/0, 양면 4도)");
    expect(e.missing).toContain("본문: 절수 '팔절'를 읽을 수 없습니다. (예: 8절, 국8절, 46 16절)");
  });

  it('names a missing finishing, 절수, outsourcing, paper choice and bag rate', () => {
    const e = estimate(
      {
        workType: 'BROCHURE',
        quantity: 100,
        printingList: [
          offset({ julsu: '', finishedSize: 'A6', postProcessList: [{ postProcessOption: [99] }] }),
          offset({ composition: 'INNER', pageCount: 8, usePaperList: [] }),
        ],
        foldingBindingList: [{ foldingBindingOption: [OPT.saddleStitch], foldingBindingOutsourcingId: 42 }],
      },
      rates,
    );
    expect(e.missing).toEqual([
      "절수 없음: 국전지에서 'A6'의 절수가 단가표에 없습니다.",
      "후가공/제본 단가 없음: '옵션 #99'의 단가가 단가표에 없습니다. (표지)",
      '내지 1: 용지가 선택되지 않았습니다.',
      '외주 단가 없음: 외주처 #42의 접지/제본 단가가 단가표에 없습니다. (옵션 #5)',
    ]);
    const sheet = estimate({ workType: 'LEAFLET', quantity: 100, printingList: [offset({ julsu: '46 16절' })] }, rates);
    expect(sheet.missing).toEqual(["본문: 절수 '46 16절'는 46전지 기준인데 용지는 국전지입니다."]);
    const bag = estimate({ workType: 'SHOPBAG', quantity: 10, printingList: [] }, rates);
    expect(bag.missing).toContain('쇼핑백: 유형(4/8/12컷)과 광고 슬롯 수가 없습니다.');
  });
});

describe('spoilageSheets', () => {
  const bands = [
    { fromSheets: 0, percentBp: 1000 },
    { fromSheets: 1000, percentBp: 500 },
  ];
  it('applies bands marginally, so a longer run never spoils fewer sheets', () => {
    expect(spoilageSheets(bands, 999)).toBe(100); // ⌈99.9⌉
    expect(spoilageSheets(bands, 1000)).toBe(100);
    expect(spoilageSheets(bands, 3000)).toBe(200); // 1,000 × 10% + 2,000 × 5%
    expect(spoilageSheets(bands, 0)).toBe(0);
  });
});

describe('rates resolved for a date price an order with the rates of that date', () => {
  it('a later plate price does not change an estimate made for an earlier date', () => {
    const later: RateRow[] = [
      ...SAMPLE_RATE_ROWS,
      { kind: 'PLATE', effectiveFrom: '2026-09-01', pricePerPlate: 20_000 },
    ];
    const input: EstimateInput = { workType: 'LEAFLET', quantity: 4000, printingList: [offset()] };
    expect(estimate(input, ratesAt(later, DAY)).total).toBe(306_350);
    expect(line(estimate(input, ratesAt(later, '2026-09-01')), '소부').amount).toBe(160_000);
  });
});

describe('the spec as an order holds it', () => {
  it('a parsed staff spec and a parsed bag spec go to the engine as they are', () => {
    const staff: PrintingSpecValues<'staff'> = printingSpecSchema('staff').parse({
      workType: 'LEAFLET',
      printingList: [
        {
          composition: 'COVER',
          printingType: 'OFF',
          dosu: '4/4',
          julsu: '8절',
          usePaperList: [{ rawItemId: PAPER.artGuk150, rawItemName: '아트지 150g', amount: null, wrongAmount: null }],
        },
      ],
    });
    expect(estimate({ ...staff, quantity: 4000 }, rates).total).toBe(306_350);
    const bag: PrintingSpecValues<'shopbag'> = printingSpecSchema('shopbag').parse({
      workType: 'SHOPBAG',
      printingList: [{ composition: 'COVER', printingType: 'NO_PRINT' }],
    });
    const e = estimate({ ...bag, quantity: 1000, shopbag: { shopbagType: 'EIGHT', slots: 8 } }, rates);
    expect(e.total).toBe(907_500);
  });
});
