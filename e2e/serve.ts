import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from '../apps/server/test/support/smtp-capture.js';
import { startControlServer } from './support/control-server.js';
import { BASE_URL, CONTROL_PORT, DATA_DIR, E2E_PORT, MAIL_DIR, RUN_DIR } from './support/run-paths.js';

/**
 * The server the journeys run against, started the way `npm start` starts it (production mode, fresh embedded
 * database, demo data), with a real SMTP server that files every mail (decoded) under the run folder, and a
 * loopback-only control port through which a journey raises events that no screen raises yet (see control-server).
 */
rmSync(RUN_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let received = 0;
const smtp = await startSmtpCapture({
  onMail: (mail) => {
    received += 1;
    writeFileSync(path.join(MAIL_DIR, `${String(received).padStart(4, '0')}-${mail.to.join(',')}.eml`), mail.text);
  },
});

Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: BASE_URL,
  DATA_DIR,
  SMTP_URL: smtp.url,
  LOG_LEVEL: 'warn',
  // Every journey signs in from the same loopback address; the production limit (30 per 15 minutes) would lock the
  // later journeys out. The limit itself is covered by the API tests.
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
});
const { loadConfig } = await import('../apps/server/src/config.js');
const { bootstrap } = await import('../apps/server/src/bootstrap.js');
const config = loadConfig();
const running = await bootstrap(config);
await running.server.listen({ port: config.port, host: config.host });
const control = await startControlServer(running.app, CONTROL_PORT);

const stop = async () => {
  control.close();
  await running.close();
  await smtp.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
