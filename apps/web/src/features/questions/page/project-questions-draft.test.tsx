import type { Privilege } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProjectRecord, PROJECT_ID, projectMock, renderProjectPage } from '../../projects';
import { ProjectQuestionsPage } from './project-questions-page';

function renderDraftQuestions(privileges: Privilege[]) {
  return renderProjectPage(<ProjectQuestionsPage />, {
    path: `/projects/${PROJECT_ID}/questions`,
    route: '/projects/:id/questions',
    privileges,
    mocks: [projectMock(buildProjectRecord('DRAFT'))],
  });
}

/** Spec 2 §2, spec 3 §2: the Questions tab is not in Draft. */
describe('ProjectQuestionsPage in Draft', () => {
  it('sends a DRAFT project to the dashboard for VIEW_DASHBOARD', async () => {
    const { router } = renderDraftQuestions(['MANAGE_PROJECT_QUESTIONS', 'VIEW_DASHBOARD']);
    // Generous timeout: the first render of the file also loads the page's modules.
    expect(await screen.findByText('Dashboard page', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/dashboard`);
  });

  it('answers a DRAFT project as not found without VIEW_DASHBOARD', async () => {
    renderDraftQuestions(['MANAGE_PROJECT_QUESTIONS']);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Questions', level: 1 })).toBeNull();
  });
});
