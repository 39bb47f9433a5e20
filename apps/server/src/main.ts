import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { demoLoginLines } from './seed/demo.js';

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
    running.app.mailer.outboxOnly
      ? `Mails are kept in the outbox: ${config.publicUrl}/dev/mailbox`
      : `Mails go to ${config.smtpUrl}`,
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
