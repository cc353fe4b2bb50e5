import { describe, expect, it } from 'vitest';
import { code128Bars, code128Modules } from './code128-encode';

/** The Code-128 symbol table (ISO/IEC 15417): bar/space widths of values 0–105; 106 is the stop. */
const WIDTHS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];
const CODE_C = 99;
const CODE_B = 100;
const CODE_A = 101;
const START_B = 104;
const START_C = 105;

/** Run lengths of a module string: '1101' → '211'. */
const widthsOf = (modules: string) => (modules.match(/(1+|0+)/g) ?? []).map((r) => r.length).join('');

/** Reads a module string back with the table above: the symbol values, checksum checked, and the text. */
function decode(modules: string) {
  const symbols: number[] = [];
  for (let i = 0; i < modules.length - 13; i += 11) symbols.push(WIDTHS.indexOf(widthsOf(modules.slice(i, i + 11))));
  const stop = widthsOf(modules.slice(-13));
  const [start, ...rest] = symbols;
  const checksum = rest.pop();
  const sum = rest.reduce((acc, v, i) => acc + v * (i + 1), start ?? 0) % 103;
  let set = start === START_C ? 'C' : 'B';
  let text = '';
  for (const v of rest) {
    if (v === CODE_C) set = 'C';
    else if (v === CODE_B) set = 'B';
    else if (v === CODE_A) set = 'A';
    else if (set === 'C') text += String(v).padStart(2, '0');
    // Sets A and B share the printable characters below value 64 (A has control codes above, B lower case).
    else text += String.fromCharCode(set === 'A' && v >= 64 ? v - 64 : v + 32);
  }
  return { symbols, start, stopOk: stop === WIDTHS[106], checksumOk: checksum === sum, text };
}

describe('code128Modules', () => {
  it('encodes an order number as start, data, a correct checksum and the stop', () => {
    const modules = code128Modules('P2611-0001');
    expect(modules).not.toBeNull();
    const read = decode(modules ?? '');
    expect(read.symbols).not.toContain(-1);
    expect(read.start).toBe(START_B);
    expect(read.text).toBe('P2611-0001');
    expect(read.checksumOk).toBe(true);
    expect(read.stopOk).toBe(true);
    // Start B, then 'P' (value 48, widths 313121), as the table says.
    expect(modules?.slice(0, 22)).toBe('11010010000' + '11101110110');
    // Every symbol is 11 modules, the stop 13.
    expect(((modules?.length ?? 0) - 13) % 11).toBe(0);
  });

  it('packs a digit run in code set C', () => {
    const read = decode(code128Modules('20261122') ?? '');
    expect(read.start).toBe(START_C);
    expect(read.symbols.slice(1, 5)).toEqual([20, 26, 11, 22]);
    expect(read.text).toBe('20261122');
    expect(read.checksumOk).toBe(true);
  });

  it('refuses what Code-128 cannot carry', () => {
    expect(code128Modules('')).toBeNull();
    expect(code128Modules('주문')).toBeNull();
  });
});

describe('code128Bars', () => {
  it('turns runs of bar modules into rectangles', () => {
    expect(code128Bars('1101001')).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 1 },
    ]);
  });
});
