import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProjectRecord, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { ManagementWidget } from './management-widget';

const PROJECT_MANAGER = ['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'] as const;
const COMPANY_ADMINISTRATOR = ['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'] as const;

function renderWidget(privileges: readonly (typeof COMPANY_ADMINISTRATOR)[number][]) {
  return renderProjectPage(<ManagementWidget project={buildProjectRecord('IN_REVIEW')} />, {
    path: `/projects/${PROJECT_ID}/dashboard`,
    privileges: [...privileges],
  });
}

describe('ManagementWidget', () => {
  it('offers a project manager only what a project manager may use (spec 2 §6)', async () => {
    renderWidget(PROJECT_MANAGER);
    expect(await screen.findByRole('link', { name: 'Edit Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Project Status' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers a company administrator the settings, clone and delete', async () => {
    renderWidget(COMPANY_ADMINISTRATOR);
    expect((await screen.findByRole('link', { name: 'Settings' })).getAttribute('href')).toBe(
      `/projects/${PROJECT_ID}/settings`,
    );
    expect(screen.getByRole('link', { name: 'Clone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
