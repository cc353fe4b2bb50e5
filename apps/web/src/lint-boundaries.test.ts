import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Probes linted as if they sat in features/purchase-orders: each must pass or fail the feature-boundary rule.
const repoRoot = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const probeFile = `${repoRoot}apps/web/src/features/purchase-orders/boundary-probe.ts`;
const RULE = 'scm-web/feature-boundaries';

let eslint: ESLint;

beforeAll(async () => {
  // The repository's own config decides which rule guards feature files and supplies the plugin.
  const project = new ESLint({ cwd: repoRoot });
  const applied = (await project.calculateConfigForFile(probeFile)) as Linter.Config;
  expect(applied.rules?.[RULE]).toEqual([2]);
  const { parser } = applied.languageOptions ?? {};
  // Only the boundary rule, untyped: a typed lint would build the whole web program for each probe.
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser },
      plugins: { 'scm-web': applied.plugins?.['scm-web'] ?? {} },
      rules: { [RULE]: 'error' },
    },
  });
}, 30_000);

async function boundaryMessages(source: string, filePath = probeFile): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  expect(result?.fatalErrorCount).toBe(0);
  return (result?.messages ?? []).map((message) => {
    expect(message.ruleId).toBe(RULE);
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
    ["import { DepartmentSelect } from '../departments';", 'departments'],
  ])('fails %s', async (source, feature) => {
    const messages = await boundaryMessages(source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("A feature never imports another feature's internals");
    expect(messages[0]).toContain(`reaches into '${feature}' from 'purchase-orders'`);
    expect(messages[0]).toContain(`Import '../${feature}/public'`);
  });

  it.each([
    "import { ItemPicker, ITEM_KEY } from '../items/public';",
    "import { ItemPicker } from '../../features/items/public';",
    "import { ItemPicker } from './../items/public.ts';",
    "import { receive } from './api';",
    "import { receive } from '../purchase-orders/api';",
    "import { useFeedback } from '../../shared/feedback';",
    "import { queryClient } from '../../app/query-client';",
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
    expect(message).toContain("Import '../../items/public'");
    expect(await boundaryMessages("import { receive } from '../api';", nested)).toEqual([]);
  });
});
