import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineDocuments } from './vite-inline-documents.ts';
import { precompress } from './vite-precompress.ts';

const API_TARGET = 'http://localhost:3000';

/**
 * Libraries that change rarely get chunks of their own, so a new release of the app reuses them from cache. The
 * parts the shell needs at start ('$initial': imported statically from the entry) are split from the parts only
 * lazily loaded pages use, so the signed-out home does not download the data tables' and forms' components; each
 * library stays in shared chunks (never copied into a page's chunk).
 */
const VENDORS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|notistack|stylis)[\\/]/ },
  { name: 'graphql', test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism)[\\/]/ },
];
const VENDOR_GROUPS = VENDORS.flatMap(({ name, test }) => [
  { name, test, tags: ['$initial' as const], priority: 2 },
  { name: `${name}-more`, test, priority: 1 },
]);

/** The domain package's modules only declare constants, rules and schemas: one that nothing imports can go. */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
/**
 * The app's own modules declare components, hooks and documents and run nothing when loaded (main.tsx aside), so a
 * feature's index.ts can name what other areas use without pulling what they do not into the importer's chunk.
 */
const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/](?!main\.tsx$)/;

export default defineConfig({
  plugins: [inlineDocuments(), react(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/dev': { target: API_TARGET },
      // Built by the server (spec 2 §2); the rest of /assets is Vite's own.
      '/assets/templates': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) || WEB_SOURCE.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker loads the modules and jsdom once for all its files (each test still renders its own tree, cleaned up
    // after it): loading them again per file was most of the run's time.
    isolate: false,
    // Form journeys in jsdom take a few seconds when they share two cores with the server suites.
    testTimeout: 15_000,
  },
});
