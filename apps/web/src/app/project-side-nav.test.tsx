import type { Privilege, ProjectStatus } from '@shortlist/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildProjectRecord,
  PROJECT_ID,
  ProjectSideNav,
  ProjectTabsContext,
  renderProjectPage,
} from '../features/projects';
import { PROJECT_TABS } from './routes';

function menuLinks(privileges: Privilege[], status: ProjectStatus = 'IN_REVIEW', scoringAvailable = false) {
  renderProjectPage(
    <ProjectTabsContext value={PROJECT_TABS}>
      <ProjectSideNav project={{ ...buildProjectRecord(status), scoringAvailable }} />
    </ProjectTabsContext>,
    {
      path: `/projects/${PROJECT_ID}/dashboard`,
      privileges,
    },
  );
  const nav = within(screen.getByRole('navigation', { name: 'Project' }));
  return nav.getAllByRole('link').map((link) => link.textContent);
}

describe("ProjectSideNav with the route table's project tabs", () => {
  it('hides Settings from a project manager, who would only meet Access Restricted (spec 2 §6)', () => {
    expect(menuLinks(['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'])).toEqual([
      'Dashboard',
      'Preview',
      'Questions',
      'Suppliers',
      'Details',
    ]);
  });

  it('offers no Preview, Questions or Suppliers in Draft (spec 2 §2, spec 3 §2)', () => {
    const privileges: Privilege[] = ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_QUESTIONS', 'VIEW_DASHBOARD'];
    expect(menuLinks(privileges, 'DRAFT')).toEqual(['Dashboard', 'Details']);
  });

  it('offers Questions and Suppliers In Review, the step Questions and Suppliers', () => {
    const privileges: Privilege[] = ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_QUESTIONS', 'VIEW_DASHBOARD'];
    expect(menuLinks(privileges, 'IN_REVIEW')).toEqual(['Dashboard', 'Preview', 'Questions', 'Suppliers', 'Details']);
  });

  it('shows Questions only with MANAGE_PROJECT_QUESTIONS (spec 2 §6)', () => {
    expect(menuLinks(['VIEW_DASHBOARD'])).toEqual(['Dashboard', 'Preview']);
  });

  it('shows Settings, at the bottom, to a company administrator', () => {
    expect(menuLinks(['MANAGE_ALL_PROJECTS', 'VIEW_DASHBOARD'])).toEqual([
      'Dashboard',
      'Preview',
      'Questions',
      'Suppliers',
      'Details',
      'Settings',
    ]);
  });

  it('shows Scoring where the server says scoring is available to the viewer (spec 2 §2, §4)', () => {
    const privileges: Privilege[] = ['READ_SCORING', 'VIEW_DASHBOARD'];
    expect(menuLinks(privileges, 'AWAITING', true)).toEqual(['Dashboard', 'Preview', 'Scoring', 'Comparison', 'FAQ']);
    cleanup();
    expect(menuLinks(privileges, 'AWAITING', false)).toEqual(['Dashboard', 'Preview', 'Comparison', 'FAQ']);
  });

  it('shows Comparison to READ_SCORING from Awaiting on (spec 2 §2, §6)', () => {
    expect(menuLinks(['READ_SCORING'], 'PUBLISHED', false)).not.toContain('Comparison');
    cleanup();
    expect(menuLinks(['READ_SCORING'], 'ARCHIVED', false)).toContain('Comparison');
    cleanup();
    expect(menuLinks(['VIEW_DASHBOARD'], 'SCORING', true)).not.toContain('Comparison');
  });
});
