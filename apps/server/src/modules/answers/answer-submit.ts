import { ANSWER_MESSAGES, maySubmitAnswers } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { answers, projectProducts } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { afterCommit } from '../../platform/after-commit.js';
import type { Viewer } from '../accounts/viewer.js';
import { notificationProjectOf, notifyBuySide, projectAudience } from '../projects/project-notifications.js';
import { findInvitations, invitationTitle } from '../suppliers/supplier-side-access.js';
import { progressOf } from './questionnaire-rows.js';
import { findParticipation } from './answer-target.js';

export interface SubmitAnswersInput {
  projectId: string;
  projectProductId: string;
}

/**
 * Spec 2 §7 Submit answers: at 100 percent only, in AWAITING before the first submission, or again while updates are
 * requested (a resubmission, which resolves the requests). The answers are then locked; the project's owners hear
 * of it (ANSWERS_SUBMITTED, resubmit when it is one).
 */
export async function submitAnswers(app: AppContext, viewer: Viewer, input: SubmitAnswersInput): Promise<Date> {
  const participation = await findParticipation(app.db, viewer, input.projectId, input.projectProductId);
  const progress = await progressOf(app.db, participation.projectId, participation.projectProductId);
  const resubmit = Boolean(participation.state.answersSubmittedAt);
  if (!maySubmitAnswers(participation.state, progress.requested)) {
    throw badInput(resubmit ? ANSWER_MESSAGES.alreadySubmitted : ANSWER_MESSAGES.notEditable);
  }
  if (progress.percent < 100) throw badInput(ANSWER_MESSAGES.incomplete);
  const submittedAt = new Date();
  await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(projectProducts)
      .set({ answersSubmittedAt: submittedAt, updatedAt: submittedAt })
      .where(
        and(
          eq(projectProducts.id, participation.projectProductId),
          eq(projectProducts.participationStatus, 'ACCEPTED'),
        ),
      )
      .returning({ id: projectProducts.id });
    if (!locked) throw badInput(ANSWER_MESSAGES.notEditable);
    await tx
      .update(answers)
      .set({ status: 'RESOLVED', updatedAt: submittedAt })
      .where(and(eq(answers.projectProductId, participation.projectProductId), eq(answers.status, 'REQUESTED')));
  });
  await announceSubmission(app, viewer, input, resubmit);
  return submittedAt;
}

function announceSubmission(app: AppContext, viewer: Viewer, input: SubmitAnswersInput, resubmit: boolean) {
  return afterCommit(`answers ${input.projectProductId} submitted`, async () => {
    const reader = { viewer, hash: null };
    const { project, invitations } = await findInvitations(app.db, reader, input.projectId, input.projectProductId);
    const [invitation] = invitations;
    if (!invitation) return;
    const owners = [...(await projectAudience(app.db, project.id)).values()].filter((member) => member.isProductOwner);
    const product = {
      id: invitation.id,
      name: invitationTitle(invitation),
      productName: invitation.productName,
      vendorName: invitation.vendorName,
    };
    const payload = await notificationProjectOf(app.db, project);
    await notifyBuySide(app, payload, 'ANSWERS_SUBMITTED', owners, { product, resubmit });
  });
}
