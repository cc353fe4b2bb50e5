import { blankPrintingEntry, type PrintingEntry } from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { entryStages, optionNames, paperAmount } from './job-ticket-text';

const names = (id: number) => ({ 7: '한빛CTP', 8: '대성인쇄' })[id] ?? `#${id}`;
const entry = (patch: Partial<PrintingEntry>): PrintingEntry => ({
  ...(blankPrintingEntry('staff', 'COVER', 'OFF') as unknown as PrintingEntry),
  usePaperList: [],
  ...patch,
});

describe('job ticket text', () => {
  it('names the supplier of an outsourced offset stage and says 자체 for the in-house one', () => {
    const stages = entryStages(
      entry({ isOffCtpOutsourcing: true, offCtpOutsourcingId: 7, offCtpRemark: '판 2벌', offPrintOutsourcingId: 8 }),
      names,
    );
    expect(stages).toEqual([
      { label: 'CTP', worker: '외주 · 한빛CTP', remark: '판 2벌' },
      // A supplier left behind with the toggle off is not outsourcing.
      { label: '인쇄', worker: '자체', remark: '' },
    ]);
  });

  it('reads a rotary supplier without a toggle, and no stage for an unknown type', () => {
    expect(entryStages(entry({ printingType: 'ROTARY', rotaryOutsourcingId: 8 }), names)).toEqual([
      { label: '윤전 인쇄', worker: '외주 · 대성인쇄', remark: '' },
    ]);
    expect(entryStages(entry({ printingType: 'X' as PrintingEntry['printingType'] }), names)).toEqual([]);
  });

  it('writes options and amounts', () => {
    expect(optionNames([1, 9], new Map([[1, '코팅']]))).toBe('코팅, 옵션 #9');
    expect(paperAmount(12000, '매')).toBe('12,000 매');
    expect(paperAmount(null, '매')).toBe('-');
  });
});
