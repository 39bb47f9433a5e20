import {
  changePasswordSchema,
  ERROR_CODES,
  feedbackSchema,
  MESSAGES,
  offersContrastMode,
  profileSettingsSchema,
  TERMS_VERSION,
} from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, userActor } from '../../core/audit/index.js';
import { AppError, badInput, forbidden, parseInput } from '../../core/errors.js';
import type { UserRow, Viewer } from '../../core/viewer/index.js';
import { revokeUserSessions } from '../../core/viewer/index.js';
import { feedback, termsAcceptances, users } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../platform/security/index.js';
import { retireTokens } from './one-time-tokens.js';

/** Only users who sign in with a password of ours can change it. */
export const canChangePassword = (viewer: Viewer) => viewer.user.passwordHash !== null;

export async function acceptTerms(app: AppContext, viewer: Viewer, version: string): Promise<void> {
  if (version !== TERMS_VERSION) throw badInput(`Only the current terms version ${TERMS_VERSION} can be accepted`);
  const now = new Date();
  await app.db.update(users).set({ termsVersion: version, termsAcceptedAt: now }).where(eq(users.id, viewer.user.id));
  await app.db.insert(termsAcceptances).values({ userId: viewer.user.id, version, acceptedAt: now });
}

/**
 * Changes the password and ends every session of the account, this one included. Checking the old password counts
 * toward the sign-in limits of the account and the address, so a session left open cannot be used to guess it.
 */
export async function changePassword(
  app: AppContext,
  viewer: Viewer,
  input: unknown,
  clientAddress: string,
): Promise<void> {
  if (!canChangePassword(viewer)) throw forbidden();
  const { oldPassword, password } = parseInput(changePasswordSchema, input);
  const { email } = viewer.user;
  if (!(await app.loginThrottle.admit(email, clientAddress))) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyPasswordAttempts);
  }
  if (!(await verifyPassword(viewer.user.passwordHash, oldPassword))) {
    await app.loginThrottle.recordFailure(email);
    throw badInput(MESSAGES.wrongOldPassword, { oldPassword: MESSAGES.wrongOldPassword });
  }
  await app.loginThrottle.recordSuccess(email);
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.user.id));
    await retireTokens(tx, 'RESET_PASSWORD', viewer.user.id);
    const target = { type: 'user', id: viewer.user.id, label: email };
    await recordAudit(tx, userActor(viewer.user, clientAddress), { kind: 'auth.password_changed', target });
  });
  await revokeUserSessions(app, viewer.user.id);
}

export async function sendFeedback(app: AppContext, viewer: Viewer, input: unknown): Promise<void> {
  const { title, message, pathname } = parseInput(feedbackSchema, input);
  await app.db
    .insert(feedback)
    .values({ userId: viewer.user.id, companyId: viewer.company.id, title, message, pathname });
}

/** Saves /account/settings; contrast mode only changes where it is offered (READ_SCORING and colour scoring). */
export async function updateProfileSettings(app: AppContext, viewer: Viewer, input: unknown): Promise<UserRow> {
  const settings = parseInput(profileSettingsSchema, input);
  const contrastMode = offersContrastMode(viewer.privileges, viewer.company.settings.scoringType)
    ? settings.contrastMode
    : viewer.user.contrastMode;
  const [updated] = await app.db
    .update(users)
    .set({
      phoneNumber: settings.phoneNumber || null,
      contrastMode,
      notifyProjectStatusUpdate: settings.projectStatusUpdate,
      notifyNewNotification: settings.newNotification,
      notifyNewFaqQuestion: settings.newFaqQuestion,
      updatedAt: new Date(),
    })
    .where(eq(users.id, viewer.user.id))
    .returning();
  if (!updated) throw new Error('Signed-in user vanished');
  return updated;
}
