import { ANSWER_MESSAGES, mayAnswerFreely, notApplicableMaxLength } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { projectQuestions } from '../../db/schema/index.js';
import { findParticipation } from './answer-target.js';
import type { AnswerView } from './answer-view.js';
import { writeAnswers } from './answer-writes.js';
import { answerableQuestion } from './questionnaire-rows.js';

export interface SectionNotApplicableInput {
  projectId: string;
  projectProductId: string;
  sectionId: string;
  description: string | null;
}

/**
 * Spec 2 §4 and §7 Mark section unanswered: every question of the section the supplier sees becomes not applicable
 * with the description (one statement), each a change of its answer (version, rating cleared).
 */
export async function markSectionNotApplicable(
  app: AppContext,
  viewer: Viewer,
  input: SectionNotApplicableInput,
): Promise<AnswerView[]> {
  const participation = await findParticipation(app.db, viewer, input.projectId, input.projectProductId);
  if (!mayAnswerFreely(participation.state)) {
    const submitted = participation.state.answersSubmittedAt;
    throw badInput(submitted ? ANSWER_MESSAGES.alreadySubmitted : ANSWER_MESSAGES.notEditable);
  }
  if (!isUuid(input.sectionId)) throw notFound('Section');
  const description = input.description?.trim() || null;
  const max = notApplicableMaxLength(participation.projectMaxLength);
  if (description && description.length > max) {
    throw badInput(ANSWER_MESSAGES.maxCharacters(max), { description: ANSWER_MESSAGES.maxCharacters(max) });
  }
  const sectionQuestions = await app.db
    .select({ id: projectQuestions.id })
    .from(projectQuestions)
    .where(
      and(
        eq(projectQuestions.sectionId, input.sectionId),
        eq(projectQuestions.projectId, participation.projectId),
        answerableQuestion,
      ),
    );
  if (sectionQuestions.length === 0) throw notFound('Section');
  const notApplicable = {
    value: null,
    secondaryValue: null,
    notApplicable: true,
    notApplicableDescription: description,
    isDraft: false,
  };
  const changed = sectionQuestions.map(({ id }) => ({ questionId: id, answer: notApplicable }));
  return writeAnswers(app.db, viewer, participation.projectProductId, changed);
}
