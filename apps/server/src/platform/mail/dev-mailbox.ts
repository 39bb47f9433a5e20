import type { AppConfig } from '../../config.js';
import type { Mailer } from './mailer.js';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost)$/;
/** Whether an address (a HOST setting or a client's IP) is this machine's loopback. */
export const isLoopback = (address: string) => LOOPBACK.test(address);

/**
 * Without SMTP_URL, mails stay in the outbox; the dev mailbox shows them so a developer can follow confirmation and
 * reset links. Since those links open any account, it exists only outside production, when the server listens on
 * loopback alone, and it answers only clients on this machine.
 */
export const devMailboxEnabled = (app: {
  mailer: Pick<Mailer, 'outboxOnly'>;
  config: Pick<AppConfig, 'env' | 'host'>;
}) => app.mailer.outboxOnly && app.config.env !== 'production' && isLoopback(app.config.host);
