import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds once per run; each file's makeApp copies that database (see test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share loaded modules (each still builds its own app and database): re-importing per file cost most of the run.
    isolate: false,
    env: { TZ: 'Asia/Seoul' },
  },
});
