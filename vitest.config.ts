import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest leaves a core to itself by default (one worker on a 2-core machine); its own share is small while the
    // workers boot databases and run tests, so every core gets a worker (bench/README.md, "test suite").
    maxWorkers: os.availableParallelism(),
  },
});
