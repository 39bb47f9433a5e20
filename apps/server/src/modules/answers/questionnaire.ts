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
import type { AnswerView } from './answer-view.js';
import { type QuestionnaireRow, questionnaireRows } from './questionnaire-rows.js';

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
    answersSubmitDeadline: invitation.answersSubmitDeadline,
  };
  const seen = supplierSeesQuestions(project.status, invitation.participationStatus);
  const rows = seen ? await questionnaireRows(db, project.id, invitation.id) : [];
  const sections = new Map<string, QuestionnaireSection>();
  const answersById = new Map<string, AnswerView>();
  for (const row of rows) {
    const section = sections.get(row.sectionId) ?? {
      id: row.sectionId,
      name: row.sectionName,
      description: row.sectionDescription,
      questions: [],
    };
    sections.set(section.id, section);
    const answer = answerOfRow(row, invitation.id);
    if (answer) answersById.set(row.questionId, answer);
    section.questions.push({
      id: row.questionId,
      sectionId: section.id,
      definition: row.definition,
      answer,
      mayChange: mayChangeAnswer(state, answer?.status),
    });
  }
  const questions = rows.map((row) => ({ id: row.questionId, status: row.questionStatus }));
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

/** The answer of a questionnaire row, if it has one. */
function answerOfRow(row: QuestionnaireRow, projectProductId: string): AnswerView | null {
  if (row.answerId === null) return null;
  return {
    id: row.answerId,
    questionId: row.questionId,
    projectProductId,
    value: row.value,
    secondaryValue: row.secondaryValue,
    notApplicable: row.notApplicable ?? false,
    notApplicableDescription: row.notApplicableDescription,
    isDraft: row.isDraft ?? false,
    status: row.answerStatus,
    requestNote: row.requestNote,
    answeredAt: row.answeredAt,
    version: row.version ?? 1,
  };
}

/** What the supplier may do with the whole questionnaire now. */
export const questionnaireAbilities = (view: QuestionnaireView) => ({
  mayAnswer: mayAnswerFreely(view.state),
  maySubmit: maySubmitAnswers(view.state, view.requestedCount),
  mayImport: mayImportAnswers(view.state),
  questionsReadOnly: questionsReadOnly(view.state),
});
