import type { MockedResponse } from '@apollo/client/testing';
import { NO_INTEGRITY, type Privilege, type ProjectIssue, type ProjectStatus } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import type { ProjectRecord } from '../layout/use-project';
import { ProjectDashboardDocument } from '../project-dashboard-documents';
import { ProjectDocument, ProjectStatusIssuesDocument } from '../projects-documents';
import type { DashboardFigures } from './widget-parts';

const DASHBOARD_ROUTE = '/projects/:id/dashboard';
export const PROJECT_ID = '7d1c2b9e-0f4e-4a57-9a51-1c2d3e4f5a6b';

/** A project as the ProjectFields fragment answers it, with the API's type names. */
export function buildProjectRecord(
  status: ProjectStatus,
  settings: Partial<ProjectRecord['settings']> = {},
): ProjectRecord & { __typename: 'Project' } {
  return {
    __typename: 'Project',
    id: PROJECT_ID,
    name: 'Payroll platform selection',
    intro: '',
    description: 'A description',
    type: 'RFP',
    status,
    version: 1,
    role: 'BUY_SIDE',
    scoringAvailable: false,
    calibrationAvailable: false,
    hideClientInfo: false,
    frequency: null,
    locationOriginated: 'Worldwide',
    liveCount: null,
    targetNumberRespondents: 3,
    publishDate: '2030-03-02T05:00:00.000Z',
    submissionDeadline: '2030-03-16T04:00:00.000Z',
    questionsClarificationDeadline: null,
    questionsSubmissionDeadline: '2030-03-26T04:00:00.000Z',
    plannedDecisionDate: '2030-04-05T04:00:00.000Z',
    origin: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    serviceTypes: [],
    projectServiceTypes: [],
    client: null,
    brokerageContacts: [],
    productOwners: [],
    domainExperts: [],
    viewers: [],
    moreInformation: [],
    files: [],
    settings: {
      __typename: 'ProjectSettings',
      answersMaxLength: null,
      scoringType: 'NUMBERS',
      enableBranches: false,
      enableExperts: false,
      enableExtendedAnswersDeadline: false,
      integrity: { __typename: 'IntegritySettings', ...NO_INTEGRITY, disagreementThreshold: 2 },
      ...settings,
    } as ProjectRecord['settings'],
    baseProject: null,
  } as ProjectRecord & { __typename: 'Project' };
}

export const EMPTY_FIGURES: DashboardFigures = {
  questions: { approved: 0, rejected: 0, unapproved: 0, total: 0 },
  answers: { rated: 0, unrated: 0 },
  participation: [],
  faq: { total: 0, unanswered: 0 },
  scoring: { ratedPercent: 0, products: [] },
};

const typed = (figures: DashboardFigures) => ({
  __typename: 'ProjectDashboard',
  questions: { __typename: 'DashboardQuestions', ...figures.questions },
  answers: { __typename: 'DashboardAnswers', ...figures.answers },
  participation: figures.participation.map((row) => ({ __typename: 'ParticipationCount', ...row })),
  faq: { __typename: 'DashboardFaq', ...figures.faq },
  scoring: {
    __typename: 'DashboardScoring',
    ratedPercent: figures.scoring.ratedPercent,
    products: figures.scoring.products.map((product) => ({ __typename: 'ScoredProduct', ...product })),
  },
});

export function projectMock(project: ProjectRecord): MockedResponse {
  return { request: { query: ProjectDocument, variables: { id: project.id } }, result: { data: { project } } };
}

export function figuresMock(figures: DashboardFigures = EMPTY_FIGURES): MockedResponse {
  return {
    request: { query: ProjectDashboardDocument, variables: { id: PROJECT_ID } },
    result: { data: { projectDashboard: typed(figures) } },
  };
}

/** The issue check toward `status`, finding `issues` (none unless told). */
export function issuesMock(status: ProjectStatus, issues: ProjectIssue[] = []): MockedResponse {
  return {
    request: { query: ProjectStatusIssuesDocument, variables: { id: PROJECT_ID, status } },
    result: { data: { projectStatusIssues: issues.map((issue) => ({ __typename: 'ProjectIssue', ...issue })) } },
  };
}

/** Renders `element` at `path` for a broker with the privileges; other project pages answer with their name. */
export function renderProjectPage(
  element: ReactNode,
  options: { path: string; route?: string; privileges?: Privilege[]; mocks?: MockedResponse[] },
) {
  const route = options.route ?? options.path;
  return renderInApp(element, {
    path: options.path,
    route,
    mocks: options.mocks,
    otherRoutes: route === DASHBOARD_ROUTE ? [] : [{ path: DASHBOARD_ROUTE, element: 'Dashboard page' }],
    session: buildSession({ profile: buildProfile({ privileges: options.privileges ?? [] }) }),
  });
}
