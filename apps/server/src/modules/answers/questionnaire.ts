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
import type { Database } from '../../db/client.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ProjectRow } from '../projects/project-access.js';
import { findInvitations, type SupplierInvitation, supplierCompanyOf } from '../suppliers/supplier-side-access.js';
import { type AnswerView, answerView } from './answer-view.js';
import { questionnaireRows } from './questionnaire-rows.js';

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
 * participation's answers, in two statements whatever the number of questions. Before the questions are shown to the
 * supplier (spec 2 §2) the sections are empty.
 */
export async function loadQuestionnaire(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
  hash: string | null,
): Promise<QuestionnaireView> {
  const { project, invitations } = await findInvitations(db, { viewer, hash }, projectId, projectProductId);
  const [invitation] = invitations as [SupplierInvitation];
  const state: AnsweringState = {
    signedIn: invitation.companyId !== null && invitation.companyId === supplierCompanyOf(viewer),
    projectStatus: project.status,
    participationStatus: invitation.participationStatus,
    answersSubmittedAt: invitation.answersSubmittedAt,
  };
  const seen = supplierSeesQuestions(project.status, invitation.participationStatus);
  const rows = seen ? await questionnaireRows(db, project.id, invitation.id) : [];
  const sections = new Map<string, QuestionnaireSection>();
  const answersById = new Map<string, AnswerView>();
  for (const row of rows) {
    const section = sections.get(row.section.id) ?? { ...row.section, questions: [] };
    sections.set(section.id, section);
    const answer = row.answer ? answerView(row.answer) : null;
    if (answer) answersById.set(row.question.id, answer);
    section.questions.push({
      id: row.question.id,
      sectionId: section.id,
      definition: row.question.definition,
      answer,
      mayChange: mayChangeAnswer(state, answer?.status),
    });
  }
  const questions = rows.map((row) => row.question);
  const requestedCount = [...answersById.values()].filter((answer) => answer.status === 'REQUESTED').length;
  return {
    project,
    invitation,
    state,
    sections: [...sections.values()],
    progress: answerProgress(questions, (id) => answersById.get(id)),
    requestedCount,
  };
}

/** What the supplier may do with the whole questionnaire now. */
export const questionnaireAbilities = (view: QuestionnaireView) => ({
  mayAnswer: mayAnswerFreely(view.state),
  maySubmit: maySubmitAnswers(view.state, view.requestedCount),
  mayImport: mayImportAnswers(view.state),
  questionsReadOnly: questionsReadOnly(view.state),
});
