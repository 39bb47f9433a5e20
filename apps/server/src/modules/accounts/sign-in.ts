import { ERROR_CODES, loginSchema, MESSAGES } from '@shortlist/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, userActor } from '../../core/audit/index.js';
import { AppError, parseInput } from '../../core/errors.js';
import { createSession, type IssuedSession, revokeSessionByToken, type Viewer } from '../../core/viewer/index.js';
import { companies, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/security/index.js';
import { assertNotTerminated } from './termination-gate.js';

/**
 * Checks the credentials and opens a new session. A session token the caller already had is revoked, so the
 * token always changes at sign-in. The account status is revealed only after the password has matched.
 */
export async function signIn(
  app: AppContext,
  input: unknown,
  client: { address: string; previousToken?: string },
): Promise<IssuedSession> {
  const credentials = parseInput(loginSchema({ recaptcha: app.captcha.enabled }), input);
  if (!(await app.loginThrottle.admit(credentials.email, client.address))) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyAttempts);
  }
  if (!(await app.captcha.verify(credentials.recaptcha, client.address))) {
    throw new AppError(400, ERROR_CODES.badUserInput, MESSAGES.recaptcha, { recaptcha: MESSAGES.recaptcha });
  }
  const [user] = await app.db
    .select({ ...getTableColumns(users), terminatedAt: companies.terminatedAt })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, credentials.email));
  const matches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !matches) {
    await app.loginThrottle.recordFailure(credentials.email);
    // A known account's failure joins its company's chain; an unknown one's joins the platform's chain with the
    // e-mail as typed (validated as an e-mail address, so never a password typed in the wrong field).
    await recordAudit(app.db, user ? userActor(user, client.address) : anonymous(client.address), {
      kind: 'auth.sign_in_failed',
      target: user ? { type: 'user', id: user.id, label: user.email } : null,
      after: user ? null : { email: credentials.email },
    });
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  await app.loginThrottle.recordSuccess(credentials.email);
  if (user.status === 'EMAIL_CONFIRMATION_REQUIRED') {
    throw new AppError(403, ERROR_CODES.emailConfirmationRequired, MESSAGES.emailConfirmationRequired);
  }
  if (user.status !== 'ACTIVE') throw new AppError(403, ERROR_CODES.disabled, MESSAGES.accountDisabled);
  if (user.terminatedAt) await assertNotTerminated(app.db, user, user.terminatedAt, new Date());
  if (client.previousToken) await revokeSessionByToken(app, client.previousToken);
  return app.db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, app.config.session);
    await recordAudit(tx, userActor(user, client.address), {
      kind: 'auth.signed_in',
      target: { type: 'user', id: user.id, label: user.email },
    });
    return session;
  });
}

const anonymous = (address: string) => ({ userId: null, email: null, companyId: null, actorCompanyId: null, address });

/** Ends the session of the cookie; the signed-in user's sign-out is recorded with it. */
export async function signOut(app: AppContext, token: string, viewer: Viewer | null): Promise<void> {
  await app.db.transaction(async (tx) => {
    await revokeSessionByToken({ db: tx, pubsub: app.pubsub }, token);
    if (!viewer) return;
    const target = { type: 'user', id: viewer.user.id, label: viewer.user.email };
    await recordAudit(tx, userActor(viewer.user, viewer.address ?? null), { kind: 'auth.signed_out', target });
  });
}
