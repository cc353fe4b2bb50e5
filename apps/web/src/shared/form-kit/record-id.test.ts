import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id';

describe('parseRecordId', () => {
  it('accepts positive whole numbers written in digits only', () => {
    expect(parseRecordId('7')).toBe(7);
    expect(parseRecordId('123456')).toBe(123456);
  });
  it.each(['0', '-1', '1.5', '1e2', ' 7', 'abc', '', '99999999999999999999'])('refuses %j', (raw) => {
    expect(parseRecordId(raw)).toBeNull();
  });
  it('refuses a missing parameter', () => expect(parseRecordId(undefined)).toBeNull());
});
