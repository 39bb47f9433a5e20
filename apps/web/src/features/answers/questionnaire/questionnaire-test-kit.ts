import type { MockedResponse } from '@apollo/client/testing';
import type { QuestionType } from '@shortlist/domain';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { buildQuestionDefinition } from '../../question-editor';
import type { AnswerDraft } from '../inputs/answer-draft';
import { SaveAnswerDocument, SupplierQuestionnaireDocument } from './questionnaire-documents';
import type { Questionnaire, QuestionnaireQuestion, QuestionnaireSection, SupplierAnswer } from './questionnaire-model';

export const PROJECT_ID = 'project-1';
export const PRODUCT_ID = 'invitation-1';
export const VARIABLES = { projectId: PROJECT_ID, productId: PRODUCT_ID, hash: null };
export const QUESTIONS_PATH = `/invite-to-project/${PROJECT_ID}/questions/${PRODUCT_ID}`;

/** A stored answer, as the API answers it. */
export function buildAnswer(questionId: string, overrides: Partial<SupplierAnswer> = {}): SupplierAnswer {
  return {
    __typename: 'SupplierAnswer',
    id: `answer-${questionId}`,
    questionId,
    value: null,
    secondaryValue: null,
    notApplicable: false,
    notApplicableDescription: null,
    isDraft: false,
    status: null,
    requestNote: null,
    answeredAt: '2030-03-10T00:00:00.000Z',
    version: 1,
    ...overrides,
  } as SupplierAnswer;
}

export function buildQuestion(
  questionId: string,
  label: string,
  options: { type?: QuestionType; answer?: SupplierAnswer | null; mayChange?: boolean } = {},
  definition: Partial<QuestionDefinitionFieldsFragment> = {},
): QuestionnaireQuestion {
  return {
    __typename: 'QuestionnaireQuestion',
    questionId,
    mayChange: options.mayChange ?? true,
    definition: { ...buildQuestionDefinition(label, options.type), ...definition },
    answer: options.answer ?? null,
  } as QuestionnaireQuestion;
}

export function buildSection(
  sectionId: string,
  name: string,
  questions: QuestionnaireQuestion[],
): QuestionnaireSection {
  return { __typename: 'QuestionnaireSection', sectionId, name, description: '', questions } as QuestionnaireSection;
}

/** The questionnaire of an accepted product in an AWAITING RFP, answers open. */
export function buildQuestionnaire(sections: QuestionnaireSection[], overrides: Partial<Questionnaire> = {}) {
  return {
    __typename: 'SupplierQuestionnaire',
    projectId: PROJECT_ID,
    projectName: 'Benefits Broker RFP',
    projectType: 'RFP',
    projectStatus: 'AWAITING',
    answersMaxLength: null,
    submissionDeadline: '2030-03-09T16:00:00.000Z',
    questionsSubmissionDeadline: '2030-03-20T16:00:00.000Z',
    mayAnswer: true,
    maySubmit: true,
    mayImport: true,
    questionsReadOnly: false,
    requestedCount: 0,
    product: {
      __typename: 'SupplierProjectProduct',
      id: PRODUCT_ID,
      productName: 'Acme People HRIS',
      vendorName: 'Acme Software',
      participationStatus: 'ACCEPTED',
      answersSubmittedAt: null,
      answersSubmittedBy: null,
      answersSubmitDeadline: null,
    },
    sections,
    ...overrides,
  } as Questionnaire;
}

export const questionnaireMock = (questionnaire: Questionnaire, productId = PRODUCT_ID): MockedResponse => ({
  request: { query: SupplierQuestionnaireDocument, variables: { ...VARIABLES, productId } },
  result: { data: { supplierQuestionnaire: questionnaire } },
});

/** A text draft as the inputs send it. */
export const textDraft = (value: string | null): AnswerDraft => ({
  value,
  secondaryValue: null,
  notApplicable: false,
  notApplicableDescription: null,
});

/** The save of this draft over `baseVersion`, answered with `answer` (and `conflict`). */
export const saveMock = (
  questionId: string,
  draft: AnswerDraft,
  baseVersion: number | null,
  answer: SupplierAnswer | null,
  conflict = false,
): MockedResponse => ({
  request: {
    query: SaveAnswerDocument,
    variables: { input: { projectId: PROJECT_ID, productId: PRODUCT_ID, questionId, answer: draft, baseVersion } },
  },
  result: { data: { saveAnswer: { __typename: 'AnswerSave', questionId, conflict, answer } } },
});
