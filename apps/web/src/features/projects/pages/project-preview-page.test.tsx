import { screen } from '@testing-library/react';
import type { Privilege, ProjectStatus } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import {
  buildProjectRecord,
  figuresMock,
  PROJECT_ID,
  projectMock,
  renderProjectPage,
} from '../dashboard/dashboard-test-kit';
import { ProjectPreviewPage } from './project-preview-page';

function renderPreview(status: ProjectStatus, privileges: Privilege[]) {
  return renderProjectPage(<ProjectPreviewPage />, {
    path: `/projects/${PROJECT_ID}/preview`,
    route: '/projects/:id/preview',
    privileges,
    mocks: [projectMock(buildProjectRecord(status)), figuresMock()],
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
    const widgets = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(widgets).toEqual(['Road Map', 'Timeline', 'Answers Progress', 'Scoring']);
    expect(screen.queryByRole('button', { name: 'Start Scoring' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preview' })).toBeTruthy();
  });
});
