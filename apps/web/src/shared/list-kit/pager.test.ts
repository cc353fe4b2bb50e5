import { describe, expect, it } from 'vitest';
import { totalLabel } from './pager';

const pageable = { number: 0, size: 10, totalPages: 100_000, totalElements: 1_000_000 };

describe('pager total', () => {
  it('says 총 for a counted total and 약 for the database estimate of a very long list', () => {
    expect(totalLabel({ ...pageable, totalExact: true })).toBe('총 1,000,000건');
    expect(totalLabel({ ...pageable, totalExact: false })).toBe('약 1,000,000건');
  });
});
