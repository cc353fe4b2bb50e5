import { describe, expect, it } from 'vitest';
import { rowNumber } from './notification-columns';

describe('the notification centre numbers rows by their place in the list', () => {
  it('counts on across pages: page × size + index + 1', () => {
    expect(rowNumber({ number: 0, size: 10 }, 0)).toBe(1);
    expect(rowNumber({ number: 0, size: 10 }, 9)).toBe(10);
    expect(rowNumber({ number: 2, size: 20 }, 4)).toBe(45);
  });
  it('starts at 1 while there is no page yet', () => {
    expect(rowNumber(null, 0)).toBe(1);
  });
});
