import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it off the request path. */
  send(message: MailMessage): Promise<void>;
  /** Resolves once every delivery started so far has finished (used at shutdown and in tests). */
  idle(): Promise<void>;
  /** True when mails stay in the outbox for the dev mailbox page instead of going to an SMTP server. */
  outboxOnly: boolean;
}

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage) {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, ...message });
      await db.update(mailOutbox).set({ sentAt: new Date(), attempts: 1 }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ error: reason, attempts: 1 }).where(eq(mailOutbox.id, id));
    }
  }

  return {
    outboxOnly: transport === null,
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!row) return;
      const delivery = deliver(row.id, message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
