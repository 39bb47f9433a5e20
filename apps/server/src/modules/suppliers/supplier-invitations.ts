import { INVITE_ERROR_CODES, INVITE_MESSAGES, invitationPreviewPath, registrationInvitePath } from '@shortlist/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts, users, vendorProfiles } from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { projectInvitationMail } from '../../platform/mail/index.js';
import { hashToken, randomToken } from '../../platform/security/index.js';
import { notify } from '../notifications/index.js';
import { notificationProjectOf } from '../projects/index.js';
import { supplierTitle } from './project-products.js';

/** A project product invited in a transaction: its id and the raw token its e-mail carries (stored only hashed). */
export interface IssuedInvitation {
  id: string;
  token: string;
}

/**
 * Invites the project's products among `ids`: each gets a new random token (replacing an older one, whose link then
 * stops working; only the hash is stored), becomes INVITED and keeps the time of its first invitation. One statement.
 */
export async function issueInvitations(
  tx: Database,
  projectId: string,
  ids: readonly string[],
): Promise<IssuedInvitation[]> {
  const issued = ids.map((id) => ({ id, token: randomToken() }));
  if (issued.length === 0) return issued;
  const hashes = sql.join(
    issued.map(({ id, token }) => sql`(${id}::uuid, ${hashToken(token)})`),
    sql`, `,
  );
  await tx
    .update(projectProducts)
    .set({
      participationStatus: 'INVITED',
      invitationTokenHash: sql`issued.hash`,
      invitedAt: sql`coalesce(${projectProducts.invitedAt}, now())`,
      updatedAt: new Date(),
    })
    .from(sql`(values ${hashes}) as issued(id, hash)`)
    .where(and(eq(projectProducts.id, sql`issued.id`), eq(projectProducts.projectId, projectId)));
  return issued;
}

/** Who each invitation goes to: the invited address, or for a vendor's product its vendor profile's e-mail. */
async function invitationTargets(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: projectProducts.id,
      invitedEmail: projectProducts.email,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorId: companies.id,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      vendorEmail: sql<string>`coalesce(${vendorProfiles.email}, '')`,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(inArray(projectProducts.id, [...ids]));
}
type InvitationTarget = Awaited<ReturnType<typeof invitationTargets>>[number];

async function brokerNameOf(db: Database, project: ProjectRow): Promise<string> {
  const [broker] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, project.companyId));
  return broker?.name ?? '';
}

/** The supplier company's active users hear of the invitation (spec 1 §3 product invited, worded for a supplier). */
async function notifyVendorUsers(app: AppContext, project: ProjectRow, targets: readonly InvitationTarget[]) {
  const vendorIds = [...new Set(targets.flatMap((target) => (target.vendorId ? [target.vendorId] : [])))];
  if (vendorIds.length === 0) return;
  const people = await app.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.companyId, vendorIds), eq(users.status, 'ACTIVE')));
  const notificationProject = await notificationProjectOf(app.db, project);
  for (const target of targets) {
    const receivers = people.filter((person) => person.companyId === target.vendorId).map((person) => person.id);
    await notify(app, receivers, {
      kind: 'PRODUCT_INVITED',
      projectId: project.id,
      productId: target.id,
      payload: {
        project: notificationProject,
        role: 'SUPPLIER',
        product: {
          id: target.id,
          name: supplierTitle(target.vendorName, target.productName, ''),
          productName: target.productName,
          vendorName: target.vendorName,
        },
      },
    });
  }
}

/**
 * After the invitations have committed: one e-mail per invitation — an e-mail invitation's registration link, or an
 * existing vendor's invitation preview with its hash — and, on a first invitation, the vendor's users are notified.
 * Resolves false when any e-mail could not be sent (the invitation stays; Resend Invite sends it again). A vendor
 * whose profile has no e-mail is reached by the notification alone.
 */
export async function sendInvitations(
  app: AppContext,
  project: ProjectRow,
  issued: readonly IssuedInvitation[],
  options: { notifyVendors: boolean },
): Promise<boolean> {
  const targets = await invitationTargets(
    app.db,
    issued.map((invitation) => invitation.id),
  );
  if (targets.length === 0) return true;
  const brokerName = await brokerNameOf(app.db, project);
  const tokens = new Map(issued.map((invitation) => [invitation.id, invitation.token]));
  const deliveries = targets.map(async (target) => {
    const token = tokens.get(target.id) ?? '';
    const registers = !target.vendorId;
    const to = registers ? target.invitedEmail : target.vendorEmail;
    if (!to) return true;
    const path = registers ? registrationInvitePath(token) : invitationPreviewPath(project.id, token);
    const supplierName = supplierTitle(registers ? '' : target.vendorName, target.productName, to);
    return app.mailer.deliver(
      projectInvitationMail(to, {
        projectName: project.name,
        brokerName,
        supplierName,
        url: `${app.config.publicUrl}${path}`,
        registers,
      }),
    );
  });
  const sent = await Promise.all(deliveries);
  if (options.notifyVendors) {
    // The invitation has gone out; a notification that fails is logged and does not make it fail.
    await afterCommit(`the invitations of project ${project.id}`, () => notifyVendorUsers(app, project, targets));
  }
  return sent.every(Boolean);
}

/**
 * A broker's call that invited suppliers answers 'Unable to send the invite' (code INVITE_NOT_SENT) when an e-mail
 * could not be sent; the invitations are kept, and Resend Invite sends them again.
 */
export async function sendInvitationsOrRefuse(
  app: AppContext,
  project: ProjectRow,
  issued: readonly IssuedInvitation[],
  options = { notifyVendors: true },
): Promise<void> {
  if (issued.length === 0) return;
  if (await sendInvitations(app, project, issued, options)) return;
  throw new AppError(502, INVITE_ERROR_CODES.notSent, INVITE_MESSAGES.failed);
}
