import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/* scripts/arch.mjs (npm run arch): its import parsing, graph and cycle functions, on made-up files. */
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/arch.mjs');
type Edges = Map<string, number>;
/** What the test uses of the plain .mjs script (it has no types). */
interface Arch {
  importSources(text: string): string[];
  buildGraph(files: { file: string; text: string }[], nodeOf: (p: string) => string | undefined): Edges;
  twoWayPairs(edges: Edges): string[];
  cycles(edges: Edges): string[][];
  report(title: string, edges: Edges, allowed: Set<string>): { text: string; refused: string[] };
  ALLOWED_SERVER_CYCLES: Set<string>;
}
let arch: Arch;

beforeAll(async () => {
  arch = (await import(pathToFileURL(script).href)) as Arch;
});

const M = '/repo/apps/server/src/modules';
const file = (name: string, ...imports: string[]) => ({
  file: `${M}/${name}`,
  text: imports.map((s, i) => `import { x${i} } from '${s}';`).join('\n'),
});
const nodeOf = (p: string) => (p.startsWith(`${M}/`) ? p.slice(M.length + 1).split('/')[0] : undefined);

describe('npm run arch', () => {
  it('reads every relative import form, across lines, and skips packages and comments', () => {
    const text = [
      "import type { A } from './a';",
      'import {\n  b,\n  c,\n} from "../b";',
      "export { d } from '../d/index';",
      "export * from './e';",
      "import './f';",
      "const g = () => import('../g');",
      "import { z } from 'zod';",
      "// import { h } from '../h';",
      "/* export { i } from '../i'; */",
    ].join('\n');
    expect(arch.importSources(text)).toEqual(['./a', '../b', '../d/index', './e', './f', '../g']);
  });

  it('counts module edges by resolved path, leaving out a module importing itself', () => {
    const edges = arch.buildGraph(
      [
        file('orders/service.ts', '../items', './queries', '../../modules/items/lookup', '../../platform/errors'),
        file('items/nested/x.ts', '../../stock'),
      ],
      nodeOf,
    );
    expect(Object.fromEntries(edges)).toEqual({ 'orders\titems': 2, 'items\tstock': 1 });
  });

  it('finds two-way pairs and every cycle of more than one module', () => {
    const edges = new Map(
      ['a\tb', 'b\ta', 'c\td', 'd\te', 'e\tc', 'e\tf', 'f\tg'].map((k) => [k, 1] as [string, number]),
    );
    expect(arch.twoWayPairs(edges)).toEqual(['a ⇄ b']);
    expect(arch.cycles(edges)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('refuses a cycle unless it is allowed', () => {
    const edges = new Map([
      ['items\tstock', 1],
      ['stock\titems', 1],
      ['orders\twork-orders', 1],
      ['work-orders\torders', 1],
    ]);
    const { refused, text } = arch.report('Server', edges, arch.ALLOWED_SERVER_CYCLES);
    expect(refused).toEqual(['orders ⇄ work-orders']);
    expect(text).toContain('cycle: items ⇄ stock (allowed)');
  });
});
