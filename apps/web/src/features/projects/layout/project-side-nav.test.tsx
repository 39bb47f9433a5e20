import { screen, within } from '@testing-library/react';
import type { Privilege, ProjectStatus } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildProjectRecord, PROJECT_ID, renderProjectPage } from '../dashboard/dashboard-test-kit';
import { ProjectSideNav } from './project-side-nav';

function menuLinks(privileges: Privilege[], status: ProjectStatus = 'IN_REVIEW') {
  renderProjectPage(<ProjectSideNav project={buildProjectRecord(status)} />, {
    path: `/projects/${PROJECT_ID}/dashboard`,
    privileges,
  });
  const nav = within(screen.getByRole('navigation', { name: 'Project' }));
  return nav.getAllByRole('link').map((link) => link.textContent);
}

describe('ProjectSideNav', () => {
  it('hides Settings from a project manager, who would only meet Access Restricted (spec 2 §6)', () => {
    expect(menuLinks(['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'])).toEqual([
      'Dashboard',
      'Preview',
      'Questions',
      'Suppliers',
      'Details',
    ]);
  });

  it('shows Suppliers with MANAGE_PROJECT_STATE, but not in Draft (spec 2 §2)', () => {
    expect(menuLinks(['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'], 'DRAFT')).toEqual([
      'Dashboard',
      'Questions',
      'Details',
    ]);
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
});
