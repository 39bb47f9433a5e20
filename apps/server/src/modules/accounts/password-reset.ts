import { forgotPasswordSchema, MESSAGES, resetPasswordSchema } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, userActor } from '../../core/audit/index.js';
import { badInput, parseInput } from '../../core/errors.js';
import { revokeUserSessions } from '../../core/viewer/index.js';
import { users } from '../../db/schema/index.js';
import { resetPasswordMail } from '../../platform/mail/index.js';
import { hashPassword } from '../../platform/security/index.js';
import { consumeToken, issueToken, retireTokens } from './one-time-tokens.js';

/** Mails a reset link to an existing, not disabled account; answers the same for unknown addresses. */
export async function requestPasswordReset(app: AppContext, input: unknown): Promise<void> {
  const { email } = parseInput(forgotPasswordSchema, input);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user || user.status === 'DISABLED') return;
  const token = await issueToken(app.db, 'RESET_PASSWORD', email, { userId: user.id });
  const url = `${app.config.publicUrl}/login/reset-password?hash=${encodeURIComponent(token)}`;
  await app.mailer.send(resetPasswordMail(email, user.firstName, url));
}

/** Sets the new password and ends every session and every other reset link of the account. */
export async function resetPassword(app: AppContext, input: unknown, address: string | null = null): Promise<void> {
  const { hash, password } = parseInput(resetPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const userId = await app.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'RESET_PASSWORD', hash);
    if (!token?.userId) throw badInput(MESSAGES.invalidLink, { hash: MESSAGES.invalidLink });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, token.userId))
      .returning();
    await retireTokens(tx, 'RESET_PASSWORD', token.userId);
    if (user) {
      const target = { type: 'user', id: user.id, label: user.email };
      await recordAudit(tx, userActor(user, address), { kind: 'auth.password_reset', target });
    }
    return token.userId;
  });
  await revokeUserSessions(app, userId);
}
