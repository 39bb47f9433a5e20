import {
  type AnsweringState,
  type AnswerProgress,
  answerProgress,
  mayAnswerFreely,
  mayChangeAnswer,
  mayImportAnswers,
  maySubmitAnswers,
  type QuestionDefinition,
  questionsReadOnly,
  supplierSeesQuestions,
} from '@shortlist/domain';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { findInvitations, type SupplierInvitation, supplierCompanyOf } from '../suppliers/index.js';
import type { AnswerView } from './answer-view.js';
import { participationAnswers } from './questionnaire-rows.js';
import { questionnaireSkeleton } from './questionnaire-skeleton.js';

export interface QuestionnaireQuestion {
  id: string;
  sectionId: string;
  definition: QuestionDefinition;
  answer: AnswerView | null;
  /** Whether the supplier may change this answer now (spec 2 §4). */
  mayChange: boolean;
}

export interface QuestionnaireSection {
  id: string;
  name: string;
  description: string;
  questions: QuestionnaireQuestion[];
}

/** One participation's questionnaire as its supplier answers it (spec 2 §2 Supplier pages, §4 Answer states). */
export interface QuestionnaireView {
  project: ProjectRow;
  invitation: SupplierInvitation;
  state: AnsweringState;
  sections: QuestionnaireSection[];
  progress: AnswerProgress;
  requestedCount: number;
}

/**
 * The questionnaire of one of the reader's participations: sections with the questions suppliers see and this
 * participation's answers, in a fixed number of statements whatever the number of questions (the skeleton is read
 * again only when the questionnaire changed). Before the questions are shown to the
 * supplier (spec 2 §2) the sections are empty. Only the signed-in users of the invited company reach it: an
 * invitation's link token opens the preview and the FAQ, never a participation's answers.
 */
export async function loadQuestionnaire(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<QuestionnaireView> {
  const { project, invitations } = await findInvitations(db, { viewer, hash: null }, projectId, projectProductId);
  const [invitation] = invitations as [SupplierInvitation];
  const state: AnsweringState = {
    signedIn: invitation.companyId !== null && invitation.companyId === supplierCompanyOf(viewer),
    projectStatus: project.status,
    participationStatus: invitation.participationStatus,
    answersSubmittedAt: invitation.answersSubmittedAt,
    answersSubmitDeadline: invitation.answersSubmitDeadline,
  };
  const seen = supplierSeesQuestions(project.status, invitation.participationStatus);
  const [skeleton, answersById] = seen
    ? await Promise.all([questionnaireSkeleton(db, project.id), participationAnswers(db, invitation.id)])
    : [null, new Map<string, AnswerView>()];
  const sections = (skeleton?.sections ?? []).map((section) => ({
    id: section.id,
    name: section.name,
    description: section.description,
    questions: section.questions.map((question) => {
      const answer = answersById.get(question.id) ?? null;
      return {
        id: question.id,
        sectionId: section.id,
        definition: question.definition,
        answer,
        mayChange: mayChangeAnswer(state, answer?.status),
      };
    }),
  }));
  const shown = (skeleton?.sections ?? []).flatMap((section) => section.questions);
  return {
    project,
    invitation,
    state,
    sections,
    progress: answerProgress(shown, (id) => answersById.get(id)),
    requestedCount: shown.filter((question) => answersById.get(question.id)?.status === 'REQUESTED').length,
  };
}

/** What the supplier may do with the whole questionnaire now. */
export const questionnaireAbilities = (view: QuestionnaireView) => ({
  mayAnswer: mayAnswerFreely(view.state),
  maySubmit: maySubmitAnswers(view.state, view.requestedCount),
  mayImport: mayImportAnswers(view.state),
  questionsReadOnly: questionsReadOnly(view.state),
});
