import { confirmEmailSchema, emailField, MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badInput, parseInput } from '../../core/errors.js';
import type { UserRow } from '../../core/viewer/index.js';
import { users } from '../../db/schema/index.js';
import { confirmEmailMail } from '../../platform/mail/index.js';
import { consumeToken, issueToken } from './one-time-tokens.js';

export async function sendConfirmationMail(app: AppContext, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const token = await issueToken(app.db, 'CONFIRM_EMAIL', user.email, { userId: user.id });
  const url = `${app.config.publicUrl}/register/confirm-email?hash=${encodeURIComponent(token)}`;
  await app.mailer.send(confirmEmailMail(user.email, user.firstName, url));
}

/** Activates the account the link was sent for and answers its new status. */
export async function confirmEmail(app: AppContext, input: unknown): Promise<{ status: UserRow['status'] }> {
  const { hash } = parseInput(confirmEmailSchema, input);
  const token = await consumeToken(app.db, 'CONFIRM_EMAIL', hash);
  if (!token?.userId) throw badInput(MESSAGES.invalidLink);
  const [user] = await app.db
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: new Date() })
    .where(and(eq(users.id, token.userId), eq(users.status, 'EMAIL_CONFIRMATION_REQUIRED')))
    .returning({ status: users.status });
  if (user) return user;
  const [current] = await app.db.select({ status: users.status }).from(users).where(eq(users.id, token.userId));
  if (!current) throw badInput(MESSAGES.invalidLink);
  return current;
}

/** Sends a fresh link when the account still waits for confirmation; answers the same either way. */
export async function resendConfirmation(app: AppContext, input: unknown): Promise<void> {
  const { email } = parseInput(z.object({ email: emailField }), input);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (user?.status === 'EMAIL_CONFIRMATION_REQUIRED') await sendConfirmationMail(app, user);
}
