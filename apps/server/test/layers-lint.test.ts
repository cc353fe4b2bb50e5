import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/*
 * The server layer rule (eslint.config.js, "Server layers, one way"): db ← platform ← modules ← seed (the borders
 * between modules, faces and table owners, are module-boundaries-lint.test.ts's). Probe sources
 * are linted as if they sat at the given paths, with the repository's own configuration; only the import rule runs
 * (the probes are not on disk, so type-aware rules could not).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

/** The import-rule messages for `source` placed at `file` (relative to the repository root). */
async function importErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const refused: [string, string, string, RegExp][] = [
  [
    'platform imports a module',
    'apps/server/src/platform/probe.ts',
    "import { storeNotifications } from '../modules/notifications/service';\nexport const s = storeNotifications;",
    /platform\/ never imports a module/,
  ],
  [
    'platform imports a module type, two levels down',
    'apps/server/src/platform/realtime/probe.ts',
    "import type { Missed } from '../../modules/notifications/delivery';\nexport type M = Missed;",
    /platform\/ never imports a module/,
  ],
  [
    'platform re-exports the seed',
    'apps/server/src/platform/probe.ts',
    "export { seedDatabase } from '../seed/index';",
    /platform\/ never imports a module or the seed/,
  ],
  [
    'the schema imports platform',
    'apps/server/src/db/schema/probe.ts',
    "import { hashPassword } from '../../platform/auth/passwords';\nexport const h = hashPassword;",
    /db\/ .* imports only db\//,
  ],
  [
    'the database client imports the seed',
    'apps/server/src/db/probe.ts',
    "import { seedDatabase } from '../seed';\nexport const s = seedDatabase;",
    /db\/ .* imports only db\//,
  ],
  [
    'a module imports the seed',
    'apps/server/src/modules/codes/probe.ts',
    "import { seedReferenceData } from '../../seed/reference';\nexport const s = seedReferenceData;",
    /Modules never import the seed/,
  ],
  [
    'a module imports the schema barrel',
    'apps/server/src/modules/items/probe.ts',
    "import { item } from '../../db/schema';\nexport const i = item;",
    /never the schema barrel/,
  ],
];

const allowed: [string, string, string][] = [
  [
    'platform imports db and its own files (graphql/modules.ts is a platform file)',
    'apps/server/src/platform/graphql/probe.ts',
    "import type { Db } from '../../db/client';\nimport { addGraphqlModule } from './modules';\nexport type D = Db;\nexport const a = addGraphqlModule;",
  ],
  [
    "a module imports platform, its own tables, its own queries and other modules' faces",
    'apps/server/src/modules/purchase-orders/probe.ts',
    [
      "import { purchaseOrder } from '../../db/schema/purchase-orders';",
      "import { conflict } from '../../platform/errors';",
      "import { getSeller } from '../sellers';",
      "import { changeStock } from '../stock';",
      "import { findPurchaseOrder } from './queries';",
      'export const all = [purchaseOrder, conflict, getSeller, changeStock, findPurchaseOrder];',
    ].join('\n'),
  ],
  [
    'the seed imports modules, platform and db',
    'apps/server/src/seed/probe.ts',
    [
      "import { changeStock } from '../modules/stock/ledger';",
      "import { hashPassword } from '../platform/auth/passwords';",
      "import { item } from '../db/schema';",
      'export const all = [changeStock, hashPassword, item];',
    ].join('\n'),
  ],
];

describe('The server layer rule holds', () => {
  it.each(refused)('refuses a probe where %s', async (_what, file, source, expected) => {
    const errors = await importErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^no-restricted-imports: /);
    expect(errors[0]).toMatch(expected);
  });

  it.each(allowed)('accepts a probe where %s', async (_what, file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });

  // Parsing every server file takes a while on a busy machine (the rule itself is cheap): a longer time limit.
  it('holds for every server source file as it is', async () => {
    const results = await eslint.lintFiles(['apps/server/src/**/*.ts']);
    expect(results.length).toBeGreaterThan(100);
    const broken = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId ?? 'parse'}: ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 180_000);
});
