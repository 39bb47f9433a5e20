import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.js';
import { BASE_URL, RUN_DIR } from './support/run-paths.js';

/** Journeys run in Debian's Chromium (never a downloaded browser) against the server started by serve.ts. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(RUN_DIR, 'results'),
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node --import tsx serve.ts',
    cwd: import.meta.dirname,
    url: `${BASE_URL}/api/graphql?query=%7B__typename%7D`,
    // Two starts of the built server (see serve.ts), the first seeding a new database.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
