import { inviteUserSchema, MESSAGES, type UserType } from '@shortlist/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { badInput, notFound, parseInput } from '../../core/errors.js';
import { type CompanyRow, isUuid, type Viewer } from '../../core/viewer/index.js';
import { type Database, isUniqueViolation } from '../../db/client.js';
import { roles, tokens, users } from '../../db/schema/index.js';
import { userInvitationMail } from '../../platform/mail/index.js';
import { issueToken } from '../accounts/index.js';
import { assertCanInviteUser } from '../billing/index.js';
import { tenantCompany } from './role-commands.js';
import { assertWithinHeldPrivileges } from './user-access.js';
import type { UserRecord } from './user-queries.js';

const emailTaken = () => badInput(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });

async function companyRole(db: Database, company: CompanyRow, roleId: string) {
  if (!isUuid(roleId)) throw notFound('Role');
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, company.id)));
  if (!role) throw notFound('Role');
  return role;
}

/** Spec 1 §3: an invited user's type follows the company (the platform's own people are administrators). */
const userTypeOf = (company: CompanyRow): UserType => (company.kind === 'PLATFORM' ? 'ADMIN' : company.kind);

/**
 * Spec 1 §6, §7 inviteUser: records the person as INVITED in the company with the chosen role (refreshing an earlier
 * invitation of the same company; the newest one wins and the older links stop working) and mails a registration
 * link. Registration with that link activates the row (accounts/registration.ts). An address that already has an
 * account, or a pending invitation of another company, is refused.
 */
export async function inviteUser(app: AppContext, viewer: Viewer, input: unknown): Promise<UserRecord> {
  const data = parseInput(inviteUserSchema, input);
  const company = await tenantCompany(app.db, viewer, data.companyId);
  const role = await companyRole(app.db, company, data.roleId);
  // Issue 11: inviting with a role grants its privileges, so the same ceiling as editing a role applies.
  assertWithinHeldPrivileges(viewer, role.privileges);
  await assertCanInviteUser(app, company.id, data.email);

  const { user, token } = await app.db
    .transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, data.email));
      // A pending invitation of another company is that company's record: it is neither moved nor changed.
      if (existing && (existing.status !== 'INVITED' || existing.companyId !== company.id)) throw emailTaken();
      const values = {
        companyId: company.id,
        firstName: data.firstName,
        lastName: data.lastName,
        roleId: role.id,
        type: userTypeOf(company),
        status: 'INVITED' as const,
      };
      const [invited] = existing
        ? await tx
            .update(users)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(users.id, existing.id))
            .returning()
        : await tx
            .insert(users)
            .values({ ...values, email: data.email })
            .returning();
      if (!invited) throw new Error('Invited user was not recorded');
      await tx
        .update(tokens)
        .set({ usedAt: new Date() })
        .where(and(eq(tokens.kind, 'USER_INVITATION'), eq(tokens.email, data.email), isNull(tokens.usedAt)));
      const raw = await issueToken(tx, 'USER_INVITATION', data.email, {
        userId: invited.id,
        payload: {
          companyId: company.id,
          roleId: role.id,
          firstName: data.firstName,
          lastName: data.lastName,
          invitedBy: viewer.user.id,
        },
      });
      await recordAudit(tx, viewerActor(viewer), {
        kind: 'users.invited',
        companyId: company.id,
        target: { type: 'user', id: invited.id, label: invited.email },
        after: { role: role.name },
      });
      return { user: invited, token: raw };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });

  const url = `${app.config.publicUrl}/register?token=${encodeURIComponent(token)}`;
  const inviterName = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
  await app.mailer.send(
    userInvitationMail(user.email, { firstName: user.firstName, companyName: company.name, inviterName, url }),
  );
  return { ...user, role: { id: role.id, name: role.name }, company: { id: company.id, name: company.name } };
}
