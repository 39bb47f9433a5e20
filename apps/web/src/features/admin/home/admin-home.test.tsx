import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { adminProfile, adminViewerMock, companyOf } from '../admin-test-kit';
import { AdminHome } from './admin-home';

describe('AdminHome', () => {
  it('links to every administration list the administrator may open and says whom they manage', async () => {
    const profile = adminProfile();
    renderInApp(<AdminHome profile={profile} />, {
      session: buildSession({ profile }),
      mocks: [adminViewerMock(profile, false)],
    });
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeTruthy();
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent?.split('.')[0], link.getAttribute('href')]);
    expect(links.map(([, href]) => href)).toEqual([
      '/admin/companies',
      '/admin/users',
      '/admin/roles',
      '/admin/clients',
      '/admin/project-service-types',
      '/admin/supplier-service-types',
      '/admin/vendors',
    ]);
    expect(await screen.findByText(/You are managing your own company/)).toBeTruthy();
  });

  it('shows only the lists the privileges open, and the company acted for', async () => {
    const profile = adminProfile({ privileges: ['MANAGE_CLIENTS'], company: companyOf('n', 'Northwind Brokerage') });
    renderInApp(<AdminHome profile={profile} />, {
      session: buildSession({ profile }),
      mocks: [adminViewerMock(profile, true)],
    });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/clients']);
    expect(await screen.findByText(/You are managing on behalf of Northwind Brokerage/)).toBeTruthy();
  });

  it('keeps the supplier directory to Manage Brokers: Manage All Projects does not open it', async () => {
    const profile = adminProfile({ privileges: ['MANAGE_ALL_PROJECTS'] });
    renderInApp(<AdminHome profile={profile} />, {
      session: buildSession({ profile }),
      mocks: [adminViewerMock(profile, false)],
    });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/project-service-types',
      '/admin/supplier-service-types',
    ]);
    expect(await screen.findByText(/You are managing your own company/)).toBeTruthy();
  });
});
