import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run for every workspace's unit and API tests; each project keeps its own config (named after its package).
 * Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every file one after another.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
