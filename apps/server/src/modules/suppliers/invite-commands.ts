import { INVITE_MESSAGES, inviteByEmailSchema } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, parseInput } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projectProducts } from '../../db/schema/index.js';
import { refuseRegisteredDomains } from './registered-domains.js';
import { findEditableSupplierProject, lockEditableProject } from './supplier-access.js';
import { auditSuppliers } from './supplier-audit.js';
import { changeSuppliers, chosenSuppliers, type SupplierProductsInput } from './supplier-commands.js';
import { issueInvitations, sendInvitationsOrRefuse } from './supplier-invitations.js';

const alreadyInvited = (index: number) =>
  badInput(INVITE_MESSAGES.emailInvited, { [`products.${index}.email`]: INVITE_MESSAGES.emailInvited });

export interface InviteByEmailInput {
  products: ReadonlyArray<{ email: string; productName: string }>;
}

/**
 * Spec 2 §7 Invite by e-mail (products list of {email, productName}), §5: each address valid, each supplier title
 * trimmed and at most 100; an address of a registered vendor's domain is refused with DOMAIN_IS_ALREADY_EXISTED,
 * an address already invited to the project too; all or nothing. Like an added product, the invitation waits for
 * publishing in DRAFT and IN_REVIEW and goes out at once past review, with the registration link.
 */
export async function inviteSuppliersByEmail(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: InviteByEmailInput,
): Promise<true> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const { products: invited } = parseInput(inviteByEmailSchema, input);
  return inviteValidatedSuppliers(app, viewer, project, invited);
}

/** The addresses among `emails` that the project has invited already. */
export async function invitedEmails(db: Database, projectId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const taken = await db
    .select({ email: projectProducts.email })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, projectId), inArray(projectProducts.email, [...emails])));
  return new Set(taken.map((row) => row.email));
}

/**
 * The one write of e-mail invitations (by e-mail and by file), already validated by invitedProductSchema and each
 * address once: the registered-domain and already-invited refusals, then one insert through changeSuppliers (one
 * transaction; invited at once and mailed after the commit past review).
 */
export async function inviteValidatedSuppliers(
  app: AppContext,
  viewer: Viewer,
  project: ProjectRow,
  invited: ReadonlyArray<{ email: string; productName: string }>,
): Promise<true> {
  const emails = invited.map((product) => product.email);
  await refuseRegisteredDomains(app.db, project.id, emails);
  return changeSuppliers(app, viewer, project, async (tx) => {
    const takenEmails = await invitedEmails(tx, project.id, emails);
    const index = emails.findIndex((email) => takenEmails.has(email));
    if (index >= 0) throw alreadyInvited(index);
    const added = await tx
      .insert(projectProducts)
      .values(invited.map((product) => ({ projectId: project.id, ...product, participationStatus: 'DRAFT' as const })))
      .returning({ id: projectProducts.id });
    return added.map((row) => row.id);
  });
}

/**
 * Spec 2 §7 Resend invite to project products: each must be INVITED (an e-mail invitation not registered yet is
 * INVITED too); a new token replaces the old one, whose link stops working, and the e-mail goes out again.
 */
export async function resendInvites(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
): Promise<true> {
  const { project, where } = await chosenSuppliers(app, viewer, projectId, input);
  const issued = await app.db.transaction(async (tx) => {
    await lockEditableProject(tx, project);
    const rows = await tx
      .select({ id: projectProducts.id, status: projectProducts.participationStatus })
      .from(projectProducts)
      .where(where);
    if (rows.some((row) => row.status !== 'INVITED')) throw badInput(INVITE_MESSAGES.resendInvitedOnly);
    const issued = await issueInvitations(
      tx,
      project.id,
      rows.map((row) => row.id),
    );
    const ids = issued.map((invitation) => invitation.id);
    await auditSuppliers(tx, viewer, project, 'supplier.invited', ids, { after: { resent: true } });
    return issued;
  });
  await sendInvitationsOrRefuse(app, project, issued, { notifyVendors: false });
  return true;
}
