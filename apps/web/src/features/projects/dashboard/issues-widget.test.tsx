import type { ProjectIssue, ProjectStatus } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issuesMock, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { IssuesWidget } from './issues-widget';

async function renderIssues(status: ProjectStatus, toward: ProjectStatus, issues: ProjectIssue[]) {
  renderProjectPage(<IssuesWidget projectId={PROJECT_ID} status={status} />, {
    path: `/projects/${PROJECT_ID}/dashboard`,
    mocks: [issuesMock(toward, issues)],
  });
  return within(await screen.findByRole('list', { name: 'Issues' }));
}

describe('IssuesWidget', () => {
  it('links each issue toward publishing to the page that fixes it (spec 2 §8)', async () => {
    const list = await renderIssues('IN_REVIEW', 'PUBLISHED', [
      { messageId: 'NO_SECTIONS', count: 1 },
      { messageId: 'SUPPLIERS_WITHOUT_SERVICE_TYPES', count: 2 },
    ]);
    expect(screen.getByText('Unable to publish the project until the following issues are fixed.')).toBeTruthy();
    expect(list.getByRole('link', { name: /At least one section required/ }).getAttribute('href')).toBe(
      `/projects/${PROJECT_ID}/questions`,
    );
    expect(list.getByRole('link', { name: /Suppliers without required service types/ }).getAttribute('href')).toBe(
      `/projects/${PROJECT_ID}/products?filter=with-issues`,
    );
  });

  it('in Draft links only to pages a Draft has: no Questions or Suppliers tab (spec 2 §2)', async () => {
    const list = await renderIssues('DRAFT', 'IN_REVIEW', [
      { messageId: 'PROJECT_OWNERS_NOT_ASSIGNED', count: 1 },
      { messageId: 'QUESTIONS_WITHOUT_OWNER', count: 2 },
    ]);
    expect(screen.getByText('Unable to start questions review until the following issues are fixed.')).toBeTruthy();
    expect(list.getByRole('link', { name: /Project owners not assigned/ }).getAttribute('href')).toBe(
      `/projects/${PROJECT_ID}/details`,
    );
    expect(list.getByText('Questions without an owner')).toBeTruthy();
    expect(list.getAllByRole('link')).toHaveLength(1);
  });
});
