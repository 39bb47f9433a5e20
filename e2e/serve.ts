import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from '../apps/server/test/support/smtp-capture.js';
import { BASE_URL, DATA_DIR, E2E_PORT, MAIL_DIR, RUN_DIR } from './support/run-paths.js';

/**
 * The server the journeys run against: a real SMTP server that files every mail (decoded) under .run/mail, and Shortlist
 * started the way `npm start` starts it (fresh embedded database, demo data) with its mail sent there.
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

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, '../apps/server/src/main.ts')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
    },
  },
);
const stop = async () => {
  server.kill('SIGTERM');
  await smtp.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
server.once('exit', (code) => process.exit(code ?? 1));
