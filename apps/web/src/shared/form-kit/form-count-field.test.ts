import { describe, expect, it } from 'vitest';
import { countCharacters } from './form-count-field';

describe('countCharacters', () => {
  it('keeps digits and thousands separators and drops everything else typed', () => {
    expect(countCharacters('1,200')).toBe('1,200');
    expect(countCharacters('12a0-0 매')).toBe('1200');
    expect(countCharacters('-5.5')).toBe('55');
    expect(countCharacters('')).toBe('');
  });
});
