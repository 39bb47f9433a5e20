import type { ContactFormKind } from '@shortlist/domain';
import type { MailMessage } from '../../platform/mail/index.js';
import { escapeHtml } from '../../platform/mail/index.js';

export interface ContactMailFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  jobTitle: string | null;
  companySize: string | null;
  phone: string | null;
  message: string;
}

const SUBJECTS: Record<ContactFormKind, string> = { DEMO: 'Demo request', CONTACT: 'Contact message' };

/** A submission of a public form, mailed to the sales address; replying answers the visitor. */
export function contactSubmissionMail(to: string, kind: ContactFormKind, fields: ContactMailFields): MailMessage {
  const name = `${fields.firstName} ${fields.lastName}`;
  const rows: [string, string | null][] = [
    ['Name', name],
    ['Email', fields.email],
    ['Company', fields.company],
    ['Job title', fields.jobTitle],
    ['Company size', fields.companySize],
    ['Phone', fields.phone],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  const message = fields.message === '' ? '(no message)' : fields.message;
  const text = `${shown.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${message}`;
  const html = `<table>${shown
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table><p><strong>Message</strong></p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`;
  const company = fields.company ? ` (${fields.company})` : '';
  return { to, replyTo: fields.email, subject: `${SUBJECTS[kind]} from ${name}${company}`, text, html };
}
