import type { Privilege, ProjectStatus } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { StatisticsWidget } from './statistics-widget';

const QUESTIONS = { approved: 3, rejected: 1, unapproved: 2, total: 6 };

function renderStatistics(privileges: Privilege[], status: ProjectStatus = 'IN_REVIEW') {
  renderProjectPage(<StatisticsWidget projectId={PROJECT_ID} status={status} questions={QUESTIONS} />, {
    path: '/',
    privileges,
  });
}

describe('StatisticsWidget', () => {
  it('draws the donut with a legend of counts', () => {
    renderStatistics([]);
    expect(screen.getByRole('img', { name: 'Questions: 3 approved, 1 rejected, 2 unapproved' })).toBeTruthy();
    const legend = within(screen.getByLabelText('Questions by status'));
    expect(legend.getByText('Approved')).toBeTruthy();
    expect(legend.getByText('3')).toBeTruthy();
    expect(legend.getByText('Unapproved')).toBeTruthy();
  });

  it('makes the tiles links to the questions page with MANAGE_PROJECT_QUESTIONS', () => {
    renderStatistics(['MANAGE_PROJECT_QUESTIONS']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Approved: 3',
      'Rejected: 1',
      'Unapproved: 2',
    ]);
    for (const link of links) expect(link.getAttribute('href')).toBe(`/projects/${PROJECT_ID}/questions`);
  });

  it('shows plain tiles without it', () => {
    renderStatistics(['VIEW_DASHBOARD']);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('shows plain tiles in Draft, which has no Questions tab (spec 2 §2)', () => {
    renderStatistics(['MANAGE_PROJECT_QUESTIONS'], 'DRAFT');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Approved')).toBeTruthy();
  });
});
