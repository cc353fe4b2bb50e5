import { estimate, ratesAt, SAMPLE_PAPER_IDS as PAPER, SAMPLE_RATE_ROWS, type Estimate } from '@scm/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EstimatePanel, type EstimatePanelProps } from './estimate-panel';
import { lineRate, signedWon, won } from './estimate-text';

const rates = ratesAt(SAMPLE_RATE_ROWS, '2026-06-01');
const priced: Estimate = estimate(
  {
    workType: 'LEAFLET',
    quantity: 1000,
    finishedSize: 'A4',
    printingList: [
      { composition: 'COVER', printingType: 'OFF', dosu: '4/4', usePaperList: [{ rawItemId: PAPER.artGuk150 }] },
    ],
  },
  rates,
);
const render = (props: EstimatePanelProps) =>
  renderToStaticMarkup(createElement(EstimatePanel, props))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('estimate text', () => {
  it('writes won with commas and signed differences', () => {
    expect(won(1234500)).toBe('1,234,500원');
    expect(signedWon(12000)).toBe('+12,000원');
    expect(signedWon(-3400)).toBe('−3,400원');
    expect(signedWon(0)).toBe('0원');
    expect(lineRate({ quantity: 4, unit: '판', unitPrice: 15000 })).toBe('4판 × 15,000원');
    expect(lineRate({ quantity: 1.21, unit: '연', unitPrice: 0 })).toBe('1.21연');
  });
});

describe('EstimatePanel', () => {
  it('shows the total under its title, supply and VAT, and every line with its formula', () => {
    expect(priced.missing).toEqual([]);
    const text = render({ estimate: priced, defaultExpanded: true });
    expect(text).toContain('예상 금액 · 부가세 포함');
    expect(text).toContain(won(priced.total));
    expect(text).toContain(`공급가액 ${won(priced.supply)} · 부가세 ${won(priced.vat)}`);
    expect(text).toContain(`계산 내역 ${priced.lines.length}개 항목`);
    for (const line of priced.lines) {
      expect(text).toContain(line.label);
      expect(text).toContain(line.formula);
    }
    expect(text).not.toContain('단가표에 없는 항목');
  });

  it('lists what could not be priced as a warning', () => {
    const incomplete = { ...priced, missing: ['용지 단가 없음: 아트지의 단가가 단가표에 없습니다. (본문)'] };
    const text = render({ estimate: incomplete });
    expect(text).toContain('단가표에 없는 항목이 1개 있어 금액이 완전하지 않습니다.');
    expect(text).toContain('용지 단가 없음: 아트지의 단가가 단가표에 없습니다. (본문)');
  });

  it('leads with the override, keeping the computed price and the reason beside it', () => {
    const override = { supply: 100_000, vat: 10_000, total: 110_000, reason: '단골 할인' };
    const text = render({ estimate: priced, override });
    expect(text).toContain('110,000원');
    expect(text).toContain(`계산 금액 ${won(priced.total)} → 청구 금액 110,000원`);
    expect(text).toContain('사유: 단골 할인');
  });

  it('shows the saved total beside the new one only when they differ', () => {
    expect(render({ estimate: priced, savedTotal: priced.total })).not.toContain('저장된 금액');
    const text = render({ estimate: priced, savedTotal: priced.total - 5000 });
    expect(text).toContain(`저장된 금액 ${won(priced.total - 5000)} → 새 금액 ${won(priced.total)} (+5,000원)`);
  });

  it('says the rates could not be read instead of showing a price', () => {
    expect(render({ estimate: null, failed: true })).toContain('단가표를 불러오지 못해');
  });
});
