import { MESSAGES, type RegistrationInput } from '@shortlist/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import type { ProjectInvitationKind } from '../../core/extensions/index.js';
import { isUuid } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clientMembers, clients, companies, projects } from '../../db/schema/index.js';
import { assertAddressFree, consumeToken, findToken, insertCompanyWithFirstUser } from '../accounts/index.js';

/**
 * A client member's invitation that can still be registered with: an unused, unexpired link of a member who has no
 * account yet, of a project that is not deleted.
 */
export async function findClientInvitation(db: Database, rawToken: string) {
  const token = await findToken(db, 'CLIENT_MEMBER_INVITATION', rawToken);
  const memberId = token?.payload.memberId;
  if (!token || !memberId || !isUuid(memberId)) return null;
  const [row] = await db
    .select({
      memberId: clientMembers.id,
      email: clientMembers.email,
      project: { id: projects.id, name: projects.name },
      brokerName: companies.name,
      clientName: clients.name,
    })
    .from(clientMembers)
    .innerJoin(projects, eq(projects.id, clientMembers.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(clientMembers.id, memberId), isNull(clientMembers.userId), ne(projects.status, 'DELETED')));
  return row ? { ...row, rawToken } : null;
}
export type ClientInvitation = NonNullable<Awaited<ReturnType<typeof findClientInvitation>>>;

/**
 * Registers an invited client member: a user of type CLIENT, active at once (the mail proved the address), in a
 * company of kind CLIENT of their own. That company is never the broker's, holds no projects and grants no role, so
 * the account reaches nothing of the broker but the client data of the projects it is a member of. Every client
 * membership waiting for this address is linked. Run in the caller's transaction; the link is used up first.
 */
export async function registerInvitedClientMember(
  tx: Database,
  invitation: ClientInvitation,
  data: RegistrationInput,
  passwordHash: string,
): Promise<void> {
  if (!(await consumeToken(tx, 'CLIENT_MEMBER_INVITATION', invitation.rawToken))) throw badInput(MESSAGES.invalidLink);
  await assertAddressFree(tx, invitation.email);
  const user = await insertCompanyWithFirstUser(tx, {
    form: data,
    email: invitation.email,
    passwordHash,
    kind: 'CLIENT',
    roles: null,
    userType: 'CLIENT',
    status: 'ACTIVE',
  });
  await tx
    .update(clientMembers)
    .set({ userId: user.id })
    .where(and(eq(clientMembers.email, invitation.email), isNull(clientMembers.userId)));
}

/** A client member's invitation to a project, as the registration form takes it up (the client's name proposed). */
export const clientProjectInvitation: ProjectInvitationKind = async ({ db, token }) => {
  const invitation = await findClientInvitation(db, token);
  if (!invitation) return null;
  return {
    kind: 'CLIENT',
    email: invitation.email,
    project: invitation.project,
    brokerName: invitation.brokerName,
    companyName: invitation.clientName ?? '',
    websiteOptional: true,
    register: (tx, data, passwordHash) => registerInvitedClientMember(tx, invitation, data, passwordHash),
  };
};
