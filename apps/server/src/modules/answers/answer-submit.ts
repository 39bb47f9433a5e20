import { ANSWER_MESSAGES, maySubmitAnswers } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { answers, projectProducts } from '../../db/schema/index.js';
import { findParticipation } from './answer-target.js';
import { progressOf } from './questionnaire-rows.js';
import { recordReceipts } from './receipts/receipt-records.js';
import { announceSubmission } from './submission-notices.js';

export interface SubmitAnswersInput {
  projectId: string;
  projectProductId: string;
}

/**
 * Spec 2 §7 Submit answers: at 100 percent only, in AWAITING before the first submission, or again while updates are
 * requested (a resubmission, which resolves the requests). The answers are then locked, with the time and who
 * submitted them, and a receipt (issue 37: the digest of the answers locked, recordReceipts); the owners, the submitter and the supplier's colleagues hear of it (announceSubmission).
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
  const receipt = await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(projectProducts)
      .set({ answersSubmittedAt: submittedAt, answersSubmittedBy: viewer.user.id, updatedAt: submittedAt })
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
    const submission = { ...participation, submittedAt, submittedBy: viewer.user.id };
    const recorded = await recordReceipts(app.storage, tx, [submission]);
    const receipt = recorded.get(participation.projectProductId);
    if (!receipt) throw new Error('The submission got no receipt');
    return receipt;
  });
  await announceSubmission(app, viewer, { ...input, submittedAt, resubmit, receipt });
  return submittedAt;
}
