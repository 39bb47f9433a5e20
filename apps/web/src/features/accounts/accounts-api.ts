import type { RegistrationInput } from '@shortlist/domain';
import { z } from 'zod';
import { okSchema, rest } from '../../lib/rest';

/** The REST routes of docs/rest-api.md that belong to accounts. */

export function login(input: { email: string; password: string; recaptcha?: string }) {
  return rest('/api/login', okSchema, { json: input });
}

export function logout() {
  return rest('/api/logout', okSchema, { method: 'POST' });
}

export function restorePassword(email: string) {
  return rest('/api/login/restore-password', okSchema, { json: { email } });
}

export function resetPassword(input: { hash: string; password: string; confirmPassword?: string }) {
  return rest('/api/login/reset-password', okSchema, { json: input });
}

const registrationResultSchema = z.object({ status: z.string(), email: z.string().optional() });

export function register(input: RegistrationInput) {
  return rest('/api/register', registrationResultSchema, { json: input });
}

const confirmEmailResultSchema = z.object({ status: z.string() });

export function confirmEmail(hash: string) {
  return rest('/api/register/confirm-email', confirmEmailResultSchema, { json: { hash } });
}

export function sendConfirmEmail(email: string) {
  return rest('/api/register/send-confirm-email', okSchema, { json: { email } });
}

const invitationSchema = z.object({
  email: z.string(),
  /** Who sent the invitation; null for invitations that do not record it. */
  inviterName: z.string().nullish(),
  userData: z.object({
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    companyName: z.string().nullish(),
    companyId: z.union([z.string(), z.number()]).nullish(),
  }),
  /**
   * A supplier's invitation to a project (spec 2 §2 /register?token), or a client member's (spec 2 §1): the project
   * and the broker inviting.
   */
  kind: z.enum(['SUPPLIER', 'CLIENT']).optional(),
  project: z.object({ id: z.string(), name: z.string() }).optional(),
  brokerName: z.string().optional(),
});

export type Invitation = z.output<typeof invitationSchema>;

export function fetchInvitation(token: string) {
  return rest(`/api/register/invitation/${encodeURIComponent(token)}`, invitationSchema);
}
