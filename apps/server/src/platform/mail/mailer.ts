import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the sender (a contact form's visitor); delivered, not kept in the outbox. */
  replyTo?: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it off the request path. */
  send(message: MailMessage): Promise<void>;
  /**
   * Records the mail in the outbox and waits for its delivery: false when the SMTP server could not take it (the
   * outbox keeps the error). In outbox-only mode the outbox is the delivery.
   */
  deliver(message: MailMessage): Promise<boolean>;
  /** Resolves once every delivery started so far has finished (used at shutdown and in tests). */
  idle(): Promise<void>;
  /** True when mails stay in the outbox for the dev mailbox page instead of going to an SMTP server. */
  outboxOnly: boolean;
}

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage): Promise<boolean> {
    if (!transport) return true;
    try {
      await transport.sendMail({ from: options.from, ...message });
      await db.update(mailOutbox).set({ sentAt: new Date(), attempts: 1 }).where(eq(mailOutbox.id, id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ error: reason, attempts: 1 }).where(eq(mailOutbox.id, id));
      return false;
    }
  }

  /** Records the mail and starts its delivery (wrapped: an async function would wait for a promise it returns). */
  async function record(message: MailMessage): Promise<{ delivery: Promise<boolean> }> {
    const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    if (!row) return { delivery: Promise.resolve(false) };
    const delivery = deliver(row.id, message);
    const tracked = delivery.then(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
    return { delivery };
  }

  return {
    outboxOnly: transport === null,
    async send(message) {
      await record(message);
    },
    async deliver(message) {
      return (await record(message)).delivery;
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
