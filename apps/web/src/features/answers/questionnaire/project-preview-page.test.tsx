import type { MockedResponse } from '@apollo/client/testing';
import type { Privilege, ProjectStatus } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const waitForGone = (query: () => HTMLElement | null) => waitFor(() => expect(query()).toBeNull());

import {
  buildProjectRecord,
  figuresMock,
  PROJECT_ID,
  type ProjectTabLink,
  ProjectTabsContext,
  projectMock,
  renderProjectPage,
} from '../../projects';
import { buildQuestion, buildSection, PreviewQuestionnaireDocument } from '..';
import { ProjectPreviewPage } from './project-preview-page';

/** The questions as suppliers see them, as the API answers them (each definition one JSON value). */
const SUPPLIER_QUESTIONS = [
  buildSection('section-1', 'Company overview', [
    buildQuestion('q-1', 'Legal name of your company', { mayChange: false }),
    buildQuestion('q-2', 'Do you support single sign-on?', { type: 'BOOLEAN', mayChange: false }),
  ]),
  buildSection('section-2', 'Service and pricing', [
    buildQuestion('q-3', 'Per-employee-per-month fee', { type: 'NUMBER', mayChange: false }),
  ]),
];

const questionsMock = (): MockedResponse => ({
  request: { query: PreviewQuestionnaireDocument, variables: { projectId: PROJECT_ID } },
  result: { data: { previewQuestionnaire: SUPPLIER_QUESTIONS } },
});

/** The side navigation's tabs come from the app's route table; the page only needs to show its own. */
const PREVIEW_TAB: ProjectTabLink = { label: 'Preview', shown: () => true, to: (id) => `/projects/${id}/preview` };

function renderPreview(status: ProjectStatus, privileges: Privilege[]) {
  const page = (
    <ProjectTabsContext value={[PREVIEW_TAB]}>
      <ProjectPreviewPage />
    </ProjectTabsContext>
  );
  return renderProjectPage(page, {
    path: `/projects/${PROJECT_ID}/preview`,
    route: '/projects/:id/preview',
    privileges,
    mocks: [projectMock(buildProjectRecord(status)), figuresMock(), questionsMock()],
  });
}

describe('ProjectPreviewPage', () => {
  it('sends a DRAFT project to the dashboard for VIEW_DASHBOARD', async () => {
    const { router } = renderPreview('DRAFT', ['VIEW_DASHBOARD']);
    // Generous timeout: the first render of the file also loads the page's modules.
    expect(await screen.findByText('Dashboard page', undefined, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/dashboard`);
  });

  it('answers a DRAFT project as not found without VIEW_DASHBOARD', async () => {
    const { router } = renderPreview('DRAFT', []);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/preview`);
  });

  it('shows the read-only overview titled Project Review, even to a manager', async () => {
    renderPreview('AWAITING', ['MANAGE_ALL_PROJECTS']);
    expect(await screen.findByRole('heading', { name: 'Project Review', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No answers have been submitted yet.')).toBeTruthy();
    // The questions card comes with its own query: wait for it before reading the widgets in order.
    expect(await screen.findByRole('heading', { name: 'Project Questions', level: 2 })).toBeTruthy();
    const widgets = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(widgets).toEqual(['Road Map', 'Timeline', 'Answers Progress', 'Scoring', 'Project Questions']);
    expect(screen.queryByRole('button', { name: 'Start Scoring' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preview' })).toBeTruthy();
  });

  it('shows the Project Questions card: what suppliers see, read-only, with Search Questions...', async () => {
    renderPreview('IN_REVIEW', ['VIEW_DASHBOARD']);
    const card = within(await screen.findByRole('region', { name: 'Project Questions' }));
    expect(await card.findByText('Legal name of your company')).toBeTruthy();
    expect(card.getByText('Company overview')).toBeTruthy();
    expect(card.getByText('Per-employee-per-month fee')).toBeTruthy();
    expect(card.getByRole('textbox', { name: 'Legal name of your company' }).hasAttribute('disabled')).toBe(true);
    expect(card.queryByLabelText('Requested to Update')).toBeNull();
    expect(card.queryByRole('button', { name: 'Submit Answers' })).toBeNull();
    fireEvent.change(card.getByRole('searchbox', { name: 'Search Questions' }), { target: { value: 'fee' } });
    await waitForGone(() => card.queryByText('Legal name of your company'));
    expect(card.getByText('Per-employee-per-month fee')).toBeTruthy();
  });
});
