import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The headers and the body decoded: folding, encoded words, quoted-printable soft breaks and escapes, UTF-8. */
  text: string;
}

/** Bytes carried in a string one per character (latin1), read as the UTF-8 text they encode. */
const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');
const escapedBytes = (value: string) =>
  value.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function decodeQuotedPrintable(value: string): string {
  return utf8(escapedBytes(value.replace(/=\r?\n/g, '')));
}

/** Headers unfolded, with their RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) decoded. */
function decodeHeaders(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : utf8(escapedBytes(text.replace(/_/g, ' '))),
    );
}

/**
 * A real SMTP server on a free loopback port that keeps every message it receives (and hands each to `onMail`;
 * the browser journeys file them on disk that way).
 */
export async function startSmtpCapture(options: { onMail?: (mail: CapturedMail) => void } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const bodyStart = raw.search(/\r?\n\r?\n/);
        const headers = decodeHeaders(raw.slice(0, bodyStart));
        const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const mail = { to, raw, subject, text: `${headers}${decodeQuotedPrintable(raw.slice(bodyStart))}` };
        mails.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to the address whose subject matches, for up to five seconds. */
    async waitForMail(to: string, subject: RegExp): Promise<CapturedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    mailsTo: (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The value of a query parameter in the first link of the mail that carries it. */
export function linkParameter(mail: CapturedMail, parameter: string): string {
  const match = new RegExp(`https?://\\S+?[?&]${parameter}=([^\\s&"<]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`The mail has no link with ${parameter}`);
  return decodeURIComponent(match[1]);
}
