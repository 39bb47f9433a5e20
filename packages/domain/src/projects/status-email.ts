import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { PROJECT_MESSAGES } from './project-messages.js';

/** A product that must not become a spam relay: one status e-mail reaches at most this many recipients. */
export const STATUS_EMAIL_MAX_RECIPIENTS = 50;
/** For the same reason, one user sends at most this many status e-mails an hour. */
export const STATUS_EMAIL_SENDS_PER_HOUR = 10;

/** Spec 2 §5 Select Recipients and §8 Status e-mail: the exact wording. */
export const STATUS_EMAIL_MESSAGES = {
  atLeastOne: 'At least one recipient must be added',
  validEmail: PROJECT_MESSAGES.validEmail,
  duplicate: 'This email is already added',
  tooMany: `No more than ${STATUS_EMAIL_MAX_RECIPIENTS} recipients can be added`,
  tooOften: 'You have sent too many status emails. Please try again in an hour.',
  sent: 'The project status email has been sent successfully',
  sendFailed: 'Unable to send the Email',
  /** Spec 2 §8 Send-email button disabled tooltip. */
  noSupplier: 'At least one Supplier Product must be added',
} as const;

/** Spec 2 §5: recipients are listed from project-level users by role, in this order. */
export const PROJECT_RECIPIENT_ROLES = ['PROJECT_MANAGER', 'DOMAIN_EXPERT', 'VIEWER', 'BROKERAGE_CONTACT'] as const;
export type ProjectRecipientRole = (typeof PROJECT_RECIPIENT_ROLES)[number];

export const PROJECT_RECIPIENT_ROLE_LABELS: Record<ProjectRecipientRole, string> = {
  PROJECT_MANAGER: 'Project Owner',
  DOMAIN_EXPERT: 'Domain Expert',
  VIEWER: 'Viewer',
  BROKERAGE_CONTACT: 'Brokerage Contact',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same address however it was typed: trimmed and lower case. */
export const normaliseRecipient = (email: string) => email.trim().toLowerCase();

/** The message of one typed address that cannot be a recipient, or null: required, then valid. */
function addressError(email: string): string | null {
  const value = normaliseRecipient(email);
  if (value === '') return MESSAGES.required;
  return EMAIL_PATTERN.test(value) ? null : STATUS_EMAIL_MESSAGES.validEmail;
}

/**
 * The address typed into the dialog's field, checked against the recipients already added: required, valid and
 * not yet added (compared case-insensitively). The output is the normalised address.
 */
export function newRecipientSchema(added: readonly string[]) {
  const taken = new Set(added.map(normaliseRecipient));
  return z
    .string({ error: MESSAGES.required })
    .superRefine((email, context) => {
      const message =
        addressError(email) ?? (taken.has(normaliseRecipient(email)) ? STATUS_EMAIL_MESSAGES.duplicate : null);
      if (message) context.addIssue({ code: 'custom', message });
    })
    .transform(normaliseRecipient);
}

/**
 * The recipients of a status e-mail: at least one, at most 50, each a valid address, no address twice (case
 * ignored). Every message is reported on the list itself, so the API names the field `emails`.
 */
export const statusEmailRecipientsSchema = z
  .array(z.string(), { error: STATUS_EMAIL_MESSAGES.atLeastOne })
  .superRefine((emails, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message });
    if (emails.length === 0) return fail(STATUS_EMAIL_MESSAGES.atLeastOne);
    if (emails.length > STATUS_EMAIL_MAX_RECIPIENTS) return fail(STATUS_EMAIL_MESSAGES.tooMany);
    const seen = new Set<string>();
    for (const email of emails) {
      const message = addressError(email);
      if (message) return fail(message);
      const value = normaliseRecipient(email);
      if (seen.has(value)) return fail(STATUS_EMAIL_MESSAGES.duplicate);
      seen.add(value);
    }
  })
  .transform((emails) => emails.map(normaliseRecipient));

/** Spec 2 §7 "Send project status e-mail: id, emails": the checked part of the call. */
export const statusEmailSchema = z.object({ emails: statusEmailRecipientsSchema });
export type StatusEmailInput = z.input<typeof statusEmailSchema>;
export type StatusEmailValues = z.output<typeof statusEmailSchema>;
