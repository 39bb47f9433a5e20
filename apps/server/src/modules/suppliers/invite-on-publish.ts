import { and, eq } from 'drizzle-orm';
import type { ProjectStatusHook } from '../../core/extensions/index.js';
import { projectProducts } from '../../db/schema/index.js';
import { auditSuppliers } from './supplier-audit.js';
import { issueInvitations, sendInvitations } from './supplier-invitations.js';

/**
 * Spec 2 §4: suppliers preselected in DRAFT and IN_REVIEW (added, or invited by e-mail) are invited when the project
 * is published, in the status change's transaction (each recorded in the audit trail); their e-mails go out once it has committed. An e-mail that
 * cannot be sent leaves its invitation in place (the outbox keeps the error) for Resend Invite.
 */
export const inviteOnPublish: ProjectStatusHook = async ({ app, tx, project, viewer }) => {
  if (project.status !== 'PUBLISHED') return undefined;
  const preselected = await tx
    .select({ id: projectProducts.id })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, project.id), eq(projectProducts.participationStatus, 'DRAFT')));
  if (preselected.length === 0) return undefined;
  const issued = await issueInvitations(
    tx,
    project.id,
    preselected.map((row) => row.id),
  );
  const invited = issued.map((invitation) => invitation.id);
  await auditSuppliers(tx, viewer, project, 'supplier.invited', invited);
  return async () => {
    if (!(await sendInvitations(app, project, issued, { notifyVendors: true }))) {
      console.error(`Some invitations of project ${project.id} could not be e-mailed; Resend Invite sends them again.`);
    }
  };
};
