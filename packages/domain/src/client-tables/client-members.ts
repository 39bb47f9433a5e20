import { emailField } from '../validation/fields.js';
import { CLIENT_TABLE_MESSAGES as M } from './client-table-messages.js';

/** A client member's address as stored and compared: trimmed and lower-case. */
export const normalizedMemberEmail = (email: string) => email.trim().toLowerCase();

/**
 * Spec 2 §5 Client members: each e-mail valid; the same address twice (ignoring case) is refused. The problem of each
 * address by its position; empty when every one is fine.
 */
export function memberEmailProblems(emails: readonly string[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  for (const [index, email] of emails.entries()) {
    const normalized = normalizedMemberEmail(email);
    if (!emailField.safeParse(normalized).success) problems[index] = M.validEmail;
    else if (seen.has(normalized)) problems[index] = M.duplicateEmail;
    seen.add(normalized);
  }
  return problems;
}
