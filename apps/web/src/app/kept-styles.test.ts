import { describe, expect, it } from 'vitest';
import { parseKept, trimKept } from './kept-styles';

const kept = (entries: [string, string][]) => new Map(entries);

describe('parseKept', () => {
  it('reads the names and rules an earlier load saved, in their order', () => {
    const raw = JSON.stringify({
      v: 1,
      names: ['1abc', 'xyz-2'],
      rules: ['.css-1abc{color:red;}', '.css-xyz-2{margin:0;}'],
    });
    expect([...parseKept(raw)]).toEqual([
      ['1abc', '.css-1abc{color:red;}'],
      ['xyz-2', '.css-xyz-2{margin:0;}'],
    ]);
  });

  it.each([
    ['nothing saved', null],
    ['cut-off JSON', '{"v":1,"names":["x"'],
    ['another format', JSON.stringify({ v: 2, names: ['a'], rules: ['.a{}'] })],
    ['names that are not a list', JSON.stringify({ v: 1, names: 'a', rules: ['.a{}'] })],
    ['not an object', '"text"'],
  ])('counts %s as nothing kept', (_, raw) => {
    expect(parseKept(raw).size).toBe(0);
  });

  it('skips a name that could break the style element’s attribute, or one without rules', () => {
    const raw = JSON.stringify({ v: 1, names: ['good', 'bad name"', 'norules'], rules: ['.css-good{}', '.x{}'] });
    expect([...parseKept(raw).keys()]).toEqual(['good']);
  });
});

describe('trimKept', () => {
  it('keeps everything under the limit', () => {
    expect(
      trimKept(
        kept([
          ['a', '.a{}'],
          ['b', '.b{}'],
        ]),
        100,
      ),
    ).toEqual({ v: 1, names: ['a', 'b'], rules: ['.a{}', '.b{}'] });
  });

  it('drops the oldest names first until the rest fits', () => {
    const map = kept([
      ['old', 'x'.repeat(50)],
      ['mid', 'y'.repeat(30)],
      ['new', 'z'.repeat(30)],
    ]);
    const out = trimKept(map, 70);
    expect(out.names).toEqual(['mid', 'new']);
    expect(out.rules.join('').length + out.names.join('').length).toBeLessThanOrEqual(70);
  });

  it('saves nothing when even the newest alone is too big', () => {
    expect(trimKept(kept([['big', 'x'.repeat(200)]]), 100)).toEqual({ v: 1, names: [], rules: [] });
  });

  it('round-trips through parseKept', () => {
    const map = kept([
      ['1a', '.css-1a{color:red;}'],
      ['2b', '@media (min-width:600px){.css-2b{padding:8px;}}'],
    ]);
    expect(parseKept(JSON.stringify(trimKept(map)))).toEqual(map);
  });
});
