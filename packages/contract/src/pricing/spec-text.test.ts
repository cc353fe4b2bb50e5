import { describe, expect, it } from 'vitest';
import { parseDosu, parseJulsu } from './spec-text.js';

describe('parseDosu', () => {
  it.each([
    ['4/4', 4, 4],
    ['4/0', 4, 0],
    [' 4 / 1 ', 4, 1],
    ['4+4', 4, 4],
    ['1/1도', 1, 1],
    ['4도', 4, 0],
    ['4', 4, 0],
    ['단면 1도', 1, 0],
    ['양면 4도', 4, 4],
    ['양면4도', 4, 4],
    ['컬러', 4, 0],
    ['양면 컬러', 4, 4],
    ['흑백', 1, 0],
    ['먹1도', 1, 0],
    ['４／４', 4, 4],
    ['5/5', 5, 5],
  ])('reads %j as %i/%i', (text, front, back) => {
    expect(parseDosu(text)).toEqual({ front, back });
  });

  it.each([null, undefined, '', '  ', '0/0', '0', '4/', '/4', '사도', '4-4', '13/0', '4//4', 'abc'])(
    'cannot read %j',
    (text) => {
      expect(parseDosu(text)).toBeNull();
    },
  );
});

describe('parseJulsu', () => {
  it.each([
    ['8절', 8, null],
    ['8', 8, null],
    ['16 절', 16, null],
    ['국8절', 8, 'GUK'],
    ['국전 8절', 8, 'GUK'],
    ['46 16절', 16, 'SAYUK'],
    ['4×6전지 16절', 16, 'SAYUK'],
    ['46전지 32절', 32, 'SAYUK'],
    ['전지', 1, null],
    ['국전지', 1, 'GUK'],
    ['2절', 2, null],
  ])('reads %j as %i pieces (%s)', (text, pieces, parentSheet) => {
    expect(parseJulsu(text)).toEqual({ pieces, parentSheet });
  });

  it.each([null, undefined, '', '절', '0절', '300절', '팔절', '8절지요', 'A4', '-8'])('cannot read %j', (text) => {
    expect(parseJulsu(text)).toBeNull();
  });
});
