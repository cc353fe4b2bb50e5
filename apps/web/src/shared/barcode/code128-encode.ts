import JsBarcode from 'jsbarcode';

/**
 * The modules of a Code-128 symbol ('1' bar, '0' space, one character per module width), quiet zones excluded:
 * start, data (jsbarcode picks code sets A/B/C and switches for digit runs), checksum and stop. null when the value
 * cannot be encoded (empty, or characters outside ASCII).
 */
export function code128Modules(value: string): string | null {
  if (value === '') return null;
  let valid = true;
  // The object renderer computes the encoding without a DOM.
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128', valid: (ok) => (valid = ok) });
  if (!valid || !target.encodings) return null;
  return target.encodings.map((e) => e.data).join('');
}

/** The bars of a module string: where each bar starts and how many modules wide it is. */
export function code128Bars(modules: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = [];
  for (const run of modules.matchAll(/1+/g)) bars.push({ x: run.index, width: run[0].length });
  return bars;
}
