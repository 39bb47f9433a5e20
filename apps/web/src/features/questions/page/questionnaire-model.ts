import { QUESTION_MESSAGES } from '@shortlist/domain';
import type {
  ProjectQuestionFieldsFragment,
  ProjectQuestionnaireQuery,
  ProjectSectionFieldsFragment,
  ProjectStatus,
  ScoringType,
} from '../../../gql/graphql';

/** Whose questionnaire is edited: a project, or a template's draft project. */
export interface QuestionnaireSubject {
  id: string;
  status: ProjectStatus;
  settings: { enableExperts: boolean; scoringType: ScoringType };
}

export type Questionnaire = ProjectQuestionnaireQuery['projectQuestionnaire'];
export type QuestionnaireSection = ProjectSectionFieldsFragment;
export type QuestionnaireQuestion = ProjectQuestionFieldsFragment;
export type QuestionnaireUser = NonNullable<QuestionnaireSection['owner']>;

/** Spec 3 §2: a question taken from the library (MeshVault) is read-only until Extract Question (the server's words). */
export const LIBRARY_QUESTION_NOTE = QUESTION_MESSAGES.libraryQuestion;

export const isLibraryQuestion = (question: Pick<QuestionnaireQuestion, 'sourceQuestionId'>) =>
  question.sourceQuestionId !== null;

export const approvedCount = (section: QuestionnaireSection) =>
  section.questions.filter((question) => question.status === 'APPROVED').length;

export function findQuestion(questionnaire: Questionnaire | undefined, id: string) {
  for (const section of questionnaire?.sections ?? []) {
    const question = section.questions.find((candidate) => candidate.id === id);
    if (question) return { section, question };
  }
  return null;
}
