import { CONFLICT_MESSAGES, SEALED_ANSWERS_MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { badInput, forbidden, notFound, parseInput } from '../../../core/errors.js';
import { answersSealed, blindViewFor, conflictsClear, findBrokerProject } from '../../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { answers, projectProducts, projectQuestions, sections } from '../../../db/schema/index.js';
import { type AnswerView, answerView, answerViewColumns } from '../answer-view.js';
import { answerableQuestion } from '../questionnaire-rows.js';
import {
  mayRequestSomeUpdate,
  mayRequestUpdate,
  REQUEST_MESSAGES,
  requestNoteSchema,
  requestsOffered,
} from './request-rules.js';
import { deliverSupplierNotices, storeAnswerRequestNotices } from './supplier-notices.js';

/** Spec 2 §7 Request an answer update: project, product (the project product), section, question, notes. */
export interface AnswerUpdateRequestInput {
  projectId: string;
  productId: string;
  sectionId: string;
  questionId: string;
  notes?: string | null;
}

/**
 * The answer of an accepted product to a question suppliers see, in the section named, with the approvers; refused
 * while sealed (issue 37: the call answers with the answer).
 */
async function findRequestedAnswer(db: Database, viewer: Viewer, projectId: string, input: AnswerUpdateRequestInput) {
  if (![input.productId, input.sectionId, input.questionId].every(isUuid)) throw notFound('Answer');
  const [row] = await db
    .select({
      answerId: answers.id,
      projectProductId: projectProducts.id,
      sealed: answersSealed,
      clear: conflictsClear(viewer.user.id),
      approverIds: { question: projectQuestions.approverId, section: sections.approverId },
    })
    .from(answers)
    .innerJoin(
      projectProducts,
      and(
        eq(projectProducts.id, answers.projectProductId),
        eq(projectProducts.projectId, projectId),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
      ),
    )
    .innerJoin(
      projectQuestions,
      and(eq(projectQuestions.id, answers.questionId), eq(projectQuestions.projectId, projectId), answerableQuestion),
    )
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .where(
      and(
        eq(answers.projectProductId, input.productId),
        eq(answers.questionId, input.questionId),
        eq(sections.id, input.sectionId),
      ),
    );
  if (!row) throw notFound('Answer');
  if (row.sealed) throw badInput(SEALED_ANSWERS_MESSAGES.sealed);
  if (!row.clear) throw badInput(CONFLICT_MESSAGES.hidden);
  return row;
}

/**
 * Spec 2 §7 Request an answer update, §4 Answer states: the answer of an accepted product becomes REQUESTED with the
 * note (trimmed, at most 500; empty gives 'An update to this answer has been requested') and keeps its value; the
 * supplier may then change it in AWAITING, SCORING or COMPLETED and resubmit. Not offered with branches on (spec 2
 * §6). The supplier company's users hear of it (ANSWER_REQUEST) with the e-mail copy.
 */
export async function requestAnswerUpdate(
  app: AppContext,
  viewer: Viewer,
  input: AnswerUpdateRequestInput,
): Promise<AnswerView> {
  const { project, isProjectOwner } = await findBrokerProject(app.db, viewer, input.projectId);
  const right = { privileges: viewer.privileges, userId: viewer.user.id, isProjectOwner };
  if (!mayRequestSomeUpdate(right)) throw forbidden();
  if (project.settings.enableBranches) throw badInput(REQUEST_MESSAGES.branchesOn);
  if (!requestsOffered(project)) throw badInput(REQUEST_MESSAGES.requestStatus);
  const { notes } = parseInput(requestNoteSchema, { notes: input.notes ?? '' });
  const target = await findRequestedAnswer(app.db, viewer, project.id, input);
  const approverIds = [target.approverIds.question, target.approverIds.section];
  if (!mayRequestUpdate({ ...right, approverIds })) throw forbidden();
  const now = new Date();
  const { requested, notices } = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(answers)
      .set({ status: 'REQUESTED', requestNote: notes, requestedAt: now, requestedBy: viewer.user.id, updatedAt: now })
      .where(eq(answers.id, target.answerId))
      .returning(answerViewColumns);
    if (!row) throw notFound('Answer');
    return { requested: row, notices: await storeAnswerRequestNotices(tx, project, [target.projectProductId]) };
  });
  await deliverSupplierNotices(app, `the update request of answer ${target.answerId}`, notices);
  // Issue 37 blind scoring: the answer comes back as the requester reads it (masked for a blind viewer).
  const blind = await blindViewFor(app.db, viewer, project, isProjectOwner);
  const view = answerView(requested);
  return blind ? blind.answer(target.projectProductId, view) : view;
}
