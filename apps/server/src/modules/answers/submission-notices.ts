import { receiptDigestLine, receiptVerifyPath, submissionReceipt } from '@shortlist/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Viewer } from '../../core/viewer/index.js';
import { type NotificationPayload, users } from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { submissionReceiptMail } from '../../platform/mail/index.js';
import { notify } from '../notifications/index.js';
import { notificationProjectOf, notifyBuySide, projectAudience } from '../projects/index.js';
import { findInvitations, invitationTitle } from '../suppliers/index.js';

export interface Submission {
  projectId: string;
  projectProductId: string;
  submittedAt: Date;
  resubmit: boolean;
  /** Issue 37: the receipt recorded with the submission. */
  receipt: { id: string; digest: string };
}

/**
 * Once the submission has committed: the project's owners hear of it (ANSWERS_SUBMITTED, resubmit when it is one);
 * the submitting user gets the receipt by mail (issue 31) — when, by whom, a link to the answers, and (issue 37) the
 * receipt's code, digest and verify link — whatever their
 * switches; the supplier company's other active users hear of it (ANSWERS_SUBMITTED worded for a supplier, its
 * e-mail copy following their switches).
 */
export function announceSubmission(app: AppContext, viewer: Viewer, submission: Submission) {
  return afterCommit(`answers ${submission.projectProductId} submitted`, async () => {
    const reader = { viewer, hash: null };
    const found = await findInvitations(app.db, reader, submission.projectId, submission.projectProductId);
    const [invitation] = found.invitations;
    if (!invitation) return;
    const { project } = found;
    const product = {
      id: invitation.id,
      name: invitationTitle(invitation),
      productName: invitation.productName,
      vendorName: invitation.vendorName,
    };
    const payload = await notificationProjectOf(app.db, project);
    const owners = [...(await projectAudience(app.db, project.id)).values()].filter((member) => member.isProductOwner);
    await notifyBuySide(app, payload, 'ANSWERS_SUBMITTED', owners, { product, resubmit: submission.resubmit });

    const url = `${app.config.publicUrl}/invite-to-project/${project.id}/questions/${invitation.id}`;
    const submitter = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
    await app.mailer.send(
      submissionReceiptMail(viewer.user.email, {
        firstName: viewer.user.firstName,
        projectName: project.name,
        productName: invitation.productName,
        receipt: submissionReceipt(submission.submittedAt, submitter),
        url,
        digestLine: receiptDigestLine(submission.receipt.id, submission.receipt.digest),
        verifyUrl: `${app.config.publicUrl}${receiptVerifyPath(submission.receipt.id, submission.receipt.digest)}`,
      }),
    );
    await tellColleagues(app, viewer, invitation.companyId, {
      project: payload,
      product,
      resubmit: submission.resubmit,
    });
  });
}

async function tellColleagues(
  app: AppContext,
  viewer: Viewer,
  companyId: string | null,
  payload: Pick<NotificationPayload, 'project' | 'product' | 'resubmit'>,
) {
  if (!companyId || !payload.project) return;
  const colleagues = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'ACTIVE'), ne(users.id, viewer.user.id)));
  await notify(
    app,
    colleagues.map((colleague) => colleague.id),
    { kind: 'ANSWERS_SUBMITTED', projectId: payload.project.id, payload: { ...payload, role: 'SUPPLIER' } },
  );
}
