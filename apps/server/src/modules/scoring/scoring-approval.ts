import {
  type ApprovalAction,
  approvalTransition,
  mayApproveSomeWhileScoring,
  mayApproveWhileScoring,
  rejectQuestionSchema,
  scoringOpen,
} from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound, parseInput } from '../../core/errors.js';
import { findBrokerProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectQuestions } from '../../db/schema/index.js';
import { refusedRight } from './scoring-scope.js';
import { findScoredQuestion, type QuestionRef } from './scoring-target.js';

/** Ours: the spec words no failure of approving on the scoring page. */
export const SCORING_APPROVAL_REFUSED = 'Unable to change the approval of the Question';

/** The decision a scoring-page approver makes on a question. */
export interface ScoringDecisionInput extends QuestionRef {
  action: ApprovalAction;
  reason?: string | null;
}

/**
 * Spec 3 §6 scoring-page approve rights: approve, unapprove or reject (a reason, as on the questions page) a question
 * of a project open for scoring, for MANAGE_ALL_APPROVALS holders, MANAGE_SCORING holders who approve the question or
 * its section, and the project's owners. The status is the project's, in every branch: an approved question counts in
 * every score (spec 2 §9), a rejected or unapproved one in none, its ratings kept for when it is approved again. Private
 * questions are not scored and are refused.
 */
export async function decideScoringQuestion(app: AppContext, viewer: Viewer, input: ScoringDecisionInput) {
  const { project, isProjectOwner } = await findBrokerProject(app.db, viewer, input.projectId);
  const right = { privileges: viewer.privileges, userId: viewer.user.id, isProjectOwner };
  if (!mayApproveSomeWhileScoring(right)) throw refusedRight(SCORING_APPROVAL_REFUSED);
  if (!scoringOpen({ status: project.status, someSubmitted: true })) throw badInput(SCORING_APPROVAL_REFUSED);
  const question = await findScoredQuestion(app.db, input);
  if (!question) throw notFound('Question');
  if (question.isPrivate) throw badInput(SCORING_APPROVAL_REFUSED);
  const approverIds = [question.approverIds.question, question.approverIds.section];
  if (!mayApproveWhileScoring({ ...right, approverIds })) throw refusedRight(SCORING_APPROVAL_REFUSED);
  const reason =
    input.action === 'REJECT' ? parseInput(rejectQuestionSchema, { reason: input.reason }).reason : undefined;
  const state = approvalTransition(input.action, reason);
  await app.db
    .update(projectQuestions)
    .set({ ...state, version: sql`${projectQuestions.version} + 1`, updatedAt: new Date() })
    .where(eq(projectQuestions.id, question.id));
  return { questionId: question.id, ...state };
}
