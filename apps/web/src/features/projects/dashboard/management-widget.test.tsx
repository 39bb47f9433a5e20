import { OCDS_TEXTS } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/factories';
import { buildProjectRecord, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { ManagementWidget } from './management-widget';

const PROJECT_MANAGER = ['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'] as const;
const COMPANY_ADMINISTRATOR = ['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'] as const;

function renderWidget(privileges: readonly (typeof COMPANY_ADMINISTRATOR)[number][], ownerIds: string[] = []) {
  const owners = ownerIds.map((id) => ({
    __typename: 'User' as const,
    id,
    name: 'An Owner',
    email: 'o@broker.example',
  }));
  const project = { ...buildProjectRecord('IN_REVIEW'), productOwners: owners };
  return renderProjectPage(<ManagementWidget project={project} />, {
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

  it("offers the project's owners its open-contracting export, and no one else", async () => {
    const viewerId = buildProfile().id;
    const { unmount } = renderWidget(COMPANY_ADMINISTRATOR, ['someone-else']);
    expect(await screen.findByRole('link', { name: 'Edit Details' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: OCDS_TEXTS.exportButton })).toBeNull();
    unmount();
    renderWidget(PROJECT_MANAGER, [viewerId]);
    const download = await screen.findByRole('link', { name: OCDS_TEXTS.exportButton });
    expect(download.getAttribute('href')).toBe(`/api/projects/${PROJECT_ID}/ocds.json`);
    expect(download.hasAttribute('download')).toBe(true);
  });
});
