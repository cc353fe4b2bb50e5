import { describe, expect, it } from 'vitest';
import { hyphenateBusinessNumber } from './business-number-field';

describe('hyphenateBusinessNumber', () => {
  it('puts the hyphens where the digits reach them', () => {
    expect(hyphenateBusinessNumber('220')).toBe('220');
    expect(hyphenateBusinessNumber('2208')).toBe('220-8');
    expect(hyphenateBusinessNumber('22081')).toBe('220-81');
    expect(hyphenateBusinessNumber('2208162517')).toBe('220-81-62517');
    expect(hyphenateBusinessNumber('220-81-62517')).toBe('220-81-62517');
    expect(hyphenateBusinessNumber('220 81 62517')).toBe('220-81-62517');
  });

  it('leaves what it cannot read as typed, so the check names the problem', () => {
    expect(hyphenateBusinessNumber('22O-81')).toBe('22O-81');
    expect(hyphenateBusinessNumber('12345678901')).toBe('12345678901');
    expect(hyphenateBusinessNumber('')).toBe('');
  });
});
