import path from 'node:path';

/** Files the journey server shares with the tests: one folder per run, wiped at start. */
export const RUN_DIR = path.join(import.meta.dirname, '..', '.run');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
export const DATA_DIR = path.join(RUN_DIR, 'data');
export const E2E_PORT = 3210;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
