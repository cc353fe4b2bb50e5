import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Probes linted as if they sat in features/purchase-orders (or in shared/, app/): each must pass or fail the
// feature-boundary rule (a feature reaches another only through its index) and the layer rule (app ← features ← shared).
const repoRoot = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const probeFile = `${repoRoot}apps/web/src/features/purchase-orders/boundary-probe.ts`;
const sharedFile = `${repoRoot}apps/web/src/shared/list-kit/boundary-probe.ts`;
const RULE = 'scm-web/feature-boundaries';
const LAYERS = 'scm-web/layers';

let eslint: ESLint;

beforeAll(async () => {
  // The repository's own config decides which rule guards feature files and supplies the plugin.
  const project = new ESLint({ cwd: repoRoot });
  const applied = (await project.calculateConfigForFile(probeFile)) as Linter.Config;
  expect(applied.rules?.[RULE]).toEqual([2]);
  expect(applied.rules?.[LAYERS]).toEqual([2]);
  const shared = (await project.calculateConfigForFile(sharedFile)) as Linter.Config;
  expect(shared.rules?.[LAYERS]).toEqual([2]);
  expect(shared.rules?.[RULE]).toBeUndefined();
  const { parser } = applied.languageOptions ?? {};
  // Only the web rules, untyped: a typed lint would build the whole web program for each probe.
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser },
        plugins: { 'scm-web': applied.plugins?.['scm-web'] ?? {} },
        rules: { [LAYERS]: 'error' },
      },
      { files: ['apps/web/src/features/*/**/*.ts'], rules: { [RULE]: 'error' } },
    ],
  });
}, 30_000);

async function boundaryMessages(source: string, filePath = probeFile, rule = RULE): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  expect(result?.fatalErrorCount).toBe(0);
  return (result?.messages ?? []).map((message) => {
    expect(message.ruleId).toBe(rule);
    return message.message;
  });
}

describe('feature-boundary lint rule', () => {
  it.each([
    ["import { ItemPicker } from '../items/item-picker';", 'items'],
    ["import { ItemPicker } from './../items/item-picker';", 'items'],
    ["import { ItemPicker } from '../../features/items/item-picker';", 'items'],
    ["import { ItemPicker } from '../items/item-picker.tsx';", 'items'],
    ["import type { ItemRow } from '../items/api';", 'items'],
    ["export { ItemPicker } from '../items/item-picker';", 'items'],
    ["export * from '../sellers/api';", 'sellers'],
    ["export const load = () => import('../items/item-list-page');", 'items'],
    ["export type Row = import('../items/api').ItemRow;", 'items'],
    ["import { DepartmentSelect } from '../departments/department-select';", 'departments'],
    ["import { ItemPicker } from '../items/public';", 'items'],
  ])('fails %s', async (source, feature) => {
    const messages = await boundaryMessages(source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("A feature never imports another feature's internals");
    expect(messages[0]).toContain(`reaches into '${feature}' from 'purchase-orders'`);
    expect(messages[0]).toContain(`Import '../${feature}'`);
  });

  it.each([
    "import { ItemPicker, ITEM_KEY } from '../items';",
    "import { ItemPicker } from '../items/';",
    "import { ItemPicker } from '../items/index';",
    "import { ItemPicker } from '../../features/items';",
    "import { ItemPicker } from './../items/index.ts';",
    "import { DepartmentSelect } from '../departments';",
    "import { receive } from './api';",
    "import { receive } from '../purchase-orders/api';",
    "import { useFeedback } from '../../shared/feedback';",
    "import { z } from 'zod';",
  ])('passes %s', async (source) => {
    expect(await boundaryMessages(source)).toEqual([]);
  });

  it('leaves files outside src/features alone', async () => {
    const appFile = `${repoRoot}apps/web/src/app/routes/boundary-probe.ts`;
    expect(await boundaryMessages("import { itemRoutes } from '../../features/items/routes';", appFile)).toEqual([]);
  });

  it('suggests the public entry relative to a nested file', async () => {
    const nested = `${repoRoot}apps/web/src/features/purchase-orders/parts/boundary-probe.ts`;
    const [message] = await boundaryMessages("import { ItemPicker } from '../../items/item-picker';", nested);
    expect(message).toContain("Import '../../items'");
    expect(await boundaryMessages("import { receive } from '../api';", nested)).toEqual([]);
  });
});

describe('layer lint rule (app ← features ← shared)', () => {
  it.each([
    ["import { queryClient } from '../../app/query-client';", probeFile, 'A feature never imports the app shell'],
    ["import { queryClient } from './../../app/query-client';", probeFile, 'A feature never imports the app shell'],
    ["export const load = () => import('../../app/routes/admin-routes');", probeFile, 'A feature never imports'],
    ["import { root } from '../../main';", probeFile, 'A feature never imports the app shell'],
    ["import { ItemPicker } from '../../features/items';", sharedFile, 'shared/ never imports a feature'],
    ["import { ItemPicker } from '../../features/items/item-picker';", sharedFile, 'shared/ never imports a feature'],
    ["import type { ItemRow } from '../../features/items';", sharedFile, 'shared/ never imports a feature'],
    ["import { queryClient } from '../../app/query-client';", sharedFile, 'shared/ never imports a feature or the app'],
    ["export * from '../../app/session';", sharedFile, 'shared/ never imports a feature or the app'],
  ])('fails %s (in %s)', async (source, filePath, text) => {
    const messages = await boundaryMessages(source, filePath, LAYERS);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(text);
  });

  it.each([
    ["import { useFeedback } from '../../shared/feedback';", probeFile],
    ["import { ItemPicker } from '../items';", probeFile],
    ["import { useFeedback } from '../feedback';", sharedFile],
    ["import { PageHeader } from '../page-kit';", sharedFile],
    ["import { z } from 'zod';", sharedFile],
    ["import { ItemPicker } from '../../features/items/item-picker';", `${repoRoot}apps/web/src/app/routes/probe.ts`],
    ["import { queryClient } from '../query-client';", `${repoRoot}apps/web/src/app/routes/probe.ts`],
  ])('passes %s (in %s)', async (source, filePath) => {
    expect(await boundaryMessages(source, filePath, LAYERS)).toEqual([]);
  });
});
