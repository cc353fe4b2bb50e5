import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The server's module borders (eslint-rules/server-module-boundaries.mjs, wired in eslint.config.js): a module
 * reaches another module only through its face (index.ts), and imports another domain's tables only in a read model.
 * Probe sources are linted as if they sat at the given paths; only the two rules run, untyped (the probes are not on
 * disk, and a typed lint would build the whole server program for each).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FACES = 'scm-server/module-faces';
const OWNERS = 'scm-server/table-owners';
let eslint: ESLint;

beforeAll(async () => {
  // The repository's own config decides which rules guard module files and supplies the plugin.
  const project = new ESLint({ cwd: root });
  const applied = (await project.calculateConfigForFile(
    path.join(root, 'apps/server/src/modules/items/probe.ts'),
  )) as Linter.Config;
  expect(applied.rules?.[FACES]).toEqual([2]);
  expect(applied.rules?.[OWNERS]).toEqual([2]);
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: applied.languageOptions?.parser },
      plugins: { 'scm-server': applied.plugins?.['scm-server'] ?? {} },
      rules: { [FACES]: 'error', [OWNERS]: 'error' },
    },
  });
}, 30_000);

/** The messages for `source` placed at `file` (relative to apps/server/src/modules), as `rule: message`. */
async function messages(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'apps/server/src/modules', file) });
  expect(result?.fatalErrorCount).toBe(0);
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('module faces', () => {
  it.each([
    ["import { orderHeadline } from '../orders/queries.js';", "Import its face '../orders'"],
    ["import { orderHeadline } from './../orders/queries';", "Import its face '../orders'"],
    ["import { orderHeadline } from '../../modules/orders/queries';", "Import its face '../orders'"],
    ["import { orderHeadline } from '../orders/x/queries';", "Import its face '../orders'"],
    ["import { orderHeadline } from '../orders/service';", "Import its face '../orders'"],
    ["import { orderRoutes } from '../orders/routes';", "Import its face '../orders'"],
    ["import { listSellerModal } from '../sellers/modal-queries';", "Import its face '../sellers'"],
    ["export { changeStock } from '../stock/ledger';", "Import its face '../stock'"],
    ["export * from '../stock/ledger';", "Import its face '../stock'"],
    ["import type { StockChange } from '../stock/ledger';", "Import its face '../stock'"],
    ["export const load = () => import('../stock/ledger');", "Import its face '../stock'"],
    ["export type Row = import('../stock/ledger').StockChange;", "Import its face '../stock'"],
  ])('refuses %s', async (source, face) => {
    const found = await messages('items/probe.ts', source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${FACES}: A module never imports another module's internals`));
    expect(found[0]).toContain(`from 'items'`);
    expect(found[0]).toContain(face);
  });

  it.each([
    "import { orderHeadline } from '../orders';",
    "import { orderHeadline } from '../orders/index';",
    "import { orderHeadline } from '../orders/index.js';",
    "import { orderHeadline } from '../../modules/orders';",
    "import { itemNames } from './local-file';",
    "import { itemNames } from '../items/lookup';",
    "import { conflict } from '../../platform/errors';",
    "import { item } from '../../db/schema/items';",
    "import { z } from 'zod';",
  ])('accepts %s', async (source) => {
    expect(await messages('items/probe.ts', source)).toEqual([]);
  });

  it('names the face relative to a nested file', async () => {
    const [found] = await messages('items/parts/probe.ts', "import { x } from '../../orders/service';");
    expect(found).toContain("Import its face '../../orders'");
  });

  it('leaves files outside modules/ alone (app.ts, the seed and tests may import anything)', async () => {
    const [result] = await eslint.lintText("import { orderRoutes } from '../modules/orders/routes';", {
      filePath: path.join(root, 'apps/server/src/seed/probe.ts'),
    });
    expect(result?.messages).toEqual([]);
  });
});

describe('table owners', () => {
  it.each([
    ['buyers/probe.ts', "import { buyer } from '../../db/schema/buyers';"],
    ['auth/probe.ts', "import { account } from '../../db/schema/accounts';"],
    ['dashboard/probe.ts', "import { kpi } from '../../db/schema/kpi';"],
    ['items/probe.ts', "import { id } from '../../db/schema/common';"],
    ['order-core/probe.ts', "import { printingOrder } from '../../db/schema/orders';"],
    ['order-core/probe.ts', "import { workOrder } from '../../db/schema/work-orders';"],
    ['work-orders/probe.ts', "import { workProgress } from '../../db/schema/work-orders';"],
    ['stock/ledger.ts', "import { item } from '../../db/schema/items';"],
  ])('lets %s import its own tables (or a listed known read): %s', async (file, source) => {
    expect(await messages(file, source)).toEqual([]);
  });

  it.each([
    ['buyers/service.ts', "import { account } from '../../db/schema/accounts';", 'accounts', "'../auth'"],
    ['employees/service.ts', "import { storedFile } from '../../db/schema/files';", 'files', 'platform/files'],
    ['items/probe.ts', "import { buyer } from '../../db/schema/buyers.js';", 'buyers', "'../buyers'"],
    ['items/parts/probe.ts', "import { buyer } from '../../../db/schema/buyers';", 'buyers', "'../buyers'"],
    ['items/queries-helper.ts', "import { seller } from '../../db/schema/sellers';", 'sellers', "'../sellers'"],
    ['orders/service.ts', "import { printingOrder } from '../../db/schema/orders';", 'orders', "'../order-core'"],
    ['stock/service.ts', "import { item } from '../../db/schema/items';", 'items', "'../items'"],
    [
      'deliveries/service.ts',
      "import { workOrder } from '../../db/schema/work-orders';",
      'work-orders',
      "'../order-core' or '../work-orders'",
    ],
  ])('refuses a write-side file %s reading another domain: %s', async (file, source, domain, owner) => {
    const found = await messages(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${OWNERS}: .*'${domain}' tables, which '[a-z-]+' does not own`));
    expect(found[0]).toContain(owner);
  });

  it.each([
    ['buyers/queries.ts', "import { account } from '../../db/schema/accounts';"],
    ['buyers/modal-queries.ts', "import { account } from '../../db/schema/accounts';"],
    ['items/parts/queries.ts', "import { stock } from '../../../db/schema/stock';"],
    ['dashboard/daily-view.ts', "import { workOrder } from '../../db/schema/work-orders';"],
    ['monitoring/today.ts', "import { delivery } from '../../db/schema/deliveries';"],
  ])('lets the read model %s read another domain: %s', async (file, source) => {
    expect(await messages(file, source)).toEqual([]);
  });
});

describe('the server modules as they are', () => {
  // Parsing every module file takes a while on a busy machine (the rules themselves are cheap).
  it('hold both rules', async () => {
    const results = await eslint.lintFiles(['apps/server/src/modules/**/*.ts']);
    expect(results.length).toBeGreaterThan(100);
    const broken = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId ?? 'parse'}: ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 180_000);
});
