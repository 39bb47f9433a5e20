import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Pothos and Yoga load graphql's CommonJS build; pointing every import at it keeps one copy of graphql's classes.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/support/no-overlapping-queries.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker loads the server's modules once for all its files (each file still starts its own app and
    // database): re-importing them per file was most of the run's time.
    isolate: false,
  },
});
