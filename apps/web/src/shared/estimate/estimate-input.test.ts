import {
  blankPrintingSpec,
  estimate,
  printingSpecSchema,
  ratesAt,
  SAMPLE_OPTION_IDS as OPT,
  SAMPLE_PAPER_IDS as PAPER,
  SAMPLE_RATE_ROWS,
} from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { countOf, estimateInputOf, type SpecDraft } from './estimate-input';

const rates = ratesAt(SAMPLE_RATE_ROWS, '2026-06-01');

/** A staff leaflet form as the editor holds it: counts as typed text, the paper's name from the picker. */
const leaflet = (): SpecDraft => {
  const spec = blankPrintingSpec('staff');
  return {
    ...spec,
    finishedSize: ' a4 ',
    printingList: spec.printingList.map((e) => ({
      ...e,
      printingType: 'OFF' as const,
      dosu: '4/4',
      julsu: '',
      usePaperList: [{ rawItemId: PAPER.artGuk150, rawItemName: '아트지 150g', amount: '', wrongAmount: '' }],
      isPostProcess: true,
      postProcessList: [{ postProcessOption: [OPT.coating], postProcessOutsourcingId: null, postProcessRemark: '' }],
    })),
  };
};

describe('countOf', () => {
  it('reads typed whole numbers, commas and spaces allowed; anything else is nothing', () => {
    expect(countOf('1,200')).toBe(1200);
    expect(countOf(' 30 ')).toBe(30);
    expect(countOf(40)).toBe(40);
    expect(countOf('')).toBeNull();
    expect(countOf('12장')).toBeNull();
    expect(countOf('-3')).toBeNull();
    expect(countOf(1.5)).toBeNull();
    expect(countOf(null)).toBeNull();
  });
});

describe('estimateInputOf', () => {
  it('turns the form values into the same input the server prices the parsed spec with', () => {
    const draft = leaflet();
    const input = estimateInputOf(draft, { quantity: '1,000' });
    expect(input.quantity).toBe(1000);
    expect(input.finishedSize).toBe('a4');
    expect(input.names?.rawItems).toEqual({ [PAPER.artGuk150]: '아트지 150g' });
    // The server parses the body with the contract and prices the result: the same numbers come out.
    const parsed = printingSpecSchema('staff').parse(draft);
    const server = estimate({ ...parsed, quantity: 1000, names: input.names }, rates);
    const web = estimate(input, rates);
    expect(web.missing).toEqual([]);
    expect(web.total).toBeGreaterThan(0);
    expect(web).toEqual(server);
  });

  it('changes with the quantity and the paper', () => {
    const draft = leaflet();
    const thousand = estimate(estimateInputOf(draft, { quantity: '1000' }), rates).total;
    const twoThousand = estimate(estimateInputOf(draft, { quantity: '2000' }), rates).total;
    expect(twoThousand).toBeGreaterThan(thousand);
    const other = leaflet();
    other.printingList = other.printingList?.map((e) => ({
      ...e,
      usePaperList: [{ rawItemId: PAPER.mojoGuk80, rawItemName: '모조지 80g' }],
    }));
    expect(estimate(estimateInputOf(other, { quantity: '1000' }), rates).total).not.toBe(thousand);
  });

  it('drops 후가공 and 접지/제본 lists whose switch is off, as the contract does', () => {
    const draft = leaflet();
    draft.printingList = draft.printingList?.map((e) => ({ ...e, isPostProcess: false }));
    draft.isFoldingBinding = false;
    draft.foldingBindingList = [{ foldingBindingOption: [OPT.folding], foldingBindingOutsourcingId: null }];
    const input = estimateInputOf(draft, { quantity: '500' });
    expect(input.printingList[0]?.postProcessList).toEqual([]);
    expect(input.foldingBindingList).toEqual([]);
    expect(estimate(input, rates).lines.some((l) => l.kind === 'FINISHING')).toBe(false);
  });

  it('reads a brochure inner part’s typed page count; an empty one is one leaf per copy', () => {
    const draft = leaflet();
    const inner = { ...draft.printingList![0]!, composition: 'INNER' as const, pageCount: '32' };
    draft.workType = 'BROCHURE';
    draft.printingList = [{ ...draft.printingList![0]!, pageCount: '' }, inner];
    const input = estimateInputOf(draft, { quantity: '100' });
    expect(input.printingList.map((e) => e.pageCount)).toEqual([null, 32]);
  });

  it('prices nothing it cannot: no paper chosen is a missing line, not 0', () => {
    const draft = leaflet();
    draft.printingList = draft.printingList?.map((e) => ({ ...e, usePaperList: [] }));
    const result = estimate(estimateInputOf(draft, { quantity: '100' }), rates);
    expect(result.missing.length).toBeGreaterThan(0);
    expect(result.missing.join(' ')).toContain('용지');
  });
});
