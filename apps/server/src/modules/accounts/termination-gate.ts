import { ERROR_CODES, exportOpenUntil, TERMINATION_TEXTS } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';

/**
 * Issue 38: a terminated company's users may not sign in, except its administrators (MANAGE_USERS) for the days its
 * data may still be exported.
 */
export async function assertNotTerminated(
  db: Database,
  user: { roleId: string | null },
  terminatedAt: Date,
  now: Date,
): Promise<void> {
  const [role] = user.roleId
    ? await db.select({ privileges: roles.privileges }).from(roles).where(eq(roles.id, user.roleId))
    : [];
  if (!role?.privileges.includes('MANAGE_USERS')) {
    throw new AppError(403, ERROR_CODES.forbidden, TERMINATION_TEXTS.signInRefused);
  }
  if (now > exportOpenUntil(terminatedAt))
    throw new AppError(403, ERROR_CODES.forbidden, TERMINATION_TEXTS.exportEnded);
}
