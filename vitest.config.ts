import { defineConfig } from 'vitest/config';

/** One run for every workspace's unit and API tests; each project keeps its own config (named after its package). */
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/server', 'apps/web'] },
});
