import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from '../apps/server/test/support/smtp-capture.js';
import { BASE_URL, DATA_DIR, E2E_PORT, MAIL_DIR, RUN_DIR } from './support/run-paths.js';

/**
 * The server the journeys run against is what `npm start` runs: scripts/start.sh builds what is stale and starts the
 * server bundle (apps/server/run-bundle.mjs), in production mode, on a fresh embedded database with demo data, with a
 * real SMTP server that files every mail (decoded) under the run folder. It is started twice: the first start seeds
 * the database and leaves V8's code cache behind, so the journeys meet the bundle as every later `npm start` runs it.
 */
const ROOT = path.join(import.meta.dirname, '..');
const BUNDLE_DIR = path.join(ROOT, 'apps/server/dist');

rmSync(RUN_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let received = 0;
const smtp = await startSmtpCapture({
  onMail: (mail) => {
    received += 1;
    writeFileSync(path.join(MAIL_DIR, `${String(received).padStart(4, '0')}-${mail.to.join(',')}.eml`), mail.text);
  },
});

const environment = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR,
  SMTP_URL: smtp.url,
  LOG_LEVEL: 'warn',
  // Every journey signs in from the same loopback address; the production limit (30 per 15 minutes) would lock the
  // later journeys out. The limit itself is covered by the API tests.
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
});

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/graphql?query=%7B__typename%7D`)).ok;
  } catch {
    return false;
  }
}

/** `npm start`'s script on this port; resolves once the server answers, rejects if it exits first. */
async function startShortlist(port: number): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer in place of this one.
  if (await answers(url)) throw new Error(`Something already answers at ${url}: stop it first`);
  const child = spawn('bash', ['scripts/start.sh'], { cwd: ROOT, env: environment(port), stdio: 'inherit' });
  process.once('exit', () => child.kill('SIGTERM'));
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  while (!(await answers(url))) {
    if (gone) throw new Error(`Shortlist exited with ${child.exitCode ?? child.signalCode} before it answered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

async function stopShortlist(child: ChildProcess) {
  child.kill('SIGTERM');
  await exited(child);
}

// The first start listens elsewhere, so that Playwright, which waits for BASE_URL, starts no journey before the second.
await stopShortlist(await startShortlist(E2E_PORT + 2000));
if (!readdirSync(BUNDLE_DIR).some((file) => file.endsWith('.code-cache'))) {
  throw new Error('The first start left no code cache behind: the journeys would not run the bundle as npm start does');
}
const server = await startShortlist(E2E_PORT);
console.log(`Journey server (npm start's bundle, second start) at ${BASE_URL}`);

const stop = async () => {
  await stopShortlist(server);
  await smtp.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
