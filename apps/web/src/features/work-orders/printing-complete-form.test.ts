import { describe, expect, it } from 'vitest';
import type { WorkOrderDetail } from '@scm/contract';
import {
  CONFIRM_SHORTAGE_REQUIRED,
  initialLines,
  isShort,
  printingCompleteFormSchema,
  stockCheck,
} from './printing-complete-form';

const paper = (rawItemId: number, amount: number, wrongAmount: number) => ({
  rawItemId,
  itemName: `용지${rawItemId}`,
  itemUnit: '매',
  amount,
  wrongAmount,
});
const turn = (over: Partial<WorkOrderDetail['progresses'][number]>) =>
  ({
    id: 7,
    finishedAt: null,
    facilityId: null,
    facilityName: null,
    producedQuantity: null,
    ...over,
  }) as WorkOrderDetail['progresses'][number];

describe('printing complete form', () => {
  it('prefills the spec, the first line from the machine count when it has counted', () => {
    const job = { usePaperList: [paper(1, 1000, 20), paper(2, 50, 0)], workProgressId: 7 };
    expect(initialLines({ ...job, progresses: [turn({})] }).map((l) => l.amount)).toEqual(['1000', '50']);
    expect(
      initialLines({
        ...job,
        progresses: [turn({ facilityId: 3, facilityName: '1호기', producedQuantity: 1180 })],
      }).map((l) => [l.amount, l.wrongAmount]),
    ).toEqual([
      ['1180', '20'],
      ['50', '0'],
    ]);
    // A count of 0 (or a finished turn) leaves the spec.
    expect(initialLines({ ...job, progresses: [turn({ facilityId: 3, producedQuantity: 0 })] })[0]!.amount).toBe(
      '1000',
    );
  });

  it('sums an item over its lines against the stock on hand', () => {
    const check = stockCheck(
      [
        { rawItemId: 1, amount: '600', wrongAmount: '20' },
        { rawItemId: 1, amount: '1,000', wrongAmount: '' },
        { rawItemId: 2, amount: '5', wrongAmount: '0' },
      ],
      new Map([
        [1, 1500],
        [2, 10],
      ]),
    );
    expect(check.get(1)).toEqual({ onHand: 1500, needed: 1620, shortfall: 120 });
    expect(check.get(2)).toEqual({ onHand: 10, needed: 5, shortfall: 0 });
    expect(isShort(check)).toBe(true);
  });

  it('requires the confirmation only when short, and sends whole numbers', () => {
    const schema = printingCompleteFormSchema(new Map([[1, 100]]));
    const line = { rawItemId: 1, itemName: '아트지', unit: '매', amount: '90', wrongAmount: '5' };
    expect(schema.parse({ lines: [line], confirmShortage: false })).toEqual({
      usedPaperList: [{ rawItemId: 1, amount: 90, wrongAmount: 5 }],
      confirmShortage: false,
    });
    const short = schema.safeParse({ lines: [{ ...line, amount: '1,200' }], confirmShortage: false });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmShortage', CONFIRM_SHORTAGE_REQUIRED],
    ]);
    expect(schema.safeParse({ lines: [{ ...line, amount: '1,200' }], confirmShortage: true }).success).toBe(true);
    const bad = schema.safeParse({ lines: [{ ...line, amount: '-3', wrongAmount: '' }], confirmShortage: false });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.amount', 'lines.0.wrongAmount']);
  });
});
