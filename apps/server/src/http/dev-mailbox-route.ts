import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { notFound } from '../core/errors.js';
import { mailOutbox } from '../db/schema/index.js';
import { devMailboxEnabled, isLoopback } from '../platform/mail/index.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const linkify = (escaped: string) => escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function registerDevMailbox(server: FastifyInstance, app: AppContext) {
  if (!devMailboxEnabled(app)) return;
  server.get('/dev/mailbox', async (request, reply) => {
    // Behind a proxy (TRUST_PROXY) request.ip is the remote client's address, which is refused like any other.
    if (!isLoopback(request.ip)) throw notFound('Page');
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong> · ${mail.createdAt.toISOString()}</p>
<pre>${linkify(escapeHtml(mail.text))}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Dev mailbox</h1><p>Mails the server would have sent (newest first). Set SMTP_URL to deliver them.</p>
${items || '<p>There are no entries to display</p>'}</main></body></html>`;
  });
}
