import { describe, expect, it } from 'vitest';
import { withSeparators } from './won-text';

describe('WonField typing', () => {
  it('puts thousands separators into typed digits', () => {
    expect(withSeparators('1234000')).toBe('1,234,000');
    expect(withSeparators('1,2340')).toBe('12,340');
    expect(withSeparators('0')).toBe('0');
  });

  it('leaves anything that is not a whole amount as typed, for the schema to answer', () => {
    expect(withSeparators('')).toBe('');
    expect(withSeparators('-500')).toBe('-500');
    expect(withSeparators('12.5')).toBe('12.5');
    expect(withSeparators('만원')).toBe('만원');
  });
});
