import type { AppContext } from './app-context.js';
import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { devMailboxEnabled } from './platform/mail/dev-mailbox.route.js';
import { demoLoginLines } from './seed/demo.js';

function mailLine(app: AppContext): string {
  if (!app.mailer.outboxOnly) return `Mails go to ${app.config.smtpUrl}`;
  if (!devMailboxEnabled(app)) return 'Mails are kept in the outbox (set SMTP_URL to deliver them).';
  return [
    `Mails are kept in the outbox: ${app.config.publicUrl}/dev/mailbox`,
    'Warning: the dev mailbox shows every mail, password-reset links included, to anyone on this machine.',
  ].join('\n');
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const running = await bootstrap(config);
  await running.server.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const database = config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}/db`;
  const lines = [
    '',
    `Shortlist is running at ${config.publicUrl} (ready in ${seconds} s, database: ${database})`,
    mailLine(running.app),
    ...(config.seedDemo ? demoLoginLines() : []),
    '',
  ];
  console.log(lines.join('\n'));

  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
