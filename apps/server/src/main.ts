import type { AppContext } from './app-context.js';
import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/client.js';

function mailLine(app: AppContext, devMailbox: boolean): string {
  if (!app.mailer.outboxOnly) return `Mails go to ${app.config.smtpUrl}`;
  if (!devMailbox) return 'Mails are kept in the outbox (set SMTP_URL to deliver them).';
  return [
    `Mails are kept in the outbox: ${app.config.publicUrl}/dev/mailbox`,
    'Warning: the dev mailbox shows every mail, password-reset links included, to anyone on this machine.',
  ].join('\n');
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // The database opens first, and the rest of the application loads meanwhile (imported here, not above): PGlite
  // reads and compiles its WebAssembly, a PostgreSQL server answers the migrations check.
  const database = openConfiguredDatabase(config);
  database.catch(() => undefined); // awaited, and reported, by bootstrap; this only marks an early failure as handled
  const [{ bootstrap }, { devMailboxEnabled }, { demoLoginLines }] = await Promise.all([
    import('./bootstrap.js'),
    import('./platform/mail/index.js'),
    import('./seed/index.js'),
  ]);
  const running = await bootstrap(config, { database });
  await running.server.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const databaseName = config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}/db`;
  const lines = [
    '',
    `Shortlist is running at ${config.publicUrl} (ready in ${seconds} s, database: ${databaseName})`,
    mailLine(running.app, devMailboxEnabled(running.app)),
    ...(config.seedDemo ? demoLoginLines() : []),
    '',
  ];
  console.log(lines.join('\n'));

  // The first signal lets requests in flight finish (apps/server/src/http/graceful-close.ts); a second one stops at once.
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
