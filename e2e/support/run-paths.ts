import path from 'node:path';

/** Files the journey server shares with the tests: one folder per run, wiped at start. */
export const RUN_DIR = path.join(
  import.meta.dirname,
  '..',
  process.env.E2E_PORT ? `.run-${process.env.E2E_PORT}` : '.run',
);
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
export const DATA_DIR = path.join(RUN_DIR, 'data');
/** E2E_PORT lets several journey runs share a machine; each gets its own run folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
