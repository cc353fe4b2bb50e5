import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webPlugin } from './eslint-rules/web-layers.mjs';
import { serverBoundariesPlugin } from './eslint-rules/server-module-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.out/**',
      'bench/.out/**',
      '**/*.config.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify route handlers are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read JSON answers and assert their shape with expect(); typing every body adds nothing there.
    files: ['**/test/**/*.ts', '**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contract imports only zod and its own files.' }] },
      ],
    },
  },
  // ---- Server layers, one way (issue 9): db ← platform ← modules ← seed; app.ts and main.ts wire them together. ----
  // test/layers-lint.test.ts lints probe files against these blocks.
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(platform|modules|seed|app|main)(/|$)',
              message: 'db/ (schema, client) sits below everything: it imports only db/ and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|seed|app|main)(/|$)',
              message: 'platform/ never imports a module or the seed: modules register into platform instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(seed|app|main)(/|$)',
              message: 'Modules never import the seed (it sits above them) or the app that wires them.',
            },
            {
              regex: '^(\\.\\./)+db/schema(/index)?(\\.js)?$',
              message: 'A module imports each table from its own file, db/schema/<domain>, never the schema barrel.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module reaches another module only through its face (index.ts), and imports another domain's tables only in
    // a read model. Both rules resolve each import against the importing file, so '../orders/queries.js',
    // './../orders/queries' and '../../modules/orders/queries' are judged alike. test/module-boundaries-lint.test.ts
    // lints probe files against them; docs/architecture.md tells the rules and the owner map.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'scm-server': serverBoundariesPlugin },
    rules: { 'scm-server/module-faces': 'error', 'scm-server/table-owners': 'error' },
  },
  // ---- end of server layers ----
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/apps/server/**', '@scm/server'], message: 'The web never imports server code.' }],
        },
      ],
    },
  },
  {
    // The web's layers (app ← features ← shared) and its feature faces. Both rules resolve each import against the
    // importing file, so '../items/x', './../items/x' and '../../features/items/x' are judged alike (a path pattern in
    // no-restricted-imports only sees the spelling). src/lint-boundaries.test.ts lints probe files against them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'scm-web': webPlugin },
    rules: { 'scm-web/layers': 'error' },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    plugins: { 'scm-web': webPlugin },
    rules: { 'scm-web/feature-boundaries': 'error' },
  },
);
