import type { MockedResponse } from '@apollo/client/testing';
import type { Privilege, ProjectStatus } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { aiSearchMock } from '../../ai';
import type { ProjectRecord } from '../../projects';
import { buildProjectRecord, PROJECT_ID, projectMock, renderProjectPage } from '../../projects';
import { buildQuestionDefinition } from '../../question-editor';
import { ProjectQuestionsPage } from './project-questions-page';
import { ProjectQuestionnaireDocument } from './questionnaire-documents';
import type {
  Questionnaire,
  QuestionnaireQuestion,
  QuestionnaireSection,
  QuestionnaireUser,
} from './questionnaire-model';

export const PM: QuestionnaireUser = { id: 'user-pm', name: 'Peter Manager', email: 'pm@northwind.example' };
export const EXPERT: QuestionnaireUser = { id: 'user-expert', name: 'Erin Expert', email: 'expert@northwind.example' };

const user = (person: QuestionnaireUser | null) => (person ? { __typename: 'ProjectUser' as const, ...person } : null);

const ALLOWED = {
  approve: true,
  reject: true,
  unapprove: false,
  edit: true,
  delete: true,
  extract: false,
  editWeight: true,
};
const MANAGES = {
  edit: true,
  delete: true,
  addQuestion: true,
  addFromLibrary: true,
  copy: true,
  approveAll: true,
  unapproveAll: true,
};

/** A project question as the API answers it: a STRING question, PENDING, with every action allowed but unapprove. */
export function buildQuestion(
  id: string,
  label: string,
  overrides: Partial<Omit<QuestionnaireQuestion, 'question'>> = {},
): QuestionnaireQuestion {
  return {
    __typename: 'ProjectQuestion',
    id,
    sectionId: 'section-1',
    position: 0,
    sourceQuestionId: null,
    weight: 1,
    status: 'PENDING',
    rejectReason: null,
    isPrivate: false,
    duplicate: false,
    version: 1,
    ...overrides,
    owner: user(overrides.owner === undefined ? PM : overrides.owner),
    approver: user(overrides.approver === undefined ? EXPERT : overrides.approver),
    permissions: { __typename: 'ProjectQuestionPermissions', ...ALLOWED, ...overrides.permissions },
    question: buildQuestionDefinition(label),
  } as QuestionnaireQuestion;
}

/** A section as the API answers it, owned by the project manager with the expert as approver, fully managed. */
export function buildSection(
  id: string,
  name: string,
  questions: QuestionnaireQuestion[],
  overrides: Partial<Omit<QuestionnaireSection, 'questions'>> = {},
): QuestionnaireSection {
  return {
    __typename: 'ProjectSection',
    id,
    projectId: PROJECT_ID,
    position: 0,
    name,
    description: '',
    ownerDeadline: '2030-02-01T12:00:00.000Z',
    isReadonly: false,
    aiSearchId: null,
    version: 1,
    ...overrides,
    owner: user(overrides.owner === undefined ? PM : overrides.owner),
    approver: user(overrides.approver === undefined ? EXPERT : overrides.approver),
    permissions: { __typename: 'ProjectSectionPermissions', ...MANAGES, ...overrides.permissions },
    questions: questions.map((question, position) => ({ ...question, sectionId: id, position })),
  } as QuestionnaireSection;
}

export function buildQuestionnaire(sections: QuestionnaireSection[], addSection = true): Questionnaire {
  return {
    __typename: 'ProjectQuestionnaire',
    id: PROJECT_ID,
    permissions: { __typename: 'ProjectQuestionnairePermissions', addSection },
    sections: sections.map((section, position) => ({ ...section, position })),
  } as Questionnaire;
}

export function questionnaireMock(questionnaire: Questionnaire): MockedResponse {
  return {
    request: { query: ProjectQuestionnaireDocument, variables: { projectId: PROJECT_ID } },
    result: { data: { projectQuestionnaire: questionnaire } },
  };
}

interface RenderOptions {
  status?: ProjectStatus;
  settings?: Partial<ProjectRecord['settings']>;
  privileges?: Privilege[];
  /** Further answers, after the questionnaire's first load (e.g. mutations and a reload). */
  mocks?: MockedResponse[];
}

/** The project questions page of a project (IN_REVIEW, experts on, NUMBERS scoring unless told) with its questionnaire. */
export async function renderQuestionsPage(questionnaire: Questionnaire, options: RenderOptions = {}) {
  const project = {
    ...buildProjectRecord(options.status ?? 'IN_REVIEW', { enableExperts: true, ...options.settings }),
    productOwners: [PM],
    domainExperts: [EXPERT],
  };
  const view = renderProjectPage(<ProjectQuestionsPage />, {
    path: `/projects/${PROJECT_ID}/questions`,
    route: '/projects/:id/questions',
    privileges: options.privileges ?? ['MANAGE_PROJECT_STATE'],
    // The AI generation asks for the project's question search (none) unless a test answers first.
    mocks: [
      projectMock(project),
      questionnaireMock(questionnaire),
      ...(options.mocks ?? []),
      aiSearchMock(PROJECT_ID, 'QUESTIONS', null),
    ],
  });
  // Generous timeout: the first render of a file also loads the page's modules.
  await screen.findByRole('heading', { name: 'Questions', level: 1 }, { timeout: 10_000 });
  return view;
}

/** The labels of the question rows shown, in order. */
export const shownQuestions = () =>
  screen
    .queryAllByRole('list', { name: /^Questions of / })
    .flatMap((list) => within(list).queryAllByRole('listitem'))
    .map((row) => row.getAttribute('aria-label'));

/** A question's row. */
export const questionRow = (label: string) => screen.getByRole('listitem', { name: label });

/** A section's region. */
export const sectionRegion = (name: string) => within(screen.getByRole('region', { name }));
